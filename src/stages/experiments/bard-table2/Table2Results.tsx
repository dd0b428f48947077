// Bard 1975, Table 2 as the lab runs it: for each workload and storage
// size, problem-state time under the Ψ-scheduler and CP-67's scheduler, the
// margin and, over the seeds run this visit, the margin's spread; a cell
// where the Ψ-scheduler does not win says so. The spread comes from whole
// runs of other seeds (the button runs seeds 1–5 in the background), not
// from the core: one seed is one history.
import { signed } from '../../../components/words';
import { runExperiment, useExperimentEntries } from '../../../workers/experiments';
import { PsiTable } from '../bard-psi/PsiTable';
import { Panes } from '../Panes';
import type { ArmsOf } from '../types';
import { BARD, type Cell, cells, SIZES, spread, verdict, WORKLOAD_WORDS, WORKLOADS } from './grid';

/** The seeds the spread button runs. */
const SPREAD_SEEDS = [1, 2, 3, 4, 5];

/** Every finished bard-table2 run of this visit, by seed. */
function useRuns(): { seed: number; cells: Cell[] }[] {
  const all = useExperimentEntries();
  const runs: { seed: number; cells: Cell[] }[] = [];
  for (const entry of all.values()) {
    const run = entry.run;
    if (run.status === 'done' && run.result.experiment === 'bard-table2') {
      runs.push({ seed: run.result.seed, cells: cells(run.result.arms as ArmsOf<'bard-table2'>) });
    }
  }
  return runs.sort((a, b) => a.seed - b.seed);
}

function Grid({ arms }: { arms: ArmsOf<'bard-table2'> }) {
  const mine = cells(arms);
  const runs = useRuns();
  const over = spread(runs.map((r) => r.cells));
  const seeds = runs.map((r) => r.seed);
  const losses = mine.filter((c) => c.margin <= 0);
  const missing = SPREAD_SEEDS.filter((s) => !seeds.includes(s));
  return (
    <div className="exp-table scroll">
      <table className="table1" data-testid="bard-table2">
        <caption>Table 2 analogue: problem state (%), the margin Ψ − CP-67 (points) and Bard’s cell</caption>
        <thead>
          <tr>
            <th scope="col">workload</th>
            {SIZES.map((kb) => (
              <th key={kb} scope="col">
                {kb} KB ({kb === 768 ? '130' : '80'} frames)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WORKLOADS.map((w) => (
            <tr key={w}>
              <th scope="row">
                {w}
                <br />
                <small>{WORKLOAD_WORDS[w]}</small>
              </th>
              {SIZES.map((kb) => {
                const c = mine.find((x) => x.key === `${w}/${kb}`)!;
                const s = over.get(c.key);
                const b = BARD[c.key];
                const v = verdict(c.margin);
                return (
                  <td key={kb} data-cell={c.key} className={c.margin > 0 ? 'psi-wins' : 'psi-loses'}>
                    Ψ {c.psi.toFixed(1)} · CP-67 {c.cp67.toFixed(1)}
                    <br />
                    <strong>margin {signed(c.margin)}</strong>
                    <br />
                    {v.who}, {v.size}
                    <br />
                    <small>
                      {s && s.n > 1
                        ? `${s.n} seeds: ${signed(s.min)} to ${signed(s.max)}, mean ${signed(s.mean)}`
                        : 'spread: run more seeds'}
                    </small>
                    <br />
                    <small>
                      Bard: {signed(b.psi - b.cp67)} (Ψ {b.psi.toFixed(1)} · CP-67 {b.cp67.toFixed(1)})
                    </small>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="bard-table2-summary">
        {losses.length === 0
          ? 'The Ψ-scheduler wins every cell of this run, as in Bard’s Table 2.'
          : `The Ψ-scheduler does not win ${losses.length} of the 6 cells of this run: ${losses.map((c) => `${c.key.replace('/', ' at ')} KB`).join(', ')}. Bard’s Table 2 had it ahead in all six.`}{' '}
        Seeds run this visit: {seeds.length ? seeds.join(', ') : 'none finished yet'}.
      </p>
      {missing.length > 0 && (
        <button
          type="button"
          onClick={() => {
            for (const s of missing) runExperiment({ name: 'bard-table2', seed: s });
          }}
        >
          Run seeds {missing.join(', ')} for the spread
        </button>
      )}
    </div>
  );
}

export function Table2Results({ arms }: { arms: ArmsOf<'bard-table2'> }) {
  return (
    <Panes
      panes={[
        { id: '', label: 'Table 2 grid', content: <Grid arms={arms} /> },
        {
          id: 'table2-measures',
          label: 'Every measure',
          content: <PsiTable arms={arms} caption="Each cell’s runs: the measures of bard-psi" />,
        },
      ]}
    />
  );
}
