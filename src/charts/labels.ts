// Places the labels of a chart's markers so that none covers another label,
// a marker, the title, the tick labels or the plot's edge: each label tries
// the eight places around its marker, then places stacked above and below it
// to either side, joined to the marker by a leader line. Pure: it works on
// estimated text boxes (text.ts), so it runs the same in jsdom and the browser.
import { textWidth } from './text';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The eight places beside a marker, by compass direction. */
export type Side = 'ne' | 'e' | 'se' | 'nw' | 'w' | 'sw' | 'n' | 's';

/** A marker at (x, y) of radius `r` that wants `text` beside it; `prefer` lists the places beside it to try first. */
export interface LabelRequest {
  id: string;
  text: string;
  x: number;
  y: number;
  r: number;
  prefer?: Side[];
  /** A box inside the bounds the label should stay in if it can (an area it names). */
  within?: Box;
  /** Room in px before the text (for a key: the marker's shape). */
  lead?: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  /** The label's box; its text is drawn from (box.x + pad + lead, baseline). */
  box: Box;
  baseline: number;
  pad: number;
  /** From the marker's edge to the label's box, when the label had to move away from its marker. */
  leader: [number, number, number, number] | null;
  /** True only when no place was free: the least-covered one was taken. */
  crowded: boolean;
}

export interface PlaceOptions {
  font: number;
  bold?: boolean;
  /** Labels stay inside this box (the plot). */
  bounds: Box;
  /** Boxes no label may cover, besides the markers themselves. */
  obstacles?: Box[];
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(a: Box, b: Box): boolean {
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The box a label of `text` occupies: its estimated width, `lead` and a padding each side; 1.3 lines high. */
export function labelSize(text: string, font: number, bold = false, lead = 0): { width: number; height: number; pad: number } {
  const pad = Math.round(font * 0.25);
  return { width: lead + textWidth(text, font, bold) + 2 * pad, height: Math.round(font * 1.3), pad };
}

/** Where a label of size w × h may go around marker m, best first; `near` marks the places beside the marker (no leader). */
function candidates(m: LabelRequest, w: number, h: number, gap: number, steps: number): { box: Box; near: boolean }[] {
  const d = m.r + gap;
  const beside: Record<Side, [number, number]> = {
    ne: [m.x + d, m.y - d - h],
    e: [m.x + d, m.y - h / 2],
    se: [m.x + d, m.y + d],
    nw: [m.x - d - w, m.y - d - h],
    w: [m.x - d - w, m.y - h / 2],
    sw: [m.x - d - w, m.y + d],
    n: [m.x - w / 2, m.y - d - h],
    s: [m.x - w / 2, m.y + d],
  };
  const order = [...new Set([...(m.prefer ?? []), ...(Object.keys(beside) as Side[])])];
  const out = order.map((k) => ({ box: { x: beside[k][0], y: beside[k][1], width: w, height: h }, near: true }));
  const lead = d + 2 * gap;
  for (let s = 1; s <= steps; s++) {
    for (const dy of [-s * (h + gap), s * (h + gap)]) {
      for (const x of [m.x + lead, m.x - lead - w, m.x - w / 2])
        out.push({ box: { x, y: m.y - h / 2 + dy, width: w, height: h }, near: false });
    }
  }
  return out;
}

/** The leader from the edge of marker m to the nearest point of box b. */
function leaderTo(m: LabelRequest, b: Box): [number, number, number, number] {
  const px = Math.max(b.x, Math.min(m.x, b.x + b.width));
  const py = Math.max(b.y, Math.min(m.y, b.y + b.height));
  const len = Math.hypot(px - m.x, py - m.y) || 1;
  return [m.x + ((px - m.x) * m.r) / len, m.y + ((py - m.y) * m.r) / len, px, py];
}

/** Places each request's label in turn (earlier requests get the better places). */
export function placeLabels(requests: LabelRequest[], { font, bold = false, bounds, obstacles = [] }: PlaceOptions): PlacedLabel[] {
  const gap = Math.max(2, Math.round(font * 0.25));
  const markers = requests.map((m) => ({ x: m.x - m.r, y: m.y - m.r, width: 2 * m.r, height: 2 * m.r }));
  const taken: Box[] = [...obstacles, ...markers];
  return requests.map((m) => {
    const { width, height, pad } = labelSize(m.text, font, bold, m.lead);
    const steps = Math.ceil(bounds.height / (height + gap));
    const all = candidates(m, width, height, gap, steps);
    const fits = (area: Box) => all.find((c) => inside(c.box, area) && !taken.some((t) => intersects(c.box, t)));
    const free = (m.within && fits(m.within)) || fits(bounds);
    const crowded = !free;
    const chosen = free ?? leastCovered(all, bounds, taken);
    taken.push(chosen.box);
    const far = !chosen.near || crowded;
    return {
      id: m.id,
      text: m.text,
      box: chosen.box,
      baseline: chosen.box.y + height / 2 + font * 0.35,
      pad,
      leader: far ? leaderTo(m, chosen.box) : null,
      crowded,
    };
  });
}

/** Failing a free place, the one inside the bounds (moved in if need be) that covers the least. */
function leastCovered(all: { box: Box; near: boolean }[], bounds: Box, taken: Box[]): { box: Box; near: boolean } {
  let best = all[0];
  let cost = Number.POSITIVE_INFINITY;
  for (const c of all) {
    const box = {
      ...c.box,
      x: Math.max(bounds.x, Math.min(c.box.x, bounds.x + bounds.width - c.box.width)),
      y: Math.max(bounds.y, Math.min(c.box.y, bounds.y + bounds.height - c.box.height)),
    };
    const covered = taken.reduce((a, t) => a + overlap(box, t), 0);
    if (covered < cost) {
      cost = covered;
      best = { box, near: c.near };
    }
  }
  return best;
}
