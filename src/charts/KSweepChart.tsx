// Faults, pointer travel and fault-service time against the register length
// k on the current scenario: the shape of Corbató 1968, Tables 1 and 2.
// Faults fall steeply from k = 0 (FIFO) to k = 1 and then level off, while
// the pointer travels further as k grows.
import { line } from 'd3-shape';
import { linkProps } from '../app/linked';
import { useChartTable } from '../components/ChartTable';
import type { SweepPoint } from '../sim/types';
import { FOCUS, INK } from '../viz/palette';
import { ChartBox, FrameSvg, TouchTargets } from './Frame';
import { bandFrame } from './layout';

/** With `onOpen`, each point opens its k on the frames pane (Tab reaches the faults chart's points; the others take clicks). */
export function KSweepChart({ points, currentK, onOpen }: { points: SweepPoint[]; currentK: number; onOpen?: (k: number) => void }) {
  useChartTable(() => ({
    caption: 'Faults, pointer steps and fault service against k',
    head: ['shift-register length k', 'page faults', 'pointer steps', 'fault service (ms)'],
    rows: points.map((p) => [p.k, p.faults, p.pointer_steps, p.fault_service_us / 1000]),
  }));
  return (
    <div className="sweep k-sweep">
      <MiniChart points={points} currentK={currentK} value={(p) => p.faults} label="page faults" onOpen={onOpen} focusable />
      <MiniChart points={points} currentK={currentK} value={(p) => p.pointer_steps} label="pointer steps" onOpen={onOpen} />
      <MiniChart points={points} currentK={currentK} value={(p) => p.fault_service_us / 1000} label="fault service (ms)" onOpen={onOpen} />
    </div>
  );
}

/** One measure against k; the current k is the larger, vermillion point. */
function MiniChart({
  points,
  currentK,
  value,
  label,
  onOpen,
  focusable = false,
}: {
  points: SweepPoint[];
  currentK: number;
  value: (p: SweepPoint) => number;
  label: string;
  onOpen?: (k: number) => void;
  focusable?: boolean;
}) {
  return (
    <ChartBox ratio={1.5}>
      {(size, type) => {
        const frame = bandFrame(
          {
            ...size,
            type,
            title: `${label} against k`,
            xLabel: 'shift-register length k',
            yLabel: label,
            y: { domain: [0, Math.max(1, ...points.map(value))] },
          },
          { labels: points.map((p) => String(p.k)), padding: 0.3 },
        );
        const { sx, sy } = frame;
        const u = type.unit;
        const cx = (i: number) => (sx(String(i)) ?? 0) + sx.bandwidth() / 2;
        const path =
          line<number>()
            .x(cx)
            .y((i) => sy(value(points[i])))(points.map((_, i) => i)) ?? '';
        return (
          <FrameSvg frame={frame} className="k-sweep-chart" interactive={!!onOpen}>
            <path d={path} fill="none" stroke={INK} strokeWidth={2 * u} />
            {onOpen && <TouchTargets points={points.map((p, i) => ({ id: p.k, x: cx(i), y: sy(value(p)), open: () => onOpen(p.k) }))} />}
            {points.map((p, i) => {
              const now = p.k === currentK;
              const tip = `k = ${p.k}${now ? ' (this scenario)' : ''}: ${label} ${value(p).toLocaleString()}`;
              const open = `Open k = ${p.k} on the frames pane`;
              return (
                <circle
                  {...(onOpen ? linkProps(`${open} (${tip})`, () => onOpen(p.k), focusable) : {})}
                  key={p.k}
                  cx={cx(i)}
                  cy={sy(value(p))}
                  r={(now ? 7 : 4) * u}
                  fill={now ? FOCUS : INK}
                  stroke="#fff"
                  strokeWidth={u}
                  data-k={p.k}
                >
                  <title>{onOpen ? `${tip} — click: ${open}` : tip}</title>
                </circle>
              );
            })}
          </FrameSvg>
        );
      }}
    </ChartBox>
  );
}
