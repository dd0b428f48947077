// The question in play, above the picture: its prompt, the check button for
// register answers, and after answering, the verdict with the explanation
// taken from the core's narration.
import { useEffect, useRef } from 'react';
import { register_bits } from '../wasm/core';
import { describeAnswer, type KeyedQuestion } from './types';
import type { Response } from './useExercise';

interface Props {
  q: KeyedQuestion;
  index: number;
  response: Response | null;
  k: number;
  draft: number | null;
  onCheck: () => void;
  onReveal: () => void;
}

export function QuestionCard({ q, index, response, k, draft, onCheck, onReveal }: Props) {
  const a = q.answer!;
  const card = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card scrolls into view when a new question comes up
  useEffect(() => {
    // (Braces matter: newer browsers return a promise from scrollIntoView, and an effect must return nothing.)
    void card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [q.question.step]);
  const isRegister = q.question.kind === 'register';
  const describe = (v: number) => describeAnswer(q.question, v, k);
  return (
    <section
      ref={card}
      className={`question-card${response ? (response.correct ? ' right' : ' wrong') : ''}`}
      aria-live="polite"
      data-testid="question"
    >
      <h2>Question {index + 1}</h2>
      <p className="prompt">{q.prompt}</p>
      {!response && (
        <div className="question-actions">
          {isRegister && (
            <button className="primary" onClick={onCheck} disabled={draft === null}>
              Check {draft === null ? '' : register_bits(draft, k)}
            </button>
          )}
          <button onClick={onReveal}>Reveal the answer</button>
        </div>
      )}
      {response && (
        <div className="verdict">
          <p>
            <strong>{response.correct ? '✓ Right' : '✗ Not quite'}</strong>
            {response.given >= 0 && !response.correct ? ` — you said ${describe(response.given)}; ` : ' — '}
            the answer is {describe(a.value)}. Step on to watch it happen.
          </p>
          <ol className="explanation">
            {a.explanation.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
