// The gallery's small pictures of the stories' charts — Figure 1's areas,
// faults against frames or k, lifetime curves and their knee, time series,
// bars, scatter and tables — each the shape its story's picture takes, in
// the lab's colours (vermillion marks what the story is about). A 120 × 72
// box; static, cheap to draw. Points are written as SVG writes them: "x,y x,y".
import { FOCUS, INK, MUTED, OWNER_COLOURS, REGION_COLOURS, REGION_SHAPES } from '../../viz/palette';

/** The axes every chart glyph stands on. */
function Axes() {
  return <path d="M12,6 V64 H114" fill="none" stroke={MUTED} strokeWidth={1.2} />;
}

interface LineProps {
  points: string;
  colour?: string;
  dashed?: boolean;
  width?: number;
}

function Line({ points, colour = OWNER_COLOURS[0], dashed = false, width = 2.5 }: LineProps) {
  return (
    <polyline
      points={points}
      fill="none"
      stroke={colour}
      strokeWidth={width}
      strokeDasharray={dashed ? '5 3' : undefined}
      strokeLinejoin="round"
    />
  );
}

/** A dot at each point of `points`, and one marked (vermillion, larger) at `mark`, if given. */
function Dots({ points, colour = OWNER_COLOURS[0], r = 3, mark }: { points: string; colour?: string; r?: number; mark?: string }) {
  return (
    <>
      {points.split(' ').map((p) => {
        const [x, y] = p.split(',');
        return <circle key={p} cx={x} cy={y} r={r} fill={colour} />;
      })}
      {mark && <circle cx={mark.split(',')[0]} cy={mark.split(',')[1]} r={4.5} fill={FOCUS} />}
    </>
  );
}

/** A line through its points with a dot at each. */
const Plot = ({ points, mark }: { points: string; mark?: string }) => (
  <g>
    <Axes />
    <Line points={points} />
    <Dots points={points} mark={mark} />
  </g>
);

/** Faults against frames, falling — but rising once, from 3 frames to 4 (Belady’s anomaly). */
export function Anomaly() {
  return (
    <g>
      <Plot points="20,12 36,24 52,40 68,30 84,50 100,56" />
      <Line points="52,40 68,30" colour={FOCUS} width={4} />
      <circle cx={68} cy={30} r={4.5} fill={FOCUS} />
    </g>
  );
}

/** Faults against k: halved from k = 0 to 1, then flat; the pointer's travel (dashed) rising. */
export function KSweep() {
  return (
    <g>
      <Line points="20,58 104,22" colour={OWNER_COLOURS[1]} dashed width={2} />
      <Plot points="20,12 32,38 44,40 56,40 68,39 80,38 92,37 104,36" mark="32,38" />
    </g>
  );
}

/** A point of the k-sweep opening its frame table. */
export function KLinked() {
  return (
    <g>
      <Plot points="16,12 26,38 36,40 46,40 56,39 66,38" mark="26,38" />
      <path d="M30,34 C48,18 68,16 82,20" fill="none" stroke={FOCUS} strokeWidth={1.8} strokeDasharray="3 2" />
      {[0, 1, 2, 3].map((r) => (
        <rect key={r} x={84} y={16 + r * 10} width={26} height={8} fill="#fff" stroke={INK} strokeWidth={1} />
      ))}
    </g>
  );
}

/** Corbató's tables as bars: faults for each k, and the fault-service time (dashed), least at k = 1. */
export function KBars() {
  return (
    <g>
      <Axes />
      {[48, 24, 23, 24, 26].map((h, i) => (
        <rect key={i} x={20 + i * 19} y={64 - h} width={12} height={h} fill={OWNER_COLOURS[0]} opacity={0.8} />
      ))}
      <Line points="26,22 45,34 64,32 83,26 102,16" colour={OWNER_COLOURS[1]} dashed width={2} />
      <circle cx={45} cy={34} r={4} fill={FOCUS} />
    </g>
  );
}

/** Figure 1: % CPU activity against page rate, areas A (OK), B (underload), C (overload); a trail of intervals. */
export function Figure1({ game = false }: { game?: boolean }) {
  const trail = '30,50 48,40 70,48 84,36 96,56 78,20 52,16';
  return (
    <g>
      <rect x={14} y={6} width={96} height={22} fill={REGION_COLOURS.ok} opacity={0.25} />
      <rect x={14} y={28} width={48} height={38} fill={REGION_COLOURS.underload} opacity={0.25} />
      <rect x={62} y={28} width={48} height={38} fill={REGION_COLOURS.overload} opacity={0.25} />
      <Line points={trail} colour={INK} width={1.2} />
      <Dots points={trail} colour={INK} />
      {game && (
        <g>
          <circle cx={96} cy={56} r={8} fill="none" stroke={FOCUS} strokeWidth={2.5} />
          <path d={REGION_SHAPES.overload} transform="translate(96 56) scale(0.8)" fill={FOCUS} />
        </g>
      )}
    </g>
  );
}

/** A time series: the processor's busy fraction (solid) and the drum queue (dashed), busy or idle. */
export function TimeSeries({ idle }: { idle: boolean }) {
  const [busy, queue] = idle
    ? ['14,14 30,16 40,44 56,54 72,52 88,56 110,54', '14,60 30,58 40,30 56,18 72,16 88,14 110,16']
    : ['14,16 30,12 46,14 62,12 78,15 94,12 110,14', '14,60 30,56 46,58 62,55 78,58 94,56 110,57'];
  return (
    <g>
      <Axes />
      <Line points={busy} colour={idle ? FOCUS : REGION_COLOURS.ok} />
      <Line points={queue} dashed width={2} />
    </g>
  );
}

/** A smooth curve (an SVG path) on the axes, a point marked. */
const Curve = ({ d, mark }: { d: string; mark: [number, number] }) => (
  <g>
    <Axes />
    <path d={d} fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
    <circle cx={mark[0]} cy={mark[1]} r={4.5} fill={FOCUS} />
  </g>
);

/** The thrashing curve: useful work against the multiprogramming level, rising and then collapsing. */
export const ThrashingCurve = () => <Curve d="M16,58 C36,20 54,12 64,14 S86,40 110,58" mark={[62, 14]} />;

/** A lifetime curve and its knee: the highest ray from the origin that touches it. */
export function Knee() {
  return (
    <g>
      <line x1={12} y1={64} x2={80} y2={4} stroke={FOCUS} strokeWidth={1.5} strokeDasharray="4 3" />
      <Curve d="M14,62 C40,60 44,20 62,16 S100,12 110,11" mark={[58, 18]} />
    </g>
  );
}

/** A real program's curve: one cliff, where its loop fits. */
export const Cliff = () => <Curve d="M14,60 L50,58 L54,20 L70,17 L90,15 L110,14" mark={[54, 20]} />;

/** A sampled curve inside its band, the exact curve dashed. */
export function Band() {
  return (
    <g>
      <Axes />
      <path
        d="M14,56 C40,48 50,24 70,20 S100,14 110,12 L110,22 C100,24 90,28 72,30 S40,60 14,64 Z"
        fill={OWNER_COLOURS[4]}
        opacity={0.35}
      />
      <path d="M14,60 C40,54 50,28 70,25 S100,18 110,17" fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
      <path d="M14,58 C40,52 52,27 70,23 S100,17 110,16" fill="none" stroke={INK} strokeWidth={1.2} strokeDasharray="4 3" />
    </g>
  );
}

/** Each program's own working-set window over its references. */
export function Windows() {
  return (
    <g>
      {[40, 70, 30].map((w, i) => (
        <g key={w}>
          <line x1={12} y1={16 + i * 20} x2={112} y2={16 + i * 20} stroke={MUTED} strokeWidth={1} />
          <rect
            x={60}
            y={9 + i * 20}
            width={w}
            height={14}
            rx={2}
            fill={OWNER_COLOURS[i]}
            opacity={0.35}
            stroke={OWNER_COLOURS[i]}
            strokeWidth={2}
          />
        </g>
      ))}
      <line x1={60} y1={4} x2={60} y2={68} stroke={FOCUS} strokeWidth={2} />
    </g>
  );
}

/** Ψs measured (solid) and Ψs* from counters (dashed), interval by interval. */
export function PsiLines() {
  return (
    <g>
      <Axes />
      <Line points="14,50 30,40 46,44 62,30 78,34 94,24 110,28" />
      <Line points="14,46 30,42 46,40 62,33 78,30 94,27 110,25" colour={OWNER_COLOURS[2]} dashed />
    </g>
  );
}

/** Ψs* against Ψs, interval by interval: on the diagonal where the estimate is exact; one far off. */
export function PsiScatter() {
  return (
    <g>
      <Axes />
      <line x1={12} y1={64} x2={108} y2={8} stroke={MUTED} strokeWidth={1.2} strokeDasharray="4 3" />
      <Dots points="24,54 34,46 42,44 52,36 60,34 72,28 84,20 100,12" colour={OWNER_COLOURS[2]} mark="96,34" />
    </g>
  );
}

/** Admissions: stays' predicted storage stacked into memory, one waiting outside. */
export function Admissions() {
  const widths = [18, 12, 22, 14];
  return (
    <g>
      <rect x={6} y={20} width={76} height={32} rx={3} fill="none" stroke={INK} strokeWidth={1.5} />
      {widths.map((w, i) => {
        const at = 8 + widths.slice(0, i).reduce((a, b) => a + b, 0);
        return <rect key={at} x={at + 1} y={23} width={w - 2} height={26} fill={OWNER_COLOURS[i]} opacity={0.8} />;
      })}
      <rect x={90} y={23} width={24} height={26} fill="#fff" stroke={FOCUS} strokeWidth={2} strokeDasharray="4 2" />
    </g>
  );
}

/** Bard’s regression: supervisor time against a request rate, the fitted line. */
export function Scatter() {
  return (
    <g>
      <Axes />
      <line x1={14} y1={62} x2={110} y2={14} stroke={FOCUS} strokeWidth={2} />
      <Dots points="20,58 30,50 38,52 50,40 58,44 70,32 80,30 92,22 102,18" />
    </g>
  );
}

/** Bard's saturation: observations and their Pareto frontier, the limit the system reaches. */
export function Frontier() {
  return (
    <g>
      <Axes />
      <Dots points="22,50 30,40 40,46 48,30 58,38 66,24 76,34 88,20 98,44" r={2.6} />
      <Line points="14,40 30,40 30,30 48,30 48,24 66,24 66,20 88,20 88,44 98,44 98,62" colour={FOCUS} width={2} />
    </g>
  );
}

/** An experiment's two arms: with and without (a mechanism, a scheduler). */
export function Pair() {
  return (
    <g>
      <Axes />
      <rect x={32} y={18} width={26} height={46} fill={OWNER_COLOURS[0]} />
      <rect x={70} y={34} width={26} height={30} fill={OWNER_COLOURS[1]} />
    </g>
  );
}

/** Shils’s Figure 3: run time against y — flat, then rising once the leveler waits too long. */
export const YCurve = () => <Plot points="18,50 30,51 42,49 54,50 66,48 78,44 90,30 102,16" mark="90,30" />;

/** The OWE’s gain from a squeezed memory to a roomy one: large, then next to nothing. */
export const Sweep = () => <Plot points="20,16 38,24 56,40 74,52 92,56 108,57" />;

/** A paper’s table, cell by cell (`rows` × `cols` with its headings); one cell to look at. */
export function Grid({ rows = 3, cols = 5, look = [1, 3] }: { rows?: number; cols?: number; look?: [number, number] }) {
  const [w, h] = [100 / cols, 60 / rows];
  return (
    <g>
      {Array.from({ length: rows * cols }, (_, i) => {
        const [row, col] = [Math.floor(i / cols), i % cols];
        const marked = row === look[0] && col === look[1];
        return (
          <rect
            key={i}
            x={10 + col * w}
            y={6 + row * h}
            width={w - 2}
            height={h - 2}
            fill={row === 0 || col === 0 ? '#e8f1f8' : '#fff'}
            stroke={marked ? FOCUS : INK}
            strokeWidth={marked ? 2.5 : 1}
          />
        );
      })}
    </g>
  );
}
