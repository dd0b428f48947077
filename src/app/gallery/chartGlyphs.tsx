// The gallery's small pictures of the stories' charts — Figure 1's areas,
// faults against frames or k, lifetime curves and their knee, time series,
// bars, scatter and tables — each the shape its story's picture takes, in
// the lab's colours (vermillion marks what the story is about). A 120 × 72
// box; static, cheap to draw.
import { FOCUS, INK, MUTED, OWNER_COLOURS, REGION_COLOURS, REGION_SHAPES } from '../../viz/palette';

/** The axes every chart glyph stands on. */
function Axes() {
  return <path d="M12,6 V64 H114" fill="none" stroke={MUTED} strokeWidth={1.2} />;
}

function Line({
  points,
  colour = OWNER_COLOURS[0],
  dashed = false,
  width = 2.5,
}: {
  points: string;
  colour?: string;
  dashed?: boolean;
  width?: number;
}) {
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

const dots = (points: [number, number][], colour: string, r = 3) =>
  points.map(([x, y]) => <circle key={`${x},${y}`} cx={x} cy={y} r={r} fill={colour} />);

/** Faults against frames, falling — but rising once, from 3 frames to 4 (Belady’s anomaly). */
export function Anomaly() {
  const pts: [number, number][] = [
    [20, 12],
    [36, 24],
    [52, 40],
    [68, 30],
    [84, 50],
    [100, 56],
  ];
  return (
    <g>
      <Axes />
      <Line points={pts.map((p) => p.join(',')).join(' ')} />
      {dots(pts, OWNER_COLOURS[0])}
      <Line points="52,40 68,30" colour={FOCUS} width={4} />
      <circle cx={68} cy={30} r={4.5} fill={FOCUS} />
    </g>
  );
}

/** Faults against k: halved from k = 0 to 1, then flat; the pointer's travel (dashed) rising. */
export function KSweep() {
  const pts: [number, number][] = [
    [20, 12],
    [32, 38],
    [44, 40],
    [56, 40],
    [68, 39],
    [80, 38],
    [92, 37],
    [104, 36],
  ];
  return (
    <g>
      <Axes />
      <Line points="20,58 104,22" colour={OWNER_COLOURS[1]} dashed width={2} />
      <Line points={pts.map((p) => p.join(',')).join(' ')} />
      {dots(pts, OWNER_COLOURS[0])}
      <circle cx={32} cy={38} r={4.5} fill={FOCUS} />
    </g>
  );
}

/** Figure 1: % CPU activity against page rate, areas A (OK), B (underload), C (overload); a trail of intervals. */
export function Figure1({ game = false }: { game?: boolean }) {
  const trail: [number, number][] = [
    [30, 50],
    [48, 40],
    [70, 48],
    [84, 36],
    [96, 56],
    [78, 20],
    [52, 16],
  ];
  return (
    <g>
      <rect x={14} y={6} width={96} height={22} fill={REGION_COLOURS.ok} opacity={0.25} />
      <rect x={14} y={28} width={48} height={38} fill={REGION_COLOURS.underload} opacity={0.25} />
      <rect x={62} y={28} width={48} height={38} fill={REGION_COLOURS.overload} opacity={0.25} />
      <Line points={trail.map((p) => p.join(',')).join(' ')} colour={INK} width={1.2} />
      {dots(trail, INK)}
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
  return (
    <g>
      <Axes />
      {idle ? (
        <>
          <Line points="14,14 30,16 40,44 56,54 72,52 88,56 110,54" colour={FOCUS} />
          <Line points="14,60 30,58 40,30 56,18 72,16 88,14 110,16" colour={OWNER_COLOURS[0]} dashed width={2} />
        </>
      ) : (
        <>
          <Line points="14,16 30,12 46,14 62,12 78,15 94,12 110,14" colour={REGION_COLOURS.ok} />
          <Line points="14,60 30,56 46,58 62,55 78,58 94,56 110,57" colour={OWNER_COLOURS[0]} dashed width={2} />
        </>
      )}
    </g>
  );
}

/** The thrashing curve: useful work against the multiprogramming level, rising and then collapsing. */
export function ThrashingCurve() {
  return (
    <g>
      <Axes />
      <path d="M16,58 C36,20 54,12 64,14 S86,40 110,58" fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
      <circle cx={62} cy={14} r={4.5} fill={FOCUS} />
    </g>
  );
}

/** A lifetime curve and its knee: the highest ray from the origin that touches it. */
export function Knee() {
  return (
    <g>
      <Axes />
      <path d="M14,62 C40,60 44,20 62,16 S100,12 110,11" fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
      <line x1={12} y1={64} x2={80} y2={4} stroke={FOCUS} strokeWidth={1.5} strokeDasharray="4 3" />
      <circle cx={58} cy={18} r={4} fill={FOCUS} />
    </g>
  );
}

/** A real program's curve: one cliff, where its loop fits. */
export function Cliff() {
  return (
    <g>
      <Axes />
      <Line points="14,60 40,59 50,58 54,20 70,17 90,15 110,14" />
      <circle cx={54} cy={20} r={4} fill={FOCUS} />
    </g>
  );
}

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
  const rows = [
    [20, 40],
    [20, 70],
    [20, 30],
  ];
  return (
    <g>
      {rows.map(([x, w], i) => (
        <g key={i}>
          <line x1={12} y1={16 + i * 20} x2={112} y2={16 + i * 20} stroke={MUTED} strokeWidth={1} />
          <rect
            x={x + 40}
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

/** Admissions: stays' predicted storage stacked into memory, one waiting outside. */
export function Admissions() {
  const blocks = [18, 12, 22, 14];
  let x = 8;
  return (
    <g>
      <rect x={6} y={20} width={76} height={32} rx={3} fill="none" stroke={INK} strokeWidth={1.5} />
      {blocks.map((w, i) => {
        const at = x;
        x += w;
        return <rect key={i} x={at + 1} y={23} width={w - 2} height={26} fill={OWNER_COLOURS[i]} opacity={0.8} />;
      })}
      <rect x={90} y={23} width={24} height={26} fill="#fff" stroke={FOCUS} strokeWidth={2} strokeDasharray="4 2" />
    </g>
  );
}

/** Bard’s regression: supervisor time against a request rate, the fitted line. */
export function Scatter() {
  const pts: [number, number][] = [
    [20, 58],
    [30, 50],
    [38, 52],
    [50, 40],
    [58, 44],
    [70, 32],
    [80, 30],
    [92, 22],
    [102, 18],
  ];
  return (
    <g>
      <Axes />
      <line x1={14} y1={62} x2={110} y2={14} stroke={FOCUS} strokeWidth={2} />
      {dots(pts, OWNER_COLOURS[0])}
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
export function YCurve() {
  const pts: [number, number][] = [
    [18, 50],
    [30, 51],
    [42, 49],
    [54, 50],
    [66, 48],
    [78, 44],
    [90, 30],
    [102, 16],
  ];
  return (
    <g>
      <Axes />
      <Line points={pts.map((p) => p.join(',')).join(' ')} />
      {dots(pts, OWNER_COLOURS[0])}
      <circle cx={90} cy={30} r={4.5} fill={FOCUS} />
    </g>
  );
}

/** The OWE’s gain from a squeezed memory to a roomy one: large, then next to nothing. */
export function Sweep() {
  const pts: [number, number][] = [
    [20, 16],
    [38, 24],
    [56, 40],
    [74, 52],
    [92, 56],
    [108, 57],
  ];
  return (
    <g>
      <Axes />
      <Line points={pts.map((p) => p.join(',')).join(' ')} />
      {dots(pts, OWNER_COLOURS[0])}
    </g>
  );
}

/** A paper’s table, cell by cell; one cell to look at. */
export function Grid() {
  return (
    <g>
      {Array.from({ length: 15 }, (_, i) => {
        const col = i % 5;
        const row = Math.floor(i / 5);
        const look = row === 1 && col === 3;
        return (
          <rect
            key={i}
            x={10 + col * 20}
            y={10 + row * 18}
            width={18}
            height={16}
            fill={row === 0 || col === 0 ? '#e8f1f8' : '#fff'}
            stroke={look ? FOCUS : INK}
            strokeWidth={look ? 2.5 : 1}
          />
        );
      })}
    </g>
  );
}
