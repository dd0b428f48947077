// The replaceable page list as a ring (Corbató 1968, Figure 1). The pointer
// hand turns one slot each time it moves on. Listed pages sit in the order
// the pointer will meet them; the empty arc just behind the pointer is the
// head of the list, where pulled pages enter, and stands for the blocks that
// are in the free pool or in transit. The ring is laid out in real pixels
// for the room it is given, so its writing never falls below 12 px: with
// many frames in little room the pages become dots, and the centre names
// the page under the pointer. Past `RING_WINDOW` frames the ring draws a
// window of the list — the pages the pointer meets next and the ones it has
// just passed — and says how many it leaves out, so that drawing costs
// follow the screen, not the memory's size.

import { useRef } from 'react';
import { chartType } from '../charts/text';
import { useChartSize } from '../charts/useChartSize';
import type { Snapshot } from '../sim/snapshot';
import type { SimEvent } from '../sim/types';
import { usePageNames } from './pageNames';
import { FOCUS } from './palette';
import { RingEntry } from './RingEntry';

/** The most slots the ring draws; a larger list is drawn as a window around the pointer. */
export const RING_WINDOW = 256;
/** In a window: how many of its slots show the pages just behind the pointer (the rest show those ahead). */
const BEHIND = 32;

/**
 * The list positions the ring draws for `listed` pages in `slots` slots:
 * each as [position on the list from the pointer, slot]. Every page when
 * they fit; else the `slots − BEHIND` ahead of the pointer and the `BEHIND`
 * it has just passed, in the slots just before it.
 */
export function ringWindow(listed: number, slots: number): [number, number][] {
  if (listed <= slots) return Array.from({ length: listed }, (_, i) => [i, i]);
  const ahead = Array.from({ length: slots - BEHIND }, (_, i): [number, number] => [i, i]);
  const behind = Array.from({ length: BEHIND }, (_, j): [number, number] => [listed - BEHIND + j, slots - BEHIND + j]);
  return [...ahead, ...behind];
}

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

/**
 * The ring's geometry for `n` slots in a square of `size` px, with writing
 * of `font` px, page numbers of up to `digits` digits and frame labels of up
 * to `label` characters: boxes as large as fit without touching (the box,
 * its register and its label outside the circle), else dots; frame labels
 * only where they do not run into their neighbours'.
 */
export function ringLayout(size: number, n: number, font: number, digits = 1, label = 3) {
  const outer = size / 2;
  // Frame labels sit outside each box, away from the centre.
  const labelWidth = label * 0.62 * font;
  let cell = Math.min(3.6 * font, size / 6);
  let r = outer;
  for (let i = 0; i < 4; i++) {
    r = outer - cell / 2 - Math.max(labelWidth, 1.4 * font) - 12;
    cell = Math.min(cell, (2 * Math.PI * r) / n - 6);
  }
  // A page number must fit its box at the writing's size.
  const compact = cell < 2.7 * font || digits * 0.62 * font > cell - 6;
  if (compact) r = outer - Math.max(8, Math.min(12, (Math.PI * outer) / n)) - 4;
  const spacing = (2 * Math.PI * r) / n;
  const dot = Math.max(3.5, Math.min(11, spacing * 0.4));
  return { c: outer, r: Math.max(r, 20), cell: compact ? 2 * dot : cell, compact, labels: spacing >= Math.min(labelWidth, 1.6 * font) + 6 };
}

export function ClockRing({ snap, k, current, onFrameClick, selectedPid = null, owners = 1 }: Props) {
  const { ref: box, size: measured } = useChartSize<HTMLDivElement>(1);
  // As large as its box allows (never drawn larger and shrunk to fit, which would shrink its writing too).
  const size = Math.max(100, Math.min(measured.width, measured.height));
  const font = chartType(measured.rem, measured.least).font;
  const frames = snap.frames.length;
  // The slots drawn: one per frame, or a window of them.
  const n = Math.min(frames, RING_WINDOW);
  const drawn = ringWindow(snap.ring.length, n);
  const left = snap.ring.length - drawn.length;
  const names = usePageNames();
  const digits = Math.max(1, ...drawn.map(([i]) => names.name(snap.frames[snap.ring[i]].owner, snap.frames[snap.ring[i]].page).length));
  const named = owners > 1;
  const { c: C, r: R, cell, compact, labels } = ringLayout(size, n, font, digits, (named ? 4 : 1) + String(frames - 1).length);
  const slot = 360 / n;
  const atPointer = snap.ring.length ? snap.frames[snap.ring[0]] : null;
  const angles = useRef(new Map<number, number>());
  const focus = new Set(current.flatMap((e) => ('frame' in e ? [e.frame] : [])));
  const hand = snap.pointerAdvances * slot;
  const tip = C - R + cell / 2 + 4;

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
    <div className="ring-box" ref={box}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className="ring"
        role="img"
        aria-label={`Replaceable page list: ${snap.ring.length} pages, pointer at frame ${snap.ring[0] ?? 'none'}${left > 0 ? `; drawn: the ${drawn.length - BEHIND} ahead of the pointer and the ${BEHIND} it has just passed` : ''}`}
        style={{ fontSize: font }}
      >
        <circle cx={C} cy={C} r={R} fill="none" stroke="#d5dbe1" strokeWidth={2} />
        {Array.from({ length: n }, (_, i) => {
          const a = ((i * slot - 90) * Math.PI) / 180;
          return <circle key={i} cx={C + R * Math.cos(a)} cy={C + R * Math.sin(a)} r={3} fill="#d5dbe1" />;
        })}
        <g className="hand" style={{ transform: `rotate(${hand}deg)`, transformOrigin: `${C}px ${C}px` }}>
          <line x1={C} y1={C} x2={C} y2={tip + 10} stroke={FOCUS} strokeWidth={4} strokeLinecap="round" />
          <polygon points={`${C - 9},${tip + 14} ${C + 9},${tip + 14} ${C},${tip}`} fill={FOCUS} />
          <circle cx={C} cy={C} r={7} fill={FOCUS} />
        </g>
        <text x={C} y={C + 2.2 * font} textAnchor="middle" className="ring-caption">
          pointer
        </text>
        {compact && atPointer && (
          <text x={C} y={C + 3.6 * font} textAnchor="middle" className="ring-caption ring-at-pointer">
            f{atPointer.frame}: P{atPointer.owner} page {names.name(atPointer.owner, atPointer.page)}
          </text>
        )}
        {frames > n && (
          <text x={C} y={C - 1.6 * font} textAnchor="middle" className="ring-caption" data-testid="ring-window">
            {left > 0 ? `${left.toLocaleString('en')} more pages not drawn` : `${n} slots drawn for ${frames.toLocaleString('en')} frames`}
          </text>
        )}
        {drawn.map(([i, at]) => {
          const frame = snap.ring[i];
          const a = place(frame, (snap.pointerAdvances + at) * slot);
          const rad = ((a - 90) * Math.PI) / 180;
          const f = snap.frames[frame];
          return (
            <RingEntry
              key={frame}
              f={f}
              k={k}
              x={C + R * Math.cos(rad)}
              y={C + R * Math.sin(rad)}
              dx={Math.cos(rad)}
              dy={Math.sin(rad)}
              size={cell}
              font={font}
              least={measured.least}
              compact={compact}
              focused={focus.has(frame)}
              underPointer={i === 0}
              dimmed={selectedPid !== null && f.owner !== selectedPid}
              onClick={onFrameClick}
              named={named}
              label={labels}
            />
          );
        })}
      </svg>
    </div>
  );
}
