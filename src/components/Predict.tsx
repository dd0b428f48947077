// Predict, then reveal: a question with options; what it guards appears once
// it is answered (or the student chooses to skip it), with the verdict and why.
import { type ReactNode, useState } from 'react';
import { useStoryId } from '../app/lab';
import { markRevealed } from '../app/reveals';

export interface Prediction {
  question: string;
  options: string[];
  answer: number;
  why: string;
}

export function Predict({ p, children }: { p: Prediction; children: ReactNode }) {
  const [choice, setChosen] = useState<number | null>(null);
  const [skipped, setSkippedOnly] = useState(false);
  // Answered or skipped, the story beside the stage may tell what the run shows.
  const story = useStoryId();
  const setChoice = (i: number) => {
    setChosen(i);
    markRevealed(story);
  };
  const setSkipped = (on: boolean) => {
    setSkippedOnly(on);
    if (on) markRevealed(story);
  };
  return (
    <>
      <fieldset className="predict" data-testid="predict">
        <legend>Predict, then reveal</legend>
        <p>{p.question}</p>
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
