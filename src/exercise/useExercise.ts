// An exercise set over the current scenario: the questions (generated from
// the problem id, plus any an instructor added), their answers from the
// core, the student's answers (kept in the lab state, so a shared link
// carries the score) and the barrier — the step of the first unanswered
// question, which the run may not pass.
import { useMemo } from 'react';
import type { ExerciseSpec } from '../app/state';
import { exercise_answers_json, exercise_json } from '../wasm/core';
import type { KeyedQuestion, Question } from './types';

export interface Response {
  /** The value given; -1 when the answer was revealed without one. */
  given: number;
  correct: boolean;
}

export interface Exercise {
  questions: KeyedQuestion[];
  responses: (Response | null)[];
  score: { answered: number; correct: number };
  /** Index of the first unanswered question, if any. */
  next: number | null;
  barrier: number | null;
}

export function questionsFor(scenarioJson: string, spec: ExerciseSpec): KeyedQuestion[] {
  const generated = JSON.parse(exercise_json(scenarioJson, BigInt(spec.seed), spec.count)) as Question[];
  const seen = new Set<number>();
  const all = [...generated, ...spec.extra].sort((a, b) => a.step - b.step).filter((q) => !seen.has(q.step) && seen.add(q.step));
  return (JSON.parse(exercise_answers_json(scenarioJson, JSON.stringify(all))) as KeyedQuestion[]).filter((k) => k.answer !== null);
}

export function useExercise(scenarioJson: string, spec: ExerciseSpec | null): Exercise {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the questions follow the spec's seed, count and extra, not its answers (which change with each one given)
  const questions = useMemo(() => (spec ? questionsFor(scenarioJson, spec) : []), [scenarioJson, spec?.seed, spec?.count, spec?.extra]);
  const answers = spec?.answers ?? {};
  const responses = questions.map((q): Response | null => {
    const given = answers[q.question.step];
    return given === undefined ? null : { given, correct: given === q.answer!.value };
  });
  const nextIndex = responses.findIndex((r) => !r);
  const next = nextIndex >= 0 ? nextIndex : null;
  const answered = responses.filter(Boolean) as Response[];
  return {
    questions,
    responses,
    score: { answered: answered.length, correct: answered.filter((r) => r.correct).length },
    next,
    barrier: next === null ? null : questions[next].question.step,
  };
}
