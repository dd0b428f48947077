// Which curve the stage draws: a process's string or a typed one, LRU or
// working set, how far, and the fault delay S.
import { useLab } from '../../app/lab';
import type { CurveSettings } from '../../app/state';
import { MAX_LINK_TEXT } from '../../scenario/url';

export function CurveSettingsBar({ settings, set }: { settings: CurveSettings; set: (p: Partial<CurveSettings>) => void }) {
  const { state } = useLab();
  const { source, text, policy, max, delay } = settings;
  return (
    <div className="curve-settings">
      <label className="field">
        <span>reference string</span>
        <select value={source} onChange={(e) => set({ source: e.target.value })}>
          {state.scenario.processes.map((_, p) => (
            <option key={p} value={String(p)}>
              process P{p} of the scenario
            </option>
          ))}
          <option value="typed">typed or pasted</option>
        </select>
      </label>
      <label className="field">
        <span>curve</span>
        <select value={policy} onChange={(e) => set({ policy: e.target.value as 'lru' | 'ws' })}>
          <option value="lru">LRU: every memory size</option>
          <option value="ws">working set: every window</option>
        </select>
      </label>
      <label className="field">
        <span>{policy === 'lru' ? 'largest memory' : 'largest window'}</span>
        <input value={max} onChange={(e) => set({ max: e.target.value })} inputMode="numeric" />
      </label>
      <label className="field">
        <span>fault delay S (references)</span>
        <input value={delay} onChange={(e) => set({ delay: e.target.value })} inputMode="decimal" />
      </label>
      {source === 'typed' && (
        <label className="field wide">
          <span>pages (e.g. 3 7 7w 2)</span>
          <textarea rows={1} value={text} onChange={(e) => set({ text: e.target.value })} aria-label="reference string for the curves" />
          {text.length > MAX_LINK_TEXT && (
            <span className="muted" data-testid="text-not-in-link">
              {text.length.toLocaleString('en')} characters: too long for a link (at most {MAX_LINK_TEXT.toLocaleString('en')}); the link
              keeps the other settings.
            </span>
          )}
        </label>
      )}
    </div>
  );
}
