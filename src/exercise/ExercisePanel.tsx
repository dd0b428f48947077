// The exercise tab: start a set from a problem id, see the score, the answer
// key (for instructors) and add a question at the current step.
import { useState } from 'react';
import type { ExerciseSpec } from '../scenario/url';
import { exercise_answers_json } from '../wasm/core';
import { type KeyedQuestion, type Question, REGION_NAMES } from './types';
import type { Exercise } from './useExercise';

interface Props {
  scenarioJson: string;
  frames: number;
  step: number;
  spec: ExerciseSpec | null;
  exercise: Exercise;
  showKey: boolean;
  onSpec: (spec: ExerciseSpec | null) => void;
  onShowKey: (show: boolean) => void;
  onSeek: (step: number) => void;
}

export function describeAnswer(q: KeyedQuestion): string {
  if (!q.answer) return '—';
  if (q.question.kind === 'region') return `area ${REGION_NAMES[q.answer.value]}`;
  return q.question.kind === 'victim' ? `frame ${q.answer.value}` : `register ${q.answer.bits}`;
}

export function ExercisePanel({ scenarioJson, frames, step, spec, exercise, showKey, onSpec, onShowKey, onSeek }: Props) {
  const [seed, setSeed] = useState(String(spec?.seed ?? 1));
  const [count, setCount] = useState(String(spec?.count ?? 5));
  const [frame, setFrame] = useState('0');
  const [message, setMessage] = useState<string | null>(null);

  const start = () => {
    const s = Number(seed);
    const c = Number(count);
    if (!Number.isSafeInteger(s) || s < 0) return setMessage(`problem id = ${seed} is not allowed: expected an integer ≥ 0`);
    if (!Number.isSafeInteger(c) || c < 1 || c > 50)
      return setMessage(`questions = ${count} is not allowed: expected an integer in 1..=50`);
    setMessage(null);
    onSpec({ seed: s, count: c, extra: spec?.extra ?? [] });
  };
  const add = (q: Question) => {
    const [keyed] = JSON.parse(exercise_answers_json(scenarioJson, JSON.stringify([q]))) as KeyedQuestion[];
    if (!keyed.answer) {
      return setMessage(
        q.kind === 'victim'
          ? 'No page is replaced after this step: nothing to ask.'
          : q.kind === 'region'
            ? 'No sampler interval closes after this step.'
            : `The pointer never examines frame ${q.frame} after this step.`,
      );
    }
    if (exercise.questions.some((x) => x.question.step === step)) return setMessage(`There is already a question at step ${step}.`);
    setMessage(`Added: question at step ${step}. Share the link to hand out the set.`);
    onSpec({ seed: spec?.seed ?? 0, count: spec?.count ?? 0, extra: [...(spec?.extra ?? []), q] });
  };

  return (
    <div className="exercise-panel">
      <p className="muted">
        Predict, then reveal: the run stops at chosen steps and asks what the algorithm will do next. Answer by clicking the picture. The
        problem id picks the questions, so a class sharing one id gets the same set.
      </p>
      <div className="exercise-controls">
        <label className="field">
          <span>problem id</span>
          <input value={seed} onChange={(e) => setSeed(e.target.value)} inputMode="numeric" />
        </label>
        <label className="field">
          <span>questions</span>
          <input value={count} onChange={(e) => setCount(e.target.value)} inputMode="numeric" />
        </label>
        <button className="primary" onClick={start}>
          {spec ? 'Restart the set' : 'Start the exercise'}
        </button>
        {spec && <button onClick={() => onSpec(null)}>End the exercise</button>}
      </div>
      {message && (
        <p role="status" className="note">
          {message}
        </p>
      )}
      {spec && (
        <>
          <p className="score" data-testid="score">
            Score: {exercise.score.correct} / {exercise.score.answered} answered · {exercise.questions.length} question(s)
            {exercise.next === null && exercise.questions.length > 0 ? ' · set complete' : ''}
          </p>
          <label className="field check">
            <input type="checkbox" checked={showKey} onChange={(e) => onShowKey(e.target.checked)} /> answer key (for instructors)
          </label>
          {showKey && (
            <table className="answer-key" aria-label="Answer key">
              <thead>
                <tr>
                  <th>step</th>
                  <th>question</th>
                  <th>answer</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {exercise.questions.map((q, i) => (
                  <tr key={q.question.step}>
                    <td>{q.question.step}</td>
                    <td>{q.prompt}</td>
                    <td>
                      {describeAnswer(q)}
                      {exercise.responses[i] ? (exercise.responses[i]!.correct ? ' ✓' : ' ✗') : ''}
                    </td>
                    <td>
                      <button onClick={() => onSeek(q.question.step)}>go to</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <fieldset className="add-question">
        <legend>Add a question at step {step}</legend>
        <button onClick={() => add({ step, kind: 'victim' })}>Which frame is replaced next?</button>
        <button onClick={() => add({ step, kind: 'region' })}>Which area of Figure 1 next?</button>
        <label className="field check">
          What will frame
          <select value={frame} onChange={(e) => setFrame(e.target.value)} aria-label="frame">
            {Array.from({ length: frames }, (_, f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
          hold after its next examination?
          <button onClick={() => add({ step, kind: 'register', frame: Number(frame) })}>Add</button>
        </label>
      </fieldset>
    </div>
  );
}
