// The replaceable page list as a ring (Corbató 1968, Figure 1). The pointer
// hand turns one slot each time it moves on. Listed pages sit in the order
// the pointer will meet them; the empty arc just behind the pointer is the
// head of the list, where pulled pages enter, and stands for the blocks that
// are in the free pool or in transit.
import { useRef } from 'react';
import type { Snapshot } from '../sim/snapshot';
import type { SimEvent } from '../sim/types';
import { FOCUS } from './palette';
import { RingEntry } from './RingEntry';

const SIZE = 400;
/** Below this many pixels per slot, pages are drawn as dots (labels would collide). */
const COMPACT_SLOT = 30;
const C = SIZE / 2;
const R = 150;

interface Props {
  snap: Snapshot;
  k: number;
  current: SimEvent[];
  onFrameClick?: (frame: number) => void;
  /** With several processes: the selected one; the others' pages are dimmed. */
  selectedPid?: number | null;
  /** How many processes own pages: with more than one, each page names its owner. */
  owners?: number;
}

export function ClockRing({ snap, k, current, onFrameClick, selectedPid = null, owners = 1 }: Props) {
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
            named={owners > 1}
          />
        );
      })}
    </svg>
  );
}
