// The narration line: what the last micro-step did, in the core's words;
// with an exercise, the question in play (and the verdict, shown also where
// the student clicked). A trace's pages are named as the stages write them
// (hex, when chosen): the core's "page N" of the event's own page is renamed.
import { QuestionCard } from '../exercise/QuestionCard';
import { lastStepEvents } from '../sim/snapshot';
import { narrated } from '../viz/pageNames';
import { useLab } from './lab';

export function Narration() {
  const { snap, state, asked, draft, respond, feedback, sim, trace } = useLab();
  if (!snap) return null;
  const sideBySide = !!state.variant && sim.snaps.length > 1;
  const current = lastStepEvents(snap);
  const text =
    snap.step === 0
      ? 'Ready. Press → for one micro-step, Shift+→ for one reference, Space to play.'
      : current.map((e) => narrated(e, trace.pages)).join(' ') || (snap.done ? 'The run is over.' : '');
  return (
    <div className="narration-area">
      {!sideBySide && (
        <p className="narration" aria-live="polite" data-testid="narration">
          {text}
        </p>
      )}
      {asked?.q.answer && (
        <QuestionCard
          q={asked.q}
          index={asked.index}
          response={asked.response}
          k={state.scenario.memory.k}
          draft={draft}
          onCheck={() => respond(asked.index, draft)}
          onReveal={() => respond(asked.index, null)}
        />
      )}
      {feedback && (
        <p className={`click-feedback ${feedback.right ? 'right' : 'wrong'}`} style={{ left: feedback.x, top: feedback.y }} role="status">
          {feedback.text}
        </p>
      )}
    </div>
  );
}
