// The score card: the student's run beside the Load Leveler, the
// working-set scheduler and the Ψ-scheduler on the same job stream, the
// five measures of the issue (throughput, problem state, batch completion,
// terminal response, time in area C).
import type { Score, ScoreCard } from '../../wasm/types/core';
import { CONTROLLERS, PAPERS } from './controller';

const ROWS: [string, string, (s: Score) => string][] = [
  ['throughput', 'references completed per second, all jobs', (s) => s.throughput.toFixed(0)],
  ['CPU in problem state', '% of the run', (s) => `${s.problem_pct.toFixed(1)} %`],
  [
    'batch completion',
    'when the last batch job finished',
    (s) => (s.batch_completion_s === null ? 'not by 40 s' : `${s.batch_completion_s.toFixed(1)} s`),
  ],
  [
    'terminal response',
    'mean, think time’s end to the interaction’s last reference (interactions)',
    (s) => (s.response_s === null ? '—' : `${s.response_s.toFixed(2)} s (${s.interactions})`),
  ],
  ['time in area C', 'sampler intervals in overload (Figure 1), s', (s) => `${s.area_c_s.toFixed(0)} s (${s.area_c_pct.toFixed(0)} %)`],
];

export function ScoreCardTable({ card }: { card: ScoreCard }) {
  return (
    <table className="score-card" aria-label="Score card" data-testid="score-card">
      <caption>
        Problem {card.seed}: your {card.decisions} decision{card.decisions === 1 ? '' : 's'} against the automatic controllers
      </caption>
      <thead>
        <tr>
          <th scope="col">measure</th>
          {card.scores.map((s) => (
            <th scope="col" key={s.controller} data-controller={s.controller} title={PAPERS[s.controller]}>
              {CONTROLLERS[s.controller] ?? s.controller}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([name, title, cell]) => (
          <tr key={name}>
            <th scope="row" title={title}>
              {name}
            </th>
            {card.scores.map((s) => (
              <td key={s.controller}>{cell(s)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
