// Predictions and what they reveal. A prediction made (an option chosen, or
// "just show the results") is part of the lab's state, so the link carries
// it: whoever opens a link copied after answering sees the verdict and what
// the answer guards, not the question again. A story's "what the run shows"
// gives its question's answer away, so it is told only once the story's own
// question has been answered (`revealed`); other questions on screen (the
// Rules tab's, say) do not reveal it. A component rendered outside the lab
// keeps its prediction to itself.
import { useEffect, useState } from 'react';
import { hashText } from '../sim/runId';
import { useOptionalLab } from './lab';

/** A prediction: the option chosen, or that the student chose to see the results without one. */
export interface Predicted {
  choice: number | null;
  skipped: boolean;
}

const NONE: Predicted = { choice: null, skipped: false };

/** A question's id in the state and the link: a short hash of what identifies it (its text and answer, on its data). */
export const predictionId = (key: string) => hashText(key);

/** The state's value for a prediction: the option chosen, or -1 for none. */
const stateValue = (p: Predicted) => (p.choice === null ? -1 : p.choice);
const predictedOf = (value: number | undefined): Predicted =>
  value === undefined ? NONE : value < 0 ? { choice: null, skipped: true } : { choice: value, skipped: false };

/**
 * The prediction made for question `key`, and how to make it (the first
 * answer counts). With `reveals`, the question is the story's own: answering
 * it — here or wherever else the same question is asked — tells the story's
 * findings.
 */
export function usePrediction(key: string, reveals = false): [Predicted, (p: Predicted) => void] {
  const lab = useOptionalLab();
  const [alone, setAlone] = useState<Predicted>(NONE);
  const id = predictionId(key);
  const made = lab ? predictedOf(lab.state.predicted?.[id]) : alone;
  const answered = made.choice !== null || made.skipped;
  const story = lab?.state.preset ?? null;
  const unrevealed = reveals && answered && story !== null && !lab?.state.revealed?.includes(story);
  const reveal = lab?.reveal;
  useEffect(() => {
    if (unrevealed && story) reveal?.(story);
  }, [unrevealed, story, reveal]);
  const set = (p: Predicted) => {
    if (answered) return;
    if (lab) lab.predict(id, stateValue(p), reveals ? story : null);
    else setAlone(p);
  };
  return [made, set];
}

/** Whether story `key`'s own question has been answered or skipped. */
export function useRevealed(key: string | null): boolean {
  const lab = useOptionalLab();
  return key !== null && (lab?.state.revealed?.includes(key) ?? false);
}
