// The same string under FIFO, LRU, OPT (Belady's MIN) and the Multics clock:
// faults as bars, so a student sees where the clock stands. Laid out for the
// space it gets: the names' column as wide as the longest name.
import { scaleLinear } from 'd3-scale';
import type { Comparison } from '../sim/types';
import { FOCUS, INK } from '../viz/palette';
import { ChartBox, ChartSvg } from './Frame';
import { textWidth } from './text';

const TITLE = 'Page faults on the same string, by policy';

export function CompareStrip({ c, k }: { c: Comparison; k: number }) {
  const rows: [string, number][] = [
    ['FIFO', c.fifo],
    [`Multics clock (k = ${k})`, c.clock],
    ['LRU', c.lru],
    ['OPT (MIN)', c.opt],
  ];
  return (
    <div>
      <ChartBox ratio={3.4} maxHeight="min(100%, 12rem)">
        {({ width, height }, type) => {
          const font = type.font * 1.1;
          const pad = Math.round(font * 0.5);
          const names = Math.max(...rows.map(([n]) => textWidth(n, font)));
          const most = Math.max(1, ...rows.map((r) => r[1]));
          const x = scaleLinear()
            .domain([0, most])
            .range([0, Math.max(font, width - 2 * pad - names - pad - textWidth(most.toLocaleString('en-US'), font) - pad)]);
          const head = Math.round(type.title * 1.5);
          const row = Math.min((height - head) / rows.length, font * 3);
          return (
            <ChartSvg width={width} height={height} type={{ ...type, font }} className="compare" label={TITLE}>
              <text x={pad} y={type.title * 1.1} className="chart-title" style={{ fontSize: type.title, fontWeight: 600 }} fill={INK}>
                {TITLE}
              </text>
              {rows.map(([name, faults], i) => (
                <g key={name} transform={`translate(${pad}, ${head + i * row})`} data-policy={name}>
                  <text x={names} y={row / 2} dy="0.32em" textAnchor="end" fill={INK}>
                    {name}
                  </text>
                  <rect
                    x={names + pad}
                    y={row * 0.18}
                    height={row * 0.64}
                    width={x(faults)}
                    fill={name.startsWith('Multics') ? FOCUS : INK}
                  />
                  <text x={names + pad + x(faults) + pad / 2} y={row / 2} dy="0.32em" fill={INK}>
                    {faults.toLocaleString('en-US')}
                  </text>
                </g>
              ))}
            </ChartSvg>
          );
        }}
      </ChartBox>
      <p className="muted">
        {c.references} references, {c.frames} frames. The clock runs with the scenario's free pool, first-time switch and drum; the others
        are demand paging with no pool.
      </p>
    </div>
  );
}
