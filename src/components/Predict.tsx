// Predict, then reveal: a question with options; what it guards appears once
// it is answered (or the student chooses to skip it), with the verdict and
// why. The prediction is kept for the visit, across stages and pictures; an
// embedding page is told it (app/events.ts).
import type { ReactNode } from 'react';
import { TermText } from '../app/glossary/Terms';
import { useEmit, useStoryId } from '../app/lab';
import { markRevealed, usePrediction } from '../app/reveals';

export interface Prediction {
  question: string;
  options: string[];
  answer: number;
  why: string;
}

/** What a prediction is kept by for the visit: the question and its answer (the same question on the same data is not asked twice). */
export const predictionKey = (p: Prediction) => `${p.question}|${p.answer}|${p.why}`;

export function Predict({ p, children }: { p: Prediction; children: ReactNode }) {
  const [{ choice, skipped }, set] = usePrediction(predictionKey(p));
  // Answered or skipped, the story beside the stage may tell what the run shows.
  const story = useStoryId();
  const emit = useEmit();
  const setChoice = (i: number) => {
    set({ choice: i, skipped: false });
    markRevealed(story);
    emit({ verb: 'answered', question: p.question, response: p.options[i], success: i === p.answer });
  };
  const setSkipped = (on: boolean) => {
    set({ choice, skipped: on });
    if (on) markRevealed(story);
  };
  return (
    <>
      <fieldset className="predict" data-testid="predict">
        <legend>Predict, then reveal</legend>
        <p>
          <TermText text={p.question} />
        </p>
        {p.options.map((o, i) => (
          <button
            key={o}
            type="button"
            aria-pressed={choice === i}
            disabled={choice !== null || skipped}
            onClick={() => setChoice(i)}
            className={choice !== null && i === p.answer ? 'correct' : choice === i ? 'wrong' : undefined}
          >
            {o}
          </button>
        ))}
        {choice === null && !skipped && (
          <button type="button" className="link" onClick={() => setSkipped(true)}>
            just show the results
          </button>
        )}
        {choice !== null && (
          <p role="status" data-testid="predict-verdict">
            {choice === p.answer ? 'Right.' : `Not this time: it came out “${p.options[p.answer]}”.`} {p.why}
          </p>
        )}
      </fieldset>
      {(choice !== null || skipped) && children}
    </>
  );
}
