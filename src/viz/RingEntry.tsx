// One page on the ring: its owner (a coloured band with the owner's name,
// or with many frames a dot whose shape is the owner's), its page number,
// the usage bit (a filled dot when set), F for the first-time switch, M for
// the modified bit, the k-bit register as small squares, and a dashed
// outline while it is under the pointer.

import type { KeyboardEvent } from 'react';
import { memo } from 'react';
import type { FrameView } from '../sim/snapshot';
import { register_bits } from '../wasm/core';
import { usePageNames } from './pageNames';
import { BIT_OFF, BIT_ON, FOCUS, MUTED, ownerColour, ownerShape } from './palette';

/** Registers up to this length are drawn under each page; longer ones only in the frame table. */
export const MAX_RING_BITS = 8;
/** Owners whose band is light take dark writing. */
const LIGHT = new Set(['#E69F00', '#56B4E9', '#F0E442']);

/** One page on the ring; drawn again only when it changed or moved. */
export const RingEntry = memo(function RingEntry({
  f,
  k,
  x,
  y,
  size,
  font,
  least,
  compact,
  focused,
  underPointer,
  dimmed,
  named,
  label: labelled,
  dx,
  dy,
  onClick,
}: {
  f: FrameView;
  k: number;
  x: number;
  y: number;
  size: number;
  /** The writing's size in px (at least 12). */
  font: number;
  /** The least the writing may be, in px (presenter mode's). */
  least: number;
  compact: boolean;
  focused: boolean;
  underPointer: boolean;
  dimmed: boolean;
  /** Whether to name the owner (several processes). */
  named: boolean;
  /** Whether there is room for the frame's label beside its box. */
  label: boolean;
  /** The direction away from the ring's centre (a unit vector), where the label goes. */
  dx: number;
  dy: number;
  onClick?: (frame: number) => void;
}) {
  const h = size / 2;
  const names = usePageNames();
  const label = `Frame ${f.frame}: P${f.owner} ${names.title(f.owner, f.page)}, usage ${f.usage ? 1 : 0}, modified ${f.modified ? 1 : 0}${f.writing ? ', being written (kept)' : ''}${f.firstTime ? ', first-time switch on' : ''}, register ${register_bits(f.register, k)}`;
  const colour = ownerColour(f.owner);
  // The owner's name goes in the band when it fits there, else beside the frame number.
  const inBand = named && size >= 3.2 * font;
  const band = inBand ? font + 3 : Math.max(4, size * 0.16);
  const bits = k > 0 && k <= MAX_RING_BITS;
  const pageFont = Math.max(font, Math.min(size * 0.4, (size - band) * 0.55));
  const flagFont = Math.max(12, font * 0.9, least);
  const attrs = {
    className: `ring-entry${dimmed ? ' dimmed' : ''}`,
    'data-frame': f.frame,
    'data-page': f.page,
    'data-owner': f.owner,
    style: { transform: `translate(${x}px, ${y}px)` },
    'aria-label': label,
  };
  const body = (
    <>
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
          {inBand && (
            <text
              y={-h + band - 3}
              textAnchor="middle"
              className="ring-owner"
              style={{ fontSize: flagFont }}
              fill={LIGHT.has(colour) ? BIT_ON : '#fff'}
            >
              P{f.owner}
            </text>
          )}
          <text
            y={-h + band + (size - band) * 0.42 + pageFont * 0.1}
            textAnchor="middle"
            className="ring-page"
            style={{ fontSize: pageFont }}
          >
            {names.name(f.owner, f.page)}
          </text>
          {/* usage bit: a filled dot when set */}
          <circle
            cx={-h + size * 0.18}
            cy={h - size * 0.18}
            r={Math.max(3, size * 0.09)}
            fill={f.usage ? BIT_ON : BIT_OFF}
            stroke={BIT_ON}
            strokeWidth={1.5}
          />
          {f.firstTime && (
            <text y={h - 3} textAnchor="middle" className="ring-flag" style={{ fontSize: flagFont }}>
              F
            </text>
          )}
          {f.modified && (
            <text x={h - flagFont * 0.5} y={h - 3} textAnchor="middle" className="ring-flag" style={{ fontSize: flagFont }}>
              M
            </text>
          )}
          {f.writing && (
            <text x={h - flagFont * 0.5} y={-h + flagFont + 4} textAnchor="middle" className="ring-flag" style={{ fontSize: flagFont }}>
              ↑
            </text>
          )}
          {bits && (
            <g className="ring-register">
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
          {labelled && (
            <FrameLabel
              text={named && !inBand ? `P${f.owner} f${f.frame}` : `f${f.frame}`}
              h={h}
              below={bits ? 12 : 0}
              font={font}
              out={[dx, dy]}
            />
          )}
        </>
      )}
    </>
  );
  if (!onClick) return <g {...attrs}>{body}</g>;
  const press = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      onClick(f.frame);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a page on the SVG ring cannot be a <button>; it takes focus, Enter and Space like one
    <g {...attrs} role="button" tabIndex={0} onClick={() => onClick(f.frame)} onKeyDown={press}>
      {body}
    </g>
  );
});

/** The frame's label just outside its box (and its register), on the side away from the ring's centre. */
function FrameLabel({
  text,
  h,
  below,
  font,
  out: [dx, dy],
}: {
  text: string;
  h: number;
  below: number;
  font: number;
  out: [number, number];
}) {
  const w = text.length * 0.62 * font;
  const gap = 4;
  // Far enough along the outward direction that the label's box clears the page's box (and the register under it).
  const t = Math.min(
    Math.abs(dx) > 0.01 ? (h + gap + w / 2) / Math.abs(dx) : Infinity,
    Math.abs(dy) > 0.01 ? (h + gap + font / 2 + (dy > 0 ? below : 0)) / Math.abs(dy) : Infinity,
  );
  return (
    <text x={dx * t} y={dy * t} dy="0.35em" textAnchor="middle" className="ring-frame" fill={MUTED} style={{ fontSize: font }}>
      {text}
    </text>
  );
}
