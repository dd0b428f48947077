// What a stage's analysis is doing while it is not there to show: reading
// a trace file (how far: "Reading the trace… 37 %") or computing (with
// Cancel, shown only once it has taken a moment, so quick ones do not
// flicker, and placed before the words, so that it stays put as they change),
// cancelled (with Compute again), or failed (the core's message).
import { readingText } from '../workers/reading';
import type { Computation } from '../workers/useComputation';

export function ComputationStatus<T>({
  state,
  what,
  cancel,
  retry,
}: {
  state: Computation<T> | null;
  /** What is computed, e.g. "the lifetime curve". */
  what: string;
  cancel: () => void;
  retry: () => void;
}) {
  if (state === null || state.status === 'done') return null;
  if (state.status === 'running')
    return (
      <p role="status" className="note computing" data-testid="computing">
        <button type="button" onClick={cancel}>
          Cancel
        </button>{' '}
        {state.reading ? <span data-testid="reading">Reading the trace… {readingText(state.reading)}</span> : <>Computing {what}…</>}
      </p>
    );
  if (state.status === 'cancelled')
    return (
      <p role="status" className="note" data-testid="computation-cancelled">
        Cancelled: {what} was not computed.{' '}
        <button type="button" onClick={retry}>
          Compute again
        </button>
      </p>
    );
  return (
    <p role="alert" className="error">
      {state.message}
    </p>
  );
}
