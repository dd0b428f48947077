// One page on the ring: its owner (a coloured band with the owner's name,
// or with many frames a dot whose shape is the owner's), its page number,
// the usage bit (a filled dot when set), F for the first-time switch, M for
// the modified bit, the k-bit register as small squares, and a dashed
// outline while it is under the pointer.
import type { FrameView } from '../sim/snapshot';
import { register_bits } from '../wasm/core';
import { BIT_OFF, BIT_ON, FOCUS, MUTED, ownerColour, ownerShape } from './palette';

/** Registers up to this length are drawn under each page; longer ones only in the frame table. */
export const MAX_RING_BITS = 8;
/** Owners whose band is light take dark writing. */
const LIGHT = new Set(['#E69F00', '#56B4E9', '#F0E442']);

export function RingEntry({
  f,
  k,
  x,
  y,
  size,
  compact,
  focused,
  underPointer,
  dimmed,
  named,
  onClick,
}: {
  f: FrameView;
  k: number;
  x: number;
  y: number;
  size: number;
  compact: boolean;
  focused: boolean;
  underPointer: boolean;
  dimmed: boolean;
  /** Whether to name the owner (several processes). */
  named: boolean;
  onClick?: (frame: number) => void;
}) {
  const h = size / 2;
  const label = `Frame ${f.frame}: P${f.owner} page ${f.page}, usage ${f.usage ? 1 : 0}, modified ${f.modified ? 1 : 0}${f.firstTime ? ', first-time switch on' : ''}, register ${register_bits(f.register, k)}`;
  const colour = ownerColour(f.owner);
  const band = named ? size * 0.3 : Math.max(4, size * 0.16);
  const bits = k > 0 && k <= MAX_RING_BITS;
  return (
    <g
      className={`ring-entry${dimmed ? ' dimmed' : ''}`}
      data-frame={f.frame}
      data-page={f.page}
      data-owner={f.owner}
      style={{ transform: `translate(${x}px, ${y}px)` }}
      onClick={onClick ? () => onClick(f.frame) : undefined}
      role={onClick ? 'button' : undefined}
      tabIndex={onClick ? 0 : undefined}
      onKeyDown={
        onClick
          ? (e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                e.stopPropagation();
                onClick(f.frame);
              }
            }
          : undefined
      }
      aria-label={label}
    >
      <title>{label}</title>
      {compact ? (
        <path
          d={ownerShape(named ? f.owner : 0)}
          transform={`scale(${h})`}
          fill={f.usage ? BIT_ON : BIT_OFF}
          stroke={focused || underPointer ? FOCUS : colour}
          strokeWidth={(focused || underPointer ? 3 : 2) / h}
        />
      ) : (
        <>
          <rect
            x={-h}
            y={-h}
            width={size}
            height={size}
            rx={6}
            fill="#fff"
            stroke={focused ? FOCUS : colour}
            strokeWidth={focused ? 5 : 3}
          />
          <rect x={-h} y={-h} width={size} height={band} rx={3} fill={colour} />
          {named && (
            <text
              y={-h + band * 0.78}
              textAnchor="middle"
              className="ring-owner"
              style={{ fontSize: band * 0.8 }}
              fill={LIGHT.has(colour) ? BIT_ON : '#fff'}
            >
              P{f.owner}
            </text>
          )}
          <text
            y={named ? size * 0.16 : size * 0.1}
            textAnchor="middle"
            className="ring-page"
            style={{ fontSize: size * (named ? 0.34 : 0.4) }}
          >
            {f.page}
          </text>
          {/* usage bit: a filled dot when set */}
          <circle
            cx={-h + size * 0.18}
            cy={h - size * 0.17}
            r={size * 0.1}
            fill={f.usage ? BIT_ON : BIT_OFF}
            stroke={BIT_ON}
            strokeWidth={1.5}
          />
          {f.firstTime && (
            <text y={h - size * 0.07} textAnchor="middle" className="ring-flag" style={{ fontSize: size * 0.25 }}>
              F
            </text>
          )}
          {f.modified && (
            <text x={h - size * 0.2} y={h - size * 0.07} textAnchor="middle" className="ring-flag" style={{ fontSize: size * 0.25 }}>
              M
            </text>
          )}
          {bits && (
            <g className="ring-register" aria-hidden="true">
              {Array.from({ length: k }, (_, j) => {
                const w = Math.min(8, (size - 4) / k);
                const on = ((f.register >>> (k - 1 - j)) & 1) === 1;
                return (
                  <rect
                    key={j}
                    x={-(w * k) / 2 + j * w}
                    y={h + 3}
                    width={w - 1.5}
                    height={7}
                    fill={on ? BIT_ON : BIT_OFF}
                    stroke={BIT_ON}
                    strokeWidth={1}
                  />
                );
              })}
            </g>
          )}
          {underPointer && (
            <rect
              x={-h - 4}
              y={-h - 4}
              width={size + 8}
              height={size + 8}
              rx={8}
              fill="none"
              stroke={FOCUS}
              strokeDasharray="4 3"
              strokeWidth={2}
            />
          )}
          <text y={h + (bits ? 22 : 13)} textAnchor="middle" className="ring-frame" fill={MUTED}>
            f{f.frame}
          </text>
        </>
      )}
    </g>
  );
}
