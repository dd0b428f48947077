// The replaceable page list as a ring (Corbató 1968, Figure 1). The pointer
// hand turns one slot each time it moves on. Listed pages sit in the order
// the pointer will meet them; the empty arc just behind the pointer is the
// head of the list, where pulled pages enter, and stands for the blocks that
// are in the free pool or in transit.
import { useRef } from 'react';
import type { FrameView, Snapshot } from '../sim/snapshot';
import type { SimEvent } from '../sim/types';
import { register_bits } from '../wasm/core';
import { BIT_OFF, BIT_ON, FOCUS, MUTED, ownerColour } from './palette';

const SIZE = 400;
/** Below this many pixels per slot, pages are drawn as dots (labels would collide). */
const COMPACT_SLOT = 30;
/** Registers up to this length are drawn under each page; longer ones only in the frame table. */
const MAX_RING_BITS = 8;
const C = SIZE / 2;
const R = 150;

interface Props {
  snap: Snapshot;
  k: number;
  current: SimEvent[];
  onFrameClick?: (frame: number) => void;
  /** With several processes: the selected one; the others' pages are dimmed. */
  selectedPid?: number | null;
}

export function ClockRing({ snap, k, current, onFrameClick, selectedPid = null }: Props) {
  const n = snap.frames.length;
  const slot = 360 / n;
  const spacing = (2 * Math.PI * R) / n;
  const compact = spacing < COMPACT_SLOT;
  const cell = compact ? Math.max(5, Math.min(16, spacing * 0.85)) : Math.min(46, spacing - 6);
  const atPointer = snap.ring.length ? snap.frames[snap.ring[0]] : null;
  const angles = useRef(new Map<number, number>());
  const focus = new Set(current.flatMap((e) => ('frame' in e ? [e.frame] : [])));
  const hand = snap.pointerAdvances * slot;

  const place = (frame: number, target: number) => {
    // Keep each page's angle continuous so that it moves the short way round.
    const prev = angles.current.get(frame);
    let a = target;
    if (prev !== undefined) {
      const d = ((((target - prev) % 360) + 540) % 360) - 180;
      a = prev + d;
    }
    angles.current.set(frame, a);
    return a;
  };

  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="ring"
      role="img"
      aria-label={`Replaceable page list: ${snap.ring.length} pages, pointer at frame ${snap.ring[0] ?? 'none'}`}
    >
      <circle cx={C} cy={C} r={R} fill="none" stroke="#d5dbe1" strokeWidth={2} />
      {Array.from({ length: n }, (_, i) => {
        const a = ((i * slot - 90) * Math.PI) / 180;
        return <circle key={i} cx={C + R * Math.cos(a)} cy={C + R * Math.sin(a)} r={3} fill="#d5dbe1" />;
      })}
      <g className="hand" style={{ transform: `rotate(${hand}deg)`, transformOrigin: `${C}px ${C}px` }}>
        <line x1={C} y1={C} x2={C} y2={C - R + cell / 2 + 8} stroke={FOCUS} strokeWidth={4} strokeLinecap="round" />
        <polygon points={`${C - 9},${C - R + cell / 2 + 16} ${C + 9},${C - R + cell / 2 + 16} ${C},${C - R + cell / 2 + 2}`} fill={FOCUS} />
        <circle cx={C} cy={C} r={7} fill={FOCUS} />
      </g>
      <text x={C} y={C + 34} textAnchor="middle" className="ring-caption">
        pointer
      </text>
      {compact && atPointer && (
        <text x={C} y={C + 56} textAnchor="middle" className="ring-caption ring-at-pointer">
          f{atPointer.frame}: P{atPointer.owner} page {atPointer.page}
        </text>
      )}
      {snap.ring.map((frame, i) => {
        const a = place(frame, (snap.pointerAdvances + i) * slot);
        const rad = ((a - 90) * Math.PI) / 180;
        const f = snap.frames[frame];
        return (
          <RingEntry
            key={frame}
            f={f}
            k={k}
            x={C + R * Math.cos(rad)}
            y={C + R * Math.sin(rad)}
            size={cell}
            compact={compact}
            focused={focus.has(frame)}
            underPointer={i === 0}
            dimmed={selectedPid !== null && f.owner !== selectedPid}
            onClick={onFrameClick}
          />
        );
      })}
    </svg>
  );
}

function RingEntry({
  f,
  k,
  x,
  y,
  size,
  compact,
  focused,
  underPointer,
  dimmed,
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
  onClick?: (frame: number) => void;
}) {
  const h = size / 2;
  const label = `Frame ${f.frame}: P${f.owner} page ${f.page}, usage ${f.usage ? 1 : 0}, modified ${f.modified ? 1 : 0}${f.firstTime ? ', first-time' : ''}, register ${register_bits(f.register, k)}`;
  return (
    <g
      className={`ring-entry${dimmed ? ' dimmed' : ''}`}
      data-frame={f.frame}
      data-page={f.page}
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
        <circle
          r={h}
          fill={f.usage ? BIT_ON : BIT_OFF}
          stroke={focused || underPointer ? FOCUS : ownerColour(f.owner)}
          strokeWidth={focused || underPointer ? 3 : 2}
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
            stroke={focused ? FOCUS : ownerColour(f.owner)}
            strokeWidth={focused ? 5 : 3}
          />
          <rect x={-h} y={-h} width={size} height={Math.max(4, size * 0.16)} rx={3} fill={ownerColour(f.owner)} />
          <text y={size * 0.14} textAnchor="middle" className="ring-page" style={{ fontSize: size * 0.42 }}>
            {f.page}
          </text>
          {/* usage bit: a filled dot when set */}
          <circle
            cx={-h + size * 0.18}
            cy={h - size * 0.18}
            r={size * 0.1}
            fill={f.usage ? BIT_ON : BIT_OFF}
            stroke={BIT_ON}
            strokeWidth={1.5}
          />
          {f.modified && (
            <text x={h - size * 0.2} y={h - size * 0.08} textAnchor="middle" className="ring-flag" style={{ fontSize: size * 0.26 }}>
              M
            </text>
          )}
          {f.firstTime && (
            <text x={h - size * 0.2} y={-h + size * 0.42} textAnchor="middle" className="ring-flag" style={{ fontSize: size * 0.24 }}>
              F
            </text>
          )}
          {k > 0 && k <= MAX_RING_BITS && (
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
          <text y={h + (k > 0 && k <= MAX_RING_BITS ? 22 : 13)} textAnchor="middle" className="ring-frame" fill={MUTED}>
            f{f.frame}
          </text>
        </>
      )}
    </g>
  );
}
