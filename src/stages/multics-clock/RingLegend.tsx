// What the ring's marks mean, one meaning per mark.
import type { PulledEnter } from '../../scenario/types';
import { BIT_OFF, BIT_ON, FOCUS, ownerColour, ownerShape } from '../../viz/palette';

function Mark({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="-10 -10 20 20" className="legend-mark" aria-hidden="true">
      {children}
    </svg>
  );
}

export function RingLegend({
  k,
  owners,
  enter,
  writes,
}: {
  k: number;
  owners: number;
  enter: PulledEnter;
  /** Whether pages can be written and kept (the modified bit's second chance). */
  writes: boolean;
}) {
  return (
    <ul className="ring-legend" aria-label="What the ring's marks mean">
      <li>
        <Mark>
          <circle r={5} fill={BIT_ON} stroke={BIT_ON} />
        </Mark>
        usage bit on
      </li>
      <li>
        <Mark>
          <circle r={5} fill={BIT_OFF} stroke={BIT_ON} strokeWidth={1.5} />
        </Mark>
        usage bit off
      </li>
      {k > 0 && (
        <li>
          <Mark>
            <rect x={-8} y={-3} width={7} height={6} fill={BIT_ON} />
            <rect x={1} y={-3} width={7} height={6} fill={BIT_OFF} stroke={BIT_ON} />
          </Mark>
          register ({k} bit{k > 1 ? 's' : ''}, high-order first)
        </li>
      )}
      <li>
        <b className="legend-letter">F</b> first-time switch on
      </li>
      <li>
        <b className="legend-letter">M</b> modified
      </li>
      {writes && (
        <li>
          <b className="legend-letter">↑</b> being written, kept (second chance)
        </li>
      )}
      <li>
        <Mark>
          <rect x={-8} y={-8} width={16} height={16} rx={3} fill="none" stroke={FOCUS} strokeDasharray="3 2" strokeWidth={1.5} />
        </Mark>
        under the pointer
      </li>
      <li data-testid="pulled-enter">
        <b className="legend-letter">↓</b> pulled pages enter{' '}
        {enter === 'at_pointer' ? 'where the pointer looks next' : 'just behind the pointer'}
      </li>
      {owners > 1 && (
        <li>
          <Mark>
            <path d={ownerShape(1)} transform="scale(6)" fill="none" stroke={ownerColour(1)} strokeWidth={0.35} />
          </Mark>
          owner: colour, name and shape
        </li>
      )}
    </ul>
  );
}
