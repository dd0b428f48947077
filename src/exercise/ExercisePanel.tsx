// The exercise in the side panel: start a set from a problem id, the score,
// links for the class (the questions, no answers) and for the instructor
// (with the answer key, which only such a link shows), and questions an
// instructor adds at the current step.
import { useState } from 'react';
import { useLab } from '../app/lab';
import { linkHash } from '../app/useUrlSync';
import { count as counted } from '../components/words';
import { useStep } from '../sim/useRun';
import { constants } from '../wasm/constants';
import { exercise_answers_json } from '../wasm/core';
import { AnswerKey } from './AnswerKey';
import type { KeyedQuestion, Question } from './types';

export function ExercisePanel() {
  const lab = useLab();
  const { state, json, exercise, setSpec, play } = lab;
  const step = useStep();
  const spec = state.exercise;
  const [seed, setSeed] = useState(String(spec?.seed ?? 1));
  const [count, setCount] = useState(String(spec?.count ?? 5));
  const [frame, setFrame] = useState('0');
  const [message, setMessage] = useState<string | null>(null);

  const start = () => {
    const s = Number(seed);
    const c = Number(count);
    if (!Number.isSafeInteger(s) || s < 0) return setMessage(`problem id = ${seed} is not allowed: expected an integer ≥ 0`);
    const most = constants().limits.max_exercise_questions;
    if (!Number.isSafeInteger(c) || c < 1 || c > most)
      return setMessage(`questions = ${count} is not allowed: expected an integer in 1..=${most}`);
    setMessage(null);
    setSpec({ seed: s, count: c, extra: spec?.extra ?? [] });
  };
  const add = (q: Question) => {
    const [keyed] = JSON.parse(exercise_answers_json(json, JSON.stringify([q]))) as KeyedQuestion[];
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
    setMessage(`Added: question at step ${step}. Copy the class link to hand out the set.`);
    setSpec({ seed: spec?.seed ?? 0, count: spec?.count ?? 0, extra: [...(spec?.extra ?? []), q], answers: spec?.answers });
  };
  const copy = async (key: boolean) => {
    const handout = {
      ...state,
      exercise: spec ? { seed: spec.seed, count: spec.count, extra: spec.extra } : null,
      view: { ...state.view, key },
    };
    const url = `${window.location.origin}${window.location.pathname}#${linkHash(handout, 0, play)}`;
    try {
      await navigator.clipboard.writeText(url);
      setMessage(
        key ? 'Instructor link copied: it opens the set with the answer key.' : 'Class link copied: the set, from the start, no answers.',
      );
    } catch {
      setMessage(url);
    }
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
        {spec && <button onClick={() => setSpec(null)}>End the exercise</button>}
      </div>
      {message && (
        <p role="status" className="note" data-testid="exercise-status">
          {message}
        </p>
      )}
      {spec && (
        <>
          <p className="score" data-testid="score">
            Score: {exercise.score.correct} / {exercise.score.answered} answered · {counted(exercise.questions.length, 'question')}
            {exercise.next === null && exercise.questions.length > 0 ? ' · set complete' : ''}
          </p>
          <div className="exercise-controls">
            <button onClick={() => copy(false)}>Copy the class link</button>
            <button onClick={() => copy(true)}>Copy the instructor link</button>
          </div>
          {state.view.key && <AnswerKey />}
        </>
      )}
      <fieldset className="add-question">
        <legend>Add a question at step {step}</legend>
        <button onClick={() => add({ step, kind: 'victim' })}>Which frame is replaced next?</button>
        {state.scenario.sampler && <button onClick={() => add({ step, kind: 'region' })}>Which area of Figure 1 next?</button>}
        <label className="field check">
          What will frame
          <select value={frame} onChange={(e) => setFrame(e.target.value)} aria-label="frame">
            {Array.from({ length: state.scenario.memory.frames }, (_, f) => (
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
