// The experiment's question, asked before its results: the student picks
// an option (or skips) at any time — before the run, while it runs — and
// the verdict and the why appear once the result is in (the why folds away
// to give the figures room; presenting below a 4K width it comes folded,
// the verdict's first words on screen). The choice is the lab's state, keyed by the
// experiment, seed and case (src/app/reveals.ts): it survives a visit to
// another stage, and the link carries it.
import { useState } from 'react';
import { TermText } from '../../app/glossary/Terms';
import { useLab } from '../../app/lab';
import { PANEL_BESIDE_PX } from '../../app/presenter';
import { usePrediction } from '../../app/reveals';
import { type Chosen, type Entry, experimentKey } from '../../workers/experiments';
import type { Experiment } from './types';

interface Props {
  experiment: Experiment;
  chosen: Chosen;
  entry: Entry;
}

export function QuestionCard({ experiment: q, chosen, entry }: Props) {
  const answer = entry.run.status === 'done' ? q.answer(entry.run.result) : null;
  const options = q.options();
  const [{ choice, skipped }, set] = usePrediction(experimentKey(chosen), true);
  const answered = choice !== null || skipped;
  return (
    <fieldset className="predict exp-question" data-testid="predict">
      <legend>Predict, then reveal</legend>
      <p className="exp-prompt">
        <TermText text={q.question} />
      </p>
      {entry.run.status === 'done' && answered ? (
        answer === null ? (
          <p className="muted exp-verdict" data-testid="predict-verdict">
            This run cannot answer the question: its measure is missing (see the results).
          </p>
        ) : (
          <Verdict q={q} options={options} choice={choice} answer={answer} />
        )
      ) : (
        <div className="exp-options">
          {options.map((o, i) => (
            <button
              key={o}
              type="button"
              aria-pressed={choice === i}
              disabled={answered}
              onClick={() => set({ choice: i, skipped: false })}
            >
              {o}
            </button>
          ))}
          {answered ? (
            <span className="muted" data-testid="predict-pending">
              {choice === null ? 'The results will show' : 'Your prediction is in: the verdict comes'} when the run is done.
            </span>
          ) : (
            <button type="button" className="link" onClick={() => set({ choice: null, skipped: true })}>
              just show the results
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

function Verdict({ q, options, choice, answer }: { q: Experiment; options: string[]; choice: number | null; answer: number }) {
  const { state } = useLab();
  const [folded, setFolded] = useState(() => state.view.presenter && window.innerWidth < PANEL_BESIDE_PX);
  const came = `it came out “${options[answer]}”`;
  const verdict =
    choice === null
      ? `It came out “${options[answer]}”.`
      : choice === answer
        ? `Right. You said “${options[choice]}”.`
        : `Not this time: ${came} (you said “${options[choice]}”).`;
  return (
    <div className={`exp-verdict ${choice === null ? '' : choice === answer ? 'right' : 'wrong'}`}>
      <p role="status" data-testid="predict-verdict">
        <strong>{verdict}</strong> {!folded && q.why}
      </p>
      <button type="button" className="link" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
        {folded ? 'why?' : 'hide the why'}
      </button>
    </div>
  );
}
