// The problem's fields: the problem id, the policy, the frames and the
// clocks' register length. Changing any of them starts a fresh sheet.

import { isClock, policyName, WORKSHEET_POLICIES, type WorksheetPolicy } from './model';
import type { WorksheetState } from './slice';

export type Choice = Partial<Pick<WorksheetState, 'seed' | 'policy' | 'frames' | 'k'>>;

export function SheetFields({ w, choose }: { w: WorksheetState; choose: (c: Choice) => void }) {
  return (
    <>
      <label>
        problem id{' '}
        <input
          type="number"
          min={0}
          value={w.seed}
          onChange={(e) =>
            Number.isSafeInteger(e.target.valueAsNumber) && e.target.valueAsNumber >= 0 && choose({ seed: e.target.valueAsNumber })
          }
          data-testid="worksheet-seed"
        />
      </label>
      <label>
        policy{' '}
        <select value={w.policy} onChange={(e) => choose({ policy: e.target.value as WorksheetPolicy })} data-testid="worksheet-policy">
          {WORKSHEET_POLICIES.map((p) => (
            <option key={p} value={p}>
              {policyName(p)}
            </option>
          ))}
        </select>
      </label>
      <label>
        frames{' '}
        <select value={w.frames} onChange={(e) => choose({ frames: Number(e.target.value) })}>
          {(w.policy === 'multics' ? [3, 4, 5, 6] : [2, 3, 4, 5, 6]).map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </label>
      {isClock(w.policy) && (
        <label>
          k{' '}
          <select value={w.k} onChange={(e) => choose({ k: Number(e.target.value) })}>
            {[1, 2, 3].map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
