// The paging drum: the cylinder turns with simulated time (its angle is
// position × 360°); the heads are fixed at the top. Each sector holds a page
// per track; waiting transfers sit in their sector, the transfer under the
// heads is outlined. ↓ is a pull (drum to core), ↑ a push (core to drum).
// Drawn at the size its place allows, its writing keeps the page's least
// size (presenter mode's).
import { useChartSize } from '../charts/useChartSize';
import { count } from '../components/words';
import type { DrumView, Transfer } from '../sim/types';
import { usePageNames } from './pageNames';
import { FOCUS, INK, MUTED, ownerColour } from './palette';

const SIZE = 240;
const C = SIZE / 2;
const R = 100;

export function Drum({ drum }: { drum: DrumView | null }) {
  const names = usePageNames();
  const { ref, size } = useChartSize<HTMLDivElement>(SIZE / (SIZE + 10));
  // The writing's size in the drawing's units: 15, or what the least size needs at the scale it is drawn.
  const font = Math.max(15, (size.least * SIZE) / size.width);
  if (!drum) {
    return <p className="muted drum-none">No drum: transfers are instantaneous.</p>;
  }
  const slot = 360 / drum.sectors;
  const bySector = new Map<number, { t: Transfer; active: boolean }[]>();
  const add = (t: Transfer, active: boolean) => bySector.set(t.sector, [...(bySector.get(t.sector) ?? []), { t, active }]);
  if (drum.in_service) add(drum.in_service.transfer, true);
  for (const t of drum.queue) add(t, false);
  const angle = drum.position * 360;
  const waiting = drum.queue.length + (drum.in_service ? 1 : 0);
  return (
    <div className="drum-box" ref={ref}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE + 10}`}
        className="drum"
        role="img"
        aria-label={`Drum at ${Math.round(angle)}°, ${count(waiting, 'transfer')}`}
        style={{ fontSize: font }}
      >
        <g style={{ transform: `rotate(${-angle}deg)`, transformOrigin: `${C}px ${C + 10}px` }}>
          {Array.from({ length: drum.sectors }, (_, s) => {
            const a0 = ((s * slot - 90) * Math.PI) / 180;
            const a1 = (((s + 1) * slot - 90) * Math.PI) / 180;
            const mid = ((s + 0.5) * slot - 90) * (Math.PI / 180);
            const items = bySector.get(s) ?? [];
            return (
              <g key={s} data-sector={s}>
                <path
                  d={`M${C},${C + 10} L${C + R * Math.cos(a0)},${C + 10 + R * Math.sin(a0)} A${R},${R} 0 0 1 ${C + R * Math.cos(a1)},${C + 10 + R * Math.sin(a1)} Z`}
                  fill={s % 2 ? '#f3f5f7' : '#e6eaee'}
                  stroke="#c5ccd3"
                />
                {/* Upright however the drum has turned: turned back about its own place. */}
                <text
                  transform={`translate(${C + (R - 0.87 * font) * Math.cos(mid)}, ${C + 10 + (R - 0.87 * font) * Math.sin(mid)}) rotate(${angle})`}
                  dy="0.35em"
                  textAnchor="middle"
                  className="drum-sector"
                  fill={MUTED}
                >
                  {s}
                </text>
                {items.map(({ t, active }, i) => {
                  const r = R - 2.3 * font - i * 1.35 * font;
                  return (
                    <g
                      key={`${t.direction}${t.frame}`}
                      transform={`translate(${C + r * Math.cos(mid)}, ${C + 10 + r * Math.sin(mid)}) rotate(${angle})`}
                    >
                      <circle
                        r={0.6 * font}
                        fill={t.direction === 'pull' ? ownerColour(t.owner) : '#fff'}
                        stroke={active ? FOCUS : ownerColour(t.owner)}
                        strokeWidth={active ? 4 : 2.5}
                      />
                      <text y={0.27 * font} textAnchor="middle" className="drum-arrow" fill={t.direction === 'pull' ? '#fff' : INK}>
                        {t.direction === 'pull' ? '↓' : '↑'}
                      </text>
                      <title>{`${t.direction} P${t.owner} ${names.title(t.owner, t.page)} (frame ${t.frame})${active ? ' — under the heads' : ' — waiting'}`}</title>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </g>
        <polygon points={`${C - 10},2 ${C + 10},2 ${C},18`} fill={INK} />
        <text x={C + 16} y={Math.max(14, font + 1)} className="drum-sector" fill={INK}>
          heads
        </text>
      </svg>
    </div>
  );
}
