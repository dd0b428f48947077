// Shils 1968, Figure 1: each interval is a point (page replacement rate, %
// CPU activity) in area A (activity above 100 − y %), B (underload) or C
// (page rate above x: overload). The areas follow the current thresholds; a
// fading trail joins the points in time order; the large ring is the centre
// of mass (Figure 6). Regions are the core's classification.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { INK, REGION_COLOURS, REGION_SHAPES } from '../viz/palette';

export type RegionName = 'underload' | 'ok' | 'overload';

interface Props {
  title: string;
  points: [number, number][];
  regions: RegionName[];
  x: number;
  y: number;
  maxRate: number;
  onAreaClick?: (r: RegionName) => void;
}

const W = 420;
const H = 300;
const M = { top: 24, right: 14, bottom: 42, left: 50 };

export function RegionChart({ title, points, regions, x, y, maxRate, onAreaClick }: Props) {
  const sx = scaleLinear()
    .domain([0, Math.max(maxRate, x * 1.5, 1)])
    .nice()
    .range([M.left, W - M.right]);
  const sy = scaleLinear()
    .domain([0, 100])
    .range([H - M.bottom, M.top]);
  const cut = sy(100 - y);
  const xc = sx(Math.min(x, sx.domain()[1]));
  const n = points.length;
  const com = n ? [points.reduce((a, p) => a + p[0], 0) / n, points.reduce((a, p) => a + p[1], 0) / n] : null;
  const trail = line<[number, number]>()
    .x((p) => sx(p[0]))
    .y((p) => sy(p[1]));
  const area = (r: RegionName, px: number, py: number, w: number, h: number, label: string, right = false) => (
    <g
      onClick={onAreaClick ? () => onAreaClick(r) : undefined}
      role={onAreaClick ? 'button' : undefined}
      aria-label={onAreaClick ? `Area ${label}` : undefined}
      className={onAreaClick ? 'area clickable' : 'area'}
      data-area={r}
    >
      <rect x={px} y={py} width={Math.max(0, w)} height={Math.max(0, h)} fill={REGION_COLOURS[r]} fillOpacity={0.16} />
      <text
        x={right ? px + w - 8 : px + 8}
        y={py + 18}
        textAnchor={right ? 'end' : 'start'}
        className="area-label"
        fill={REGION_COLOURS[r]}
      >
        {label}
      </text>
    </g>
  );
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="chart region-chart" role="img" aria-label={`${title}: ${n} intervals`}>
      <text x={M.left} y={14} className="chart-title">
        {title}
      </text>
      {area('ok', M.left, M.top, W - M.right - M.left, cut - M.top, 'A · OK')}
      {area('underload', M.left, cut, xc - M.left, H - M.bottom - cut, 'B · underload')}
      {area('overload', xc, cut, W - M.right - xc, H - M.bottom - cut, 'C · overload', true)}
      <g className="axis">
        <line x1={M.left} x2={W - M.right} y1={H - M.bottom} y2={H - M.bottom} />
        {sx.ticks(5).map((t) => (
          <text key={t} x={sx(t)} y={H - M.bottom + 16} textAnchor="middle">
            {t}
          </text>
        ))}
        <text className="axis-label" x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle">
          page replacements per second (x = {x})
        </text>
        <line x1={M.left} x2={M.left} y1={M.top} y2={H - M.bottom} />
        {[0, 25, 50, 75, 100].map((t) => (
          <text key={t} x={M.left - 6} y={sy(t)} dy="0.32em" textAnchor="end">
            {t}
          </text>
        ))}
        <text className="axis-label" transform={`translate(14,${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle">
          % CPU activity (100 − y = {100 - y})
        </text>
      </g>
      {n > 1 &&
        points
          .slice(1)
          .map((p, i) => (
            <path
              key={i}
              d={trail([points[i], p]) ?? ''}
              stroke={INK}
              strokeWidth={1.2}
              strokeOpacity={0.1 + 0.6 * ((i + 1) / n)}
              fill="none"
            />
          ))}
      {points.map((p, i) => (
        <path
          key={i}
          transform={`translate(${sx(p[0])},${sy(p[1])})`}
          d={REGION_SHAPES[regions[i] ?? 'ok']}
          fill={REGION_COLOURS[regions[i] ?? 'ok']}
          fillOpacity={0.35 + 0.65 * ((i + 1) / n)}
          stroke="#fff"
          strokeWidth={0.8}
          data-region={regions[i]}
        >
          <title>{`interval ${i + 1}: ${p[0].toFixed(1)} pages/s, ${p[1].toFixed(1)} % CPU — ${regions[i]}`}</title>
        </path>
      ))}
      {com && (
        <circle cx={sx(com[0])} cy={sy(com[1])} r={9} fill="none" stroke={INK} strokeWidth={3} data-testid="centre-of-mass">
          <title>centre of mass</title>
        </circle>
      )}
    </svg>
  );
}

export function TransitionMatrix({ matrix, caption }: { matrix: number[][]; caption: string }) {
  const names = ['UNDER', 'OK', 'OVER'];
  return (
    <table className="matrix" aria-label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">from \ to</th>
          {names.map((n) => (
            <th key={n} scope="col">
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.map((row, i) => (
          <tr key={i}>
            <th scope="row">{names[i]}</th>
            {row.map((v, j) => (
              <td key={j} data-cell={`${names[i]}-${names[j]}`}>
                {v.toFixed(2)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
