// Tick values and their labels: as many as fit the axis without their labels
// touching. Time axes take real seconds (any sampler interval, 1 ms to 100 s
// and runs of thousands of intervals) and label them in ms, s, min or h,
// whichever the span reads best in.
import { scaleLinear, tickFormat } from 'd3-scale';
import { textWidth } from './text';

export interface Tick {
  value: number;
  label: string;
}

export type TimeUnit = 'ms' | 's' | 'min' | 'h';

const SECONDS: Record<TimeUnit, number> = { ms: 0.001, s: 1, min: 60, h: 3600 };

/** The unit a time span of `span` seconds reads best in: ms under 1 s, s up to 10 min, min up to 3 h, then h. */
export function timeUnit(span: number): TimeUnit {
  if (span < 1) return 'ms';
  if (span <= 600) return 's';
  if (span <= 3 * 3600) return 'min';
  return 'h';
}

/** About `count` ticks over [min, max] seconds, at round values of the span's unit. */
export function timeTicks(min: number, max: number, count: number): { ticks: Tick[]; unit: TimeUnit } {
  const unit = timeUnit(max - min || Math.abs(max));
  const u = SECONDS[unit];
  const [a, b] = [min / u, max / u];
  const format = tickFormat(a, b, count);
  return {
    unit,
    ticks: scaleLinear()
      .domain([a, b])
      .ticks(count)
      .map((t) => ({ value: t * u, label: format(t) })),
  };
}

/** About `count` ticks over [min, max]; SI prefixes (200k, 1.5M) from 10 000 up, plain numbers below; zero is "0". */
export function numberTicks(min: number, max: number, count: number): Tick[] {
  const big = Math.max(Math.abs(min), Math.abs(max)) >= 1e4;
  const format = big ? si : tickFormat(min, max, count);
  return scaleLinear()
    .domain([min, max])
    .ticks(count)
    .map((t) => ({ value: t, label: t === 0 ? '0' : format(t) }));
}

/** A number with the SI prefix of its own size (k, M, G) and at most 3 significant digits. */
function si(v: number): string {
  const a = Math.abs(v);
  const [d, prefix] = a >= 1e9 ? [1e9, 'G'] : a >= 1e6 ? [1e6, 'M'] : a >= 1e3 ? [1e3, 'k'] : [1, ''];
  return `${Number((v / d).toPrecision(3))}${prefix}`;
}

/**
 * The largest tick set, from `make(count)` for count = `most` down to 2, whose labels (centred on
 * `position(value)`) leave at least one font size between neighbours.
 */
export function fitTicks(make: (count: number) => Tick[], position: (v: number) => number, font: number, most: number): Tick[] {
  let ticks = make(2);
  for (let count = Math.max(2, Math.floor(most)); count >= 2; count--) {
    ticks = make(count);
    if (ticksFit(ticks, position, font)) return ticks;
  }
  // Even two ticks crowd: keep the ends.
  return ticks.length > 2 ? [ticks[0], ticks[ticks.length - 1]] : ticks;
}

/** Whether labels centred on `position(value)` leave at least one font size between neighbours. */
export function ticksFit(ticks: Tick[], position: (v: number) => number, font: number): boolean {
  for (let i = 1; i < ticks.length; i++) {
    const room = Math.abs(position(ticks[i].value) - position(ticks[i - 1].value));
    if (room < (textWidth(ticks[i].label, font) + textWidth(ticks[i - 1].label, font)) / 2 + font) return false;
  }
  return true;
}
