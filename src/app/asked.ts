// The exercise's questions as the run reaches them: the question asked at
// the current step, a register answer being composed, and the verdict shown
// where the student clicked — each re-rendering only when it changes.
import { useCallback, useMemo } from 'react';
import type { KeyedQuestion } from '../exercise/types';
import type { Exercise, Response } from '../exercise/useExercise';
import { useRun, useSnap, useStep } from '../sim/useRun';
import { type Feedback, useLab } from './lab';

export interface Asked {
  q: KeyedQuestion;
  index: number;
  response: Response | null;
}

/** The index of the exercise question asked at `step`, or -1. */
const askedAt = (exercise: Exercise, step: number) => exercise.questions.findIndex((q) => q.question.step === step);

/** The question asked at the run's current step, if any (re-renders only when that changes). */
export function useAsked(): Asked | null {
  const { exercise } = useLab();
  const index = useRun((r) => askedAt(exercise, r.snaps[0]?.step ?? 0));
  return useMemo(
    () => (index >= 0 ? { q: exercise.questions[index], index, response: exercise.responses[index] } : null),
    [index, exercise],
  );
}

/** A register answer being composed (click its bits), from the register as it was when asked; and its setter. */
export function useDraft(): [number | null, (f: (d: number | null) => number | null) => void] {
  const { marks, setMarks } = useLab();
  const asked = useAsked();
  const snap = useSnap();
  const step = snap?.step ?? 0;
  const question = asked?.q.question;
  // The draft starts from the register as it is when the question is asked.
  const draft =
    marks.drafted?.step === step
      ? marks.drafted.value
      : question?.kind === 'register' && snap
        ? (snap.frames[question.frame]?.register ?? null)
        : null;
  const setDraft = useCallback(
    (f: (d: number | null) => number | null) => {
      const next = f(draft);
      setMarks((m) => ({ ...m, drafted: next === null ? null : { step, value: next } }));
    },
    [draft, step, setMarks],
  );
  return [draft, setDraft];
}

/** The verdict shown where the student clicked, at the step it was given. */
export function useFeedback(): Feedback | null {
  const { marks } = useLab();
  const step = useStep();
  return marks.clicked?.step === step ? marks.clicked.feedback : null;
}
