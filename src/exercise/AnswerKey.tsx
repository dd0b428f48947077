// The answer key, shown only when the lab was opened from an instructor link.
import { useLab } from '../app/lab';
import { type KeyedQuestion, regionName } from './types';

export function describeAnswer(q: KeyedQuestion): string {
  if (!q.answer) return '—';
  if (q.question.kind === 'region') return `area ${regionName(q.answer.value)}`;
  return q.question.kind === 'victim' ? `frame ${q.answer.value}` : `register ${q.answer.bits}`;
}

export function AnswerKey() {
  const { exercise, sim } = useLab();
  return (
    <table className="answer-key" aria-label="Answer key">
      <caption>Answer key (instructor link)</caption>
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
              <button onClick={() => sim.seekStep(q.question.step)}>go to</button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
