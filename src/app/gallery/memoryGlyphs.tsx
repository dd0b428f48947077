// The gallery's small pictures of memory itself — the ring, the frame
// tables, registers and bits, a worksheet — each drawn as its story draws
// it, in the lab's colours (vermillion marks what the story is about). A
// 120 × 72 box; static, cheap to draw.
import { BIT_ON, FOCUS, INK, OWNER_COLOURS, ownerShape } from '../../viz/palette';

const around = (i: number, n: number, r: number, cx = 60, cy = 36) => {
  const a = (i / n) * 2 * Math.PI - Math.PI / 2;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
};

function Pointer({ to = 14 }: { to?: number }) {
  return (
    <>
      <line x1={60} y1={36} x2={60} y2={to} stroke={FOCUS} strokeWidth={3} strokeLinecap="round" />
      <circle cx={60} cy={36} r={3.5} fill={FOCUS} />
    </>
  );
}

/** The Multics ring: pages on the replaceable page list, the pointer. */
export function Ring() {
  return (
    <g>
      {Array.from({ length: 10 }, (_, i) => {
        const [x, y] = around(i, 10, 28);
        return <rect key={i} x={x - 5} y={y - 5} width={10} height={10} rx={2} fill="#fff" stroke={OWNER_COLOURS[i % 3]} strokeWidth={2} />;
      })}
      <Pointer />
    </g>
  );
}

/** The textbook clock: each page with its usage bit, the pointer at the first clear one. */
export function RingBits() {
  const bits = [0, 1, 1, 0, 1, 0, 1, 1];
  return (
    <g>
      {bits.map((b, i) => {
        const [x, y] = around(i, 8, 27);
        return (
          <g key={i}>
            <rect
              x={x - 6}
              y={y - 6}
              width={12}
              height={12}
              rx={2}
              fill="#fff"
              stroke={i === 0 ? FOCUS : INK}
              strokeWidth={i === 0 ? 2.5 : 1.2}
              strokeDasharray={i === 0 ? '3 2' : undefined}
            />
            <circle cx={x} cy={y} r={3} fill={b ? BIT_ON : '#fff'} stroke={INK} strokeWidth={1.2} />
          </g>
        );
      })}
      <Pointer to={17} />
    </g>
  );
}

/** Where pulled pages enter: at the pointer (A) or just behind it (B). */
export function RingHead() {
  return (
    <g>
      {Array.from({ length: 9 }, (_, i) => {
        const [x, y] = around(i, 9, 26);
        return <rect key={i} x={x - 5} y={y - 5} width={10} height={10} rx={2} fill="#fff" stroke={OWNER_COLOURS[0]} strokeWidth={1.8} />;
      })}
      <Pointer to={17} />
      <Arrow from={[84, 3]} to={[67, 9]} />
      <Arrow from={[18, 5]} to={[37, 13]} />
      <text x={88} y={12} fontSize={11} fontWeight={700} fill={INK}>
        A
      </text>
      <text x={6} y={14} fontSize={11} fontWeight={700} fill={INK}>
        B
      </text>
    </g>
  );
}

function Arrow({ from: [x1, y1], to: [x2, y2] }: { from: [number, number]; to: [number, number] }) {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = (d: number) => `${x2 - 6 * Math.cos(a + d)},${y2 - 6 * Math.sin(a + d)}`;
  return (
    <g stroke={INK} strokeWidth={1.8} fill={INK}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <polygon points={`${x2},${y2} ${head(0.45)} ${head(-0.45)}`} strokeWidth={0} />
    </g>
  );
}

/** Several processes' pages on one ring, told apart by colour and shape. */
export function RingOwners() {
  return (
    <g>
      {Array.from({ length: 12 }, (_, i) => {
        const [x, y] = around(i, 12, 28);
        const owner = (i * 5) % 3;
        return <path key={i} d={ownerShape(owner)} transform={`translate(${x} ${y}) scale(5)`} fill={OWNER_COLOURS[owner]} />;
      })}
      <Pointer />
    </g>
  );
}

/** A frame table: `rows` slots by `cols` references, a fault mark under each column in `faults`. */
function Table({ x, cols, rows, faults }: { x: number; cols: number; rows: number; faults: number[] }) {
  return (
    <g>
      {Array.from({ length: rows * cols }, (_, i) => (
        <rect
          key={i}
          x={x + (i % cols) * 7}
          y={8 + Math.floor(i / cols) * 12}
          width={6}
          height={10}
          fill="#fff"
          stroke={INK}
          strokeWidth={0.9}
        />
      ))}
      {faults.map((c) => (
        <circle key={c} cx={x + c * 7 + 3} cy={10 + rows * 12} r={2.2} fill={FOCUS} />
      ))}
    </g>
  );
}

/** FIFO, LRU and OPT side by side: three tables, fewer faults from left to right. */
export function Tables() {
  return (
    <g>
      <Table x={4} cols={5} rows={3} faults={[0, 1, 2, 3, 4]} />
      <Table x={44} cols={5} rows={3} faults={[0, 1, 2, 4]} />
      <Table x={84} cols={5} rows={3} faults={[0, 1, 2]} />
    </g>
  );
}

/** A loop one page too big: every reference a fault. */
export function Loop() {
  return (
    <g>
      <Table x={4} cols={16} rows={3} faults={Array.from({ length: 16 }, (_, i) => i)} />
      <path d="M8,52 C40,66 80,66 112,52" fill="none" stroke={INK} strokeWidth={1.2} strokeDasharray="3 2" />
    </g>
  );
}

/** Each frame's k-bit shift register: the bits moving one place at each pass. */
export function Registers() {
  const regs = ['110', '010', '000', '100'];
  return (
    <g>
      {regs.map((r, row) => (
        <g key={r + row}>
          <rect
            x={16}
            y={6 + row * 16}
            width={22}
            height={12}
            rx={2}
            fill="#fff"
            stroke={row === 2 ? FOCUS : INK}
            strokeWidth={row === 2 ? 2.5 : 1.2}
          />
          {[...r].map((b, i) => (
            <rect
              key={i}
              x={50 + i * 16}
              y={8 + row * 16}
              width={10}
              height={9}
              fill={b === '1' ? BIT_ON : '#fff'}
              stroke={INK}
              strokeWidth={1.2}
            />
          ))}
          <path d={`M${100},${12 + row * 16} h10`} stroke={INK} strokeWidth={1} />
        </g>
      ))}
    </g>
  );
}

/** A page entering with its usage bit on, or off. */
export function Bit() {
  return (
    <g>
      {[0, 1].map((on) => (
        <g key={on}>
          <rect x={14 + on * 56} y={18} width={36} height={36} rx={4} fill="#fff" stroke={INK} strokeWidth={1.5} />
          <rect x={24 + on * 56} y={28} width={16} height={16} fill={on ? BIT_ON : '#fff'} stroke={on ? INK : FOCUS} strokeWidth={2} />
        </g>
      ))}
      <text x={60} y={41} textAnchor="middle" fontSize={12} fontWeight={700} fill={INK}>
        ?
      </text>
    </g>
  );
}

/** A modified page: written back to the drum before its frame is freed. */
export function Modified() {
  return (
    <g>
      <rect x={12} y={16} width={38} height={40} rx={4} fill="#fff" stroke={INK} strokeWidth={1.5} />
      <text x={31} y={42} textAnchor="middle" fontSize={16} fontWeight={700} fill={FOCUS}>
        M
      </text>
      <path d="M54,36 H80" stroke={INK} strokeWidth={2} />
      <path d="M76,31 L82,36 L76,41" fill="none" stroke={INK} strokeWidth={2} />
      <ellipse cx={98} cy={36} rx={14} ry={20} fill="#fff" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
      <ellipse cx={98} cy={36} rx={5} ry={7} fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={1.5} />
    </g>
  );
}

/** A search over strings: the tree of prefixes, one path to the counterexample. */
export function Search() {
  const nodes: [number, number][] = [
    [60, 10],
    [34, 34],
    [86, 34],
    [20, 60],
    [48, 60],
    [72, 60],
    [100, 60],
  ];
  const edges = [
    [0, 1],
    [0, 2],
    [1, 3],
    [1, 4],
    [2, 5],
    [2, 6],
  ];
  const path = new Set(['0-2', '2-5']);
  return (
    <g>
      {edges.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={nodes[a][0]}
          y1={nodes[a][1]}
          x2={nodes[b][0]}
          y2={nodes[b][1]}
          stroke={path.has(`${a}-${b}`) ? FOCUS : INK}
          strokeWidth={path.has(`${a}-${b}`) ? 3 : 1.2}
        />
      ))}
      {nodes.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={5} fill={i === 5 ? FOCUS : '#fff'} stroke={INK} strokeWidth={1.5} />
      ))}
    </g>
  );
}

/** A real program's trace: pages against time, in loops and sweeps. */
export function Trace() {
  const dots = Array.from({ length: 60 }, (_, i) => {
    const x = 10 + i * 1.7;
    const y = i % 12 < 6 ? 14 + ((i * 7) % 12) : 40 + ((i * 5) % 20);
    return [x, y];
  });
  return (
    <g>
      {dots.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={1.6} fill={OWNER_COLOURS[i % 12 < 6 ? 0 : 2]} />
      ))}
      <line x1={8} y1={66} x2={114} y2={66} stroke={INK} strokeWidth={1} />
    </g>
  );
}

/** The OSTEP homework: frames holding pages, one just replaced. */
export function Ostep() {
  return (
    <g>
      {['3', '7', '1'].map((page, i) => (
        <g key={page}>
          <rect
            x={20 + i * 30}
            y={22}
            width={24}
            height={28}
            rx={4}
            fill={i === 1 ? '#fff4ec' : '#fff'}
            stroke={i === 1 ? FOCUS : OWNER_COLOURS[0]}
            strokeWidth={2.5}
          />
          <text x={32 + i * 30} y={42} textAnchor="middle" fontSize={14} fontWeight={700} fill={INK}>
            {page}
          </text>
        </g>
      ))}
    </g>
  );
}

/** A frame table being filled by hand under `policy`: a row of cells, one marked wrong. */
export function Sheet({ policy }: { policy: string }) {
  const cells = ['f', '4', '7', '1'];
  return (
    <g>
      {[0, 1, 2].map((r) =>
        cells.map((c, i) => {
          const wrong = r === 1 && i === 2;
          return (
            <g key={`${r}${c}`}>
              <rect
                x={8 + i * 24}
                y={18 + r * 18}
                width={22}
                height={16}
                fill="#fff"
                stroke={wrong ? FOCUS : OWNER_COLOURS[0]}
                strokeWidth={wrong ? 2.5 : 1.2}
                strokeDasharray={wrong ? '4 2' : undefined}
              />
              {r < 2 && (
                <text x={19 + i * 24} y={30 + r * 18} textAnchor="middle" fontSize={11} fontWeight={700} fill={INK}>
                  {c}
                </text>
              )}
            </g>
          );
        }),
      )}
      <text x={8} y={12} fontSize={11} fontWeight={700} fill={INK}>
        {policy}
      </text>
    </g>
  );
}
