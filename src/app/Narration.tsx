// The narration line: what the last micro-step did, in the core's words;
// with an exercise, the question in play (and the verdict, shown also where
// the student clicked). A trace's pages are named as the stages write them
// (hex, when chosen): the core's "page N" of the event's own page is renamed.
// The papers' words in it are explained as everywhere (a term's definition
// is its description, read on focus: the live region reads only the line,
// and during play at most once a second: components/LiveLine.tsx).
import { LiveLine } from '../components/LiveLine';
import { QuestionCard } from '../exercise/QuestionCard';
import { lastStepEvents } from '../sim/snapshot';
import { useRun, useSnap } from '../sim/useRun';
import { narrated } from '../viz/pageNames';
import { useAsked, useDraft, useFeedback } from './asked';
import { TermLine } from './glossary/Terms';
import { useLab } from './lab';

export function Narration() {
  const { state, respond, trace } = useLab();
  const snap = useSnap();
  const sides = useRun((r) => r.snaps.length);
  const playing = useRun((r) => r.playing);
  const asked = useAsked();
  const [draft] = useDraft();
  const feedback = useFeedback();
  if (!snap) return null;
  const sideBySide = !!state.variant && sides > 1;
  const current = lastStepEvents(snap);
  const text =
    snap.step === 0
      ? 'Ready. Press → for one micro-step, Shift+→ for one reference, Space to play.'
      : current.map((e) => narrated(e, trace.pages)).join(' ') || (snap.done ? 'The run is over.' : '');
  return (
    <section className="narration-area" aria-label="Narration">
      {!sideBySide && (
        <LiveLine text={text} playing={playing} className="narration" testId="narration">
          <TermLine text={text} />
        </LiveLine>
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
    </section>
  );
}
