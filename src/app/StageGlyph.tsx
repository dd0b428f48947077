// A small picture of each stage, for the gallery's cards: what the stage
// draws, in the lab's colours.
import type { ComponentType } from 'react';
import { FOCUS, INK, OWNER_COLOURS, REGION_COLOURS } from '../viz/palette';
import type { StageId } from './state';

const W = 120;
const H = 72;

function Ring() {
  const n = 10;
  return (
    <g>
      {Array.from({ length: n }, (_, i) => {
        const a = (i / n) * 2 * Math.PI - Math.PI / 2;
        return (
          <rect
            key={i}
            x={60 + 28 * Math.cos(a) - 5}
            y={36 + 28 * Math.sin(a) - 5}
            width={10}
            height={10}
            rx={2}
            fill="#fff"
            stroke={OWNER_COLOURS[i % 3]}
            strokeWidth={2}
          />
        );
      })}
      <line x1={60} y1={36} x2={60} y2={14} stroke={FOCUS} strokeWidth={3} strokeLinecap="round" />
      <circle cx={60} cy={36} r={3.5} fill={FOCUS} />
    </g>
  );
}

function Policies() {
  return (
    <g>
      {[0, 1, 2, 3].map((r) =>
        [0, 1, 2, 3, 4, 5].map((c) => (
          <rect
            key={`${r}-${c}`}
            x={14 + c * 16}
            y={8 + r * 15}
            width={13}
            height={12}
            rx={2}
            fill={(r + c) % 4 === 0 ? FOCUS : '#fff'}
            stroke={INK}
            strokeWidth={1.2}
          />
        )),
      )}
    </g>
  );
}

function Figure1() {
  return (
    <g>
      <rect x={14} y={6} width={96} height={22} fill={REGION_COLOURS.ok} opacity={0.25} />
      <rect x={14} y={28} width={48} height={38} fill={REGION_COLOURS.underload} opacity={0.25} />
      <rect x={62} y={28} width={48} height={38} fill={REGION_COLOURS.overload} opacity={0.25} />
      <polyline points="30,50 48,40 70,48 84,36 96,56 78,20 52,16" fill="none" stroke={INK} strokeWidth={1.2} opacity={0.5} />
      {[
        [30, 50],
        [48, 40],
        [70, 48],
        [84, 36],
        [96, 56],
        [78, 20],
        [52, 16],
      ].map(([x, y]) => (
        <circle key={`${x}`} cx={x} cy={y} r={3} fill={INK} />
      ))}
    </g>
  );
}

function Curve() {
  return (
    <g>
      <path d="M14,64 C40,62 44,20 62,16 S100,12 110,11" fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
      <line x1={14} y1={64} x2={80} y2={4} stroke={FOCUS} strokeWidth={1.5} strokeDasharray="4 3" />
      <circle cx={60} cy={17} r={4} fill={FOCUS} />
    </g>
  );
}

function Psi() {
  return (
    <g>
      <polyline points="14,50 30,40 46,44 62,30 78,34 94,24 110,28" fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
      <polyline
        points="14,46 30,42 46,40 62,33 78,30 94,27 110,25"
        fill="none"
        stroke={OWNER_COLOURS[2]}
        strokeWidth={2.5}
        strokeDasharray="6 3"
      />
    </g>
  );
}

function Measurement() {
  const pts = [
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
      <line x1={14} y1={62} x2={110} y2={14} stroke={FOCUS} strokeWidth={2} />
      {pts.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r={3} fill={OWNER_COLOURS[0]} />
      ))}
    </g>
  );
}

function Ostep() {
  return (
    <g>
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={20 + i * 30}
          y={22}
          width={24}
          height={28}
          rx={4}
          fill={i === 1 ? '#fff4ec' : '#fff'}
          stroke={i === 1 ? FOCUS : OWNER_COLOURS[0]}
          strokeWidth={2.5}
        />
      ))}
      <text x={32} y={42} textAnchor="middle" fontSize={14} fontWeight={700} fill={INK}>
        3
      </text>
      <text x={62} y={42} textAnchor="middle" fontSize={14} fontWeight={700} fill={INK}>
        7
      </text>
      <text x={92} y={42} textAnchor="middle" fontSize={14} fontWeight={700} fill={INK}>
        1
      </text>
    </g>
  );
}

function Bars() {
  return (
    <g>
      {[40, 28, 50, 18, 44, 34].map((h, i) => (
        <rect key={i} x={16 + i * 16} y={66 - h} width={11} height={h} fill={i % 2 ? OWNER_COLOURS[1] : OWNER_COLOURS[0]} />
      ))}
    </g>
  );
}

/** A frame table being filled: a row of cells, one marked right, one wrong. */
function Sheet() {
  const cells = ['f', '4', '7', '1'];
  return (
    <g>
      {[0, 1, 2].map((r) =>
        cells.map((c, i) => (
          <g key={`${r}${c}`}>
            <rect
              x={14 + i * 24}
              y={10 + r * 20}
              width={22}
              height={18}
              fill="#fff"
              stroke={r === 1 && i === 2 ? FOCUS : OWNER_COLOURS[0]}
              strokeWidth={r === 1 && i === 2 ? 2.5 : 1.2}
              strokeDasharray={r === 1 && i === 2 ? '4 2' : undefined}
            />
            {r < 2 && (
              <text x={25 + i * 24} y={24 + r * 20} textAnchor="middle" fontSize={12} fontWeight={700} fill={INK}>
                {c}
              </text>
            )}
          </g>
        )),
      )}
    </g>
  );
}

const GLYPHS: Record<StageId, ComponentType> = {
  'multics-clock': Ring,
  policies: Policies,
  'load-leveler': Figure1,
  'lifetime-curves': Curve,
  'psi-scheduler': Psi,
  measurement: Measurement,
  ostep: Ostep,
  experiments: Bars,
  worksheet: Sheet,
};

export function StageGlyph({ stage }: { stage: StageId }) {
  const G = GLYPHS[stage];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="stage-glyph" aria-hidden="true">
      <G />
    </svg>
  );
}
