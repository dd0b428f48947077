// Predict, then reveal: a question with options; what it guards appears once
// it is answered (or the student chooses to skip it), with the verdict (or,
// skipped, the answer) and why. The prediction is part of the lab's state, so the link carries it
// (src/app/reveals.ts); the story's own question (`reveals`) also tells the
// story's findings; an embedding page is told it (app/events.ts).
import { type ReactNode, useEffect, useRef } from 'react';
import { TermText } from '../app/glossary/Terms';
import { useEmit } from '../app/lab';
import { usePrediction } from '../app/reveals';

export interface Prediction {
  question: string;
  options: string[];
  answer: number;
  why: string;
}

/** What a prediction is kept by: the question and its answer (the same question on the same data is not asked twice). */
export const predictionKey = (p: Prediction) => `${p.question}|${p.answer}|${p.why}`;

export function Predict({ p, reveals = false, children }: { p: Prediction; reveals?: boolean; children: ReactNode }) {
  const [{ choice, skipped }, set] = usePrediction(predictionKey(p), reveals);
  const emit = useEmit();
  // The verdict takes the focus from the button that was answered here (which the answer disables); not from the same
  // question asked elsewhere, nor when a link opens it answered.
  const said = useRef<HTMLParagraphElement>(null);
  const answeredHere = useRef(false);
  const answered = choice !== null || skipped;
  useEffect(() => {
    if (answered && answeredHere.current) said.current?.focus();
    answeredHere.current = false;
  }, [answered]);
  const answer = (i: number) => {
    answeredHere.current = true;
    set({ choice: i, skipped: false });
    emit({ verb: 'answered', question: p.question, response: p.options[i], success: i === p.answer });
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
            onClick={() => answer(i)}
            className={choice !== null && i === p.answer ? 'correct' : choice === i ? 'wrong' : undefined}
          >
            {o}
          </button>
        ))}
        {choice === null && !skipped && (
          <button
            type="button"
            className="link"
            onClick={() => {
              answeredHere.current = true;
              set({ choice: null, skipped: true });
            }}
          >
            just show the results
          </button>
        )}
        {/* In place, empty, before the answer, so that a screen reader announces the verdict once as it is written. */}
        <p
          role="status"
          className="predict-status"
          ref={said}
          tabIndex={-1}
          data-testid={choice !== null ? 'predict-verdict' : skipped ? 'predict-answer' : undefined}
        >
          {choice !== null && `${choice === p.answer ? 'Right.' : `Not this time: it came out “${p.options[p.answer]}”.`} ${p.why}`}
          {skipped && `It came out “${p.options[p.answer]}”. ${p.why}`}
        </p>
      </fieldset>
      {(choice !== null || skipped) && children}
    </>
  );
}
