// Worksheets that name the mistake: a seeded frame-table exercise (the
// problem id a class shares), filled by keyboard or mouse, checked cell by
// cell by the core, the first mistake named by the wrong rule that
// reproduces it. The address bar carries the answers (the student's link
// for grading). The key opens only from the instructor's link — a sheet's
// link with `&key=1` — so nothing on the student's sheet leads to it; a
// student's link with `&key=1` shows their answers graded against it.
import { useLab, useSlice } from '../../app/lab';
import { encodeState } from '../../app/link';
import { Predict } from '../../components/Predict';
import { Findings } from './Findings';
import { Grid } from './Grid';
import { checkSheet, faultsQuestion, grid, isClock, loadSheet, newWorksheet, policyName, trimmed } from './model';
import { SheetFields } from './SheetFields';
import { type WorksheetState, worksheetSlice } from './slice';
import './worksheet.css';

/** Whether the whole sheet has been filled and checked (or the key is shown): its story's findings may be told. */
export function useSheetDone(): boolean {
  const { state } = useLab();
  const [w] = useSlice(worksheetSlice);
  if (state.view.key) return true;
  const loaded = loadSheet(w);
  const rows = trimmed(w.answers);
  return (
    Boolean(w.checked) && !('error' in loaded) && rows.length === loaded.sheet.key.length && rows.every((r) => r.some((c) => c !== ''))
  );
}

export function WorksheetStage() {
  const { state, emit } = useLab();
  const [w, setWorksheet] = useSlice(worksheetSlice);
  const showKey = state.view.key;
  const loaded = loadSheet(w);
  if ('error' in loaded) {
    return (
      <p role="alert" className="error">
        {loaded.error}
      </p>
    );
  }
  const { sheet } = loaded;
  const rows = grid(w.answers, sheet.key.length, sheet.columns.length);
  // The check belongs to the answers it was made on (typing clears it); the link keeps it, so Back shows it again.
  const current = w.checked || showKey ? checkSheet(w) : null;
  const choose = (p: Partial<Pick<WorksheetState, 'seed' | 'policy' | 'frames' | 'k'>>) => {
    const n = { ...w, ...p };
    const frames = n.policy === 'multics' ? Math.max(3, n.frames) : n.frames;
    setWorksheet(newWorksheet(n.seed, n.policy, frames, isClock(n.policy) ? Math.max(1, n.k) : 0));
  };
  const link = (s: typeof state) => `${window.location.pathname}#${encodeState(s)}`;
  return (
    <div className="worksheet-stage" data-policy={w.policy}>
      <form className="ws-settings" aria-label="The problem" onSubmit={(e) => e.preventDefault()}>
        <SheetFields w={w} choose={choose} />
        {!showKey && (
          <span className="ws-actions">
            <button
              type="button"
              onClick={() => {
                setWorksheet({ ...w, checked: true });
                const { right, wrong, blank } = checkSheet(w);
                emit({ verb: 'scored', right, wrong, blank });
              }}
              data-testid="worksheet-check"
            >
              Check
            </button>
          </span>
        )}
      </form>
      <p className="ws-problem">
        <b>{policyName(w.policy)}</b>, {w.frames} frames{isClock(w.policy) ? `, ${w.k}-bit registers` : ''}
        {w.policy === 'multics' ? `, the pool refilled ${sheet.problem.pool_n} at a time, the first-time switch on` : ''}, frames empty at
        the start:{' '}
        <span className="ws-string" data-testid="worksheet-string">
          {sheet.problem.pages.join(' ')}
        </span>
        {showKey && <span className="ws-keynote"> — the answer key ({sheet.faults} faults)</span>}
      </p>
      <p className="muted ws-help">
        {showKey
          ? 'The key, with the student’s answers (if any) marked against it: a struck-out value is theirs, the key’s beside it; rows they left blank show the key in grey.'
          : 'Type into the table: a page (or - for none), h or f, 0 or 1, register bits; arrows or Space move on, Backspace clears, d copies the row above. The address bar keeps your answers: send it to share your sheet.'}
      </p>
      <div className="ws-body">
        <div className="ws-table-wrap">
          <Grid
            sheet={sheet}
            rows={rows}
            marks={current?.marks ?? null}
            showKey={showKey}
            onRows={(r) => setWorksheet({ ...w, answers: trimmed(r), checked: undefined })}
            highlight={current?.first_wrong ?? null}
          />
        </div>
        <aside className="ws-side">
          {!showKey && (
            <Predict p={faultsQuestion(sheet)}>
              <p className="muted">Now fill the table to see where they happen, and check.</p>
            </Predict>
          )}
          {current && <Findings sheet={sheet} checked={current} />}
          {showKey && (
            <p>
              <a href={link({ ...state, view: { ...state.view, key: false } })}>Back to the student’s sheet</a>
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
