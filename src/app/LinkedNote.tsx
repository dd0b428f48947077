// The line over the stage after a linked picture's point opened it: what
// was opened, from which picture, and what changed — with Back (the
// browser's, when this page pushed the entry) and a way to put it away.
import { useLab } from './lab';

export function LinkedNote() {
  const { state, patchState } = useLab();
  if (!state.linked) return null;
  const pushed = (window.history.state as { linked?: boolean } | null)?.linked === true;
  return (
    <p className="note linked-note" role="status" data-testid="linked-note" data-from={state.linked.from}>
      <span aria-hidden="true">↪ </span>
      {state.linked.text}{' '}
      {pushed && (
        <button
          type="button"
          className="link"
          onClick={() => window.history.back()}
          title="Back to the picture you clicked (the browser’s Back)"
        >
          Back
        </button>
      )}
      <button type="button" className="link" onClick={() => patchState({ linked: null })} aria-label="Put this line away">
        ×
      </button>
    </p>
  );
}
