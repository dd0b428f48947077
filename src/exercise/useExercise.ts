// An exercise set over the current scenario: the questions (generated from
// the problem id, plus any an instructor added), their answers from the
// core, the student's responses and score, and the barrier — the step of the
// first unanswered question, which the run may not pass.
import { useEffect, useMemo, useState } from 'react';
import type { ExerciseSpec } from '../scenario/url';
import { exercise_answers_json, exercise_json } from '../wasm/core';
import type { KeyedQuestion, Question } from './types';

export interface Response {
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
  respond: (index: number, given: number | null) => void;
}

export function questionsFor(scenarioJson: string, spec: ExerciseSpec): KeyedQuestion[] {
  const generated = JSON.parse(exercise_json(scenarioJson, BigInt(spec.seed), spec.count)) as Question[];
  const seen = new Set<number>();
  const all = [...generated, ...spec.extra].sort((a, b) => a.step - b.step).filter((q) => !seen.has(q.step) && seen.add(q.step));
  return (JSON.parse(exercise_answers_json(scenarioJson, JSON.stringify(all))) as KeyedQuestion[]).filter((k) => k.answer !== null);
}

export function useExercise(scenarioJson: string, spec: ExerciseSpec | null): Exercise {
  const questions = useMemo(() => (spec ? questionsFor(scenarioJson, spec) : []), [scenarioJson, spec]);
  const [responses, setResponses] = useState<(Response | null)[]>([]);
  useEffect(() => {
    setResponses(questions.map(() => null));
  }, [questions]);

  // Responses lag one render behind a new question set; until then none is answered.
  const aligned = responses.length === questions.length ? responses : questions.map(() => null);
  const nextIndex = aligned.findIndex((r) => !r);
  const next = nextIndex >= 0 ? nextIndex : null;
  const respond = (index: number, given: number | null) => {
    const answer = questions[index]?.answer;
    if (!answer) return;
    setResponses((r) => r.map((x, i) => (i === index ? { given: given ?? -1, correct: given === answer.value } : x)));
  };
  const answered = aligned.filter(Boolean) as Response[];
  return {
    questions,
    responses: aligned,
    score: { answered: answered.length, correct: answered.filter((r) => r.correct).length },
    next,
    barrier: next === null ? null : questions[next].question.step,
    respond,
  };
}
