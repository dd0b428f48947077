// The same string under FIFO, LRU, OPT (Belady's MIN) and the Multics clock:
// faults as bars, so a student sees where the clock stands.
import { scaleLinear } from 'd3-scale';
import type { Comparison } from '../sim/types';
import { FOCUS, INK } from '../viz/palette';

const W = 520;
const ROW = 30;

export function CompareStrip({ c, k }: { c: Comparison; k: number }) {
  const rows: [string, number][] = [
    ['FIFO', c.fifo],
    [`Multics clock (k = ${k})`, c.clock],
    ['LRU', c.lru],
    ['OPT (MIN)', c.opt],
  ];
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((r) => r[1]))])
    .range([0, W - 250]);
  return (
    <div>
      <svg viewBox={`0 0 ${W} ${rows.length * ROW + 8}`} className="chart compare" role="img" aria-label="Faults by policy">
        {rows.map(([name, faults], i) => (
          <g key={name} transform={`translate(0, ${i * ROW + 4})`} data-policy={name}>
            <text x={170} y={ROW / 2} dy="0.32em" textAnchor="end">
              {name}
            </text>
            <rect x={180} y={4} height={ROW - 10} width={x(faults)} fill={name.startsWith('Multics') ? FOCUS : INK} />
            <text x={186 + x(faults)} y={ROW / 2} dy="0.32em">
              {faults}
            </text>
          </g>
        ))}
      </svg>
      <p className="muted">
        {c.references} references, {c.frames} frames. The clock runs with the scenario's free pool, first-time switch and drum; the others
        are demand paging with no pool.
      </p>
    </div>
  );
}
