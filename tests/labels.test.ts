// Label placement, text estimates and ticks: the pure pieces the charts lay
// out with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, intersects, type LabelRequest, labelSize, placeLabels } from '../src/charts/labels';
import { chartType, textWidth, wrapText } from '../src/charts/text';
import { fitTicks, numberTicks, ticksFit, timeTicks, timeUnit } from '../src/charts/ticks';

const plot: Box = { x: 60, y: 40, width: 400, height: 240 };
const font = 12.8;

function inside(a: Box, b: Box) {
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

function expectApart(boxes: Box[]) {
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i], boxes[j]), `labels ${i} and ${j} overlap`).toBe(false);
}

describe('chart type', () => {
  it('follows the root font size and never falls under 12 px', () => {
    expect(chartType(15.5).font).toBe(12.4);
    expect(chartType(10).font).toBe(12);
    expect(chartType(10).title).toBe(13);
    expect(chartType(39.7).font).toBeCloseTo(31.76);
    expect(chartType(40).unit).toBe(2.5);
    expect(chartType(12).unit).toBe(1);
  });
});

describe('textWidth', () => {
  it('adds up per-character widths: narrow 0.32 em, f t r 0.42, digits 0.64, capitals 0.72, wide 0.9, the rest 0.62', () => {
    expect(textWidth('1000', 10)).toBeCloseTo(25.6);
    expect(textWidth('il', 10)).toBeCloseTo(6.4);
    expect(textWidth('ftr', 10)).toBeCloseTo(12.6);
    expect(textWidth('Mw', 10)).toBeCloseTo(18);
    expect(textWidth('ace', 10)).toBeCloseTo(18.6);
    expect(textWidth('AB', 10)).toBeCloseTo(14.4);
    expect(textWidth('LT-knee', 12, true)).toBeCloseTo(textWidth('LT-knee', 12) * 1.1);
  });

  it('wraps at spaces within the width, ending a cut line in an ellipsis', () => {
    const lines = wrapText('Page Survival Index (Bard 1975) for every interval of the run', 150, 12);
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(textWidth(l, 12)).toBeLessThanOrEqual(150);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(wrapText('short', 150, 12)).toEqual(['short']);
  });
});

describe('placeLabels', () => {
  const at = (id: string, text: string, x: number, y: number): LabelRequest => ({ id, text, x, y, r: 8.5 });

  it('puts four labels of markers at one point apart, beside it, inside the plot', () => {
    const reqs = [
      at('p', 'parachor', 250, 160),
      at('lt', 'LT-knee', 250, 160),
      at('pe', 'PE-knee', 250, 160),
      at('op', 'operating point', 250, 160),
    ];
    const placed = placeLabels(reqs, { font, bold: true, bounds: plot });
    expectApart(placed.map((l) => l.box));
    for (const l of placed) {
      expect(inside(l.box, plot)).toBe(true);
      expect(l.crowded).toBe(false);
      // Nothing covers the marker.
      expect(intersects(l.box, { x: 250 - 8.5, y: 160 - 8.5, width: 17, height: 17 })).toBe(false);
    }
  });

  it('sizes each box from the text estimate and the font', () => {
    const [l] = placeLabels([at('op', 'operating point', 250, 160)], { font, bold: true, bounds: plot });
    const size = labelSize('operating point', font, true);
    expect(l.box.width).toBeCloseTo(textWidth('operating point', font, true) + 2 * size.pad);
    expect(l.box.height).toBe(size.height);
    expect(size.pad).toBe(3);
    expect(labelSize('operating point', font, true, 14).width).toBeCloseTo(size.width + 14);
  });

  it('stacks labels crowded into the plot’s corner away from it, with leader lines from marker to label', () => {
    const corner = [
      at('a', 'parachor', 455, 45),
      at('b', 'LT-knee', 450, 48),
      at('c', 'PE-knee', 452, 50),
      at('d', 'operating point', 455, 52),
    ];
    const title: Box = { x: 60, y: 10, width: 300, height: 20 };
    const placed = placeLabels(corner, { font, bold: true, bounds: plot, obstacles: [title] });
    expectApart(placed.map((l) => l.box));
    const moved = placed.filter((l) => l.leader);
    expect(moved.length).toBeGreaterThan(0);
    for (const l of placed) {
      expect(inside(l.box, plot)).toBe(true);
      expect(intersects(l.box, title)).toBe(false);
    }
    for (const l of moved) {
      const m = corner.find((c) => c.id === l.id)!;
      const [x1, y1, x2, y2] = l.leader!;
      // From the marker's edge to a point on the label's box.
      expect(Math.hypot(x1 - m.x, y1 - m.y)).toBeCloseTo(m.r);
      expect(x2 >= l.box.x - 1e-9 && x2 <= l.box.x + l.box.width + 1e-9).toBe(true);
      expect(y2 >= l.box.y - 1e-9 && y2 <= l.box.y + l.box.height + 1e-9).toBe(true);
      expect(x2 === l.box.x || x2 === l.box.x + l.box.width || y2 === l.box.y || y2 === l.box.y + l.box.height).toBe(true);
    }
  });

  it('keeps labels of markers at neighbouring x off each other and off every obstacle', () => {
    const obstacles: Box[] = [
      { x: 60, y: 10, width: 400, height: 22 },
      { x: 40, y: 272, width: 40, height: 16 },
    ];
    fc.assert(
      fc.property(
        fc.array(fc.record({ dx: fc.integer({ min: -12, max: 12 }), dy: fc.integer({ min: -40, max: 40 }) }), {
          minLength: 2,
          maxLength: 5,
        }),
        fc.integer({ min: 90, max: 400 }),
        fc.integer({ min: 70, max: 250 }),
        (offsets, x, y) => {
          const names = ['parachor', 'LT-knee', 'PE-knee', 'operating point', 'knee'];
          const reqs = offsets.map((o, i) => at(String(i), names[i], x + o.dx, y + o.dy));
          const placed = placeLabels(reqs, { font, bold: true, bounds: plot, obstacles });
          expectApart(placed.map((l) => l.box));
          for (const l of placed) {
            expect(l.crowded).toBe(false);
            expect(inside(l.box, plot)).toBe(true);
            for (const o of obstacles) expect(intersects(l.box, o)).toBe(false);
            for (const m of reqs) expect(intersects(l.box, { x: m.x - m.r, y: m.y - m.r, width: 2 * m.r, height: 2 * m.r })).toBe(false);
          }
        },
      ),
    );
  });

  it('prefers the places it is asked to, and an area it names', () => {
    const area: Box = { x: 300, y: 150, width: 160, height: 130 };
    const [l] = placeLabels([{ id: 'c', text: 'C · overload', x: 460, y: 150, r: 0, prefer: ['sw'], within: area }], {
      font,
      bounds: plot,
    });
    expect(inside(l.box, area)).toBe(true);
    expect(l.box.x + l.box.width).toBeLessThan(460);
    expect(l.box.y).toBeGreaterThan(150);
  });

  it('says when no place was free', () => {
    const tiny: Box = { x: 0, y: 0, width: 60, height: 20 };
    const placed = placeLabels([at('a', 'operating point', 30, 10)], { font, bounds: tiny });
    expect(placed[0].crowded).toBe(true);
  });
});

describe('ticks', () => {
  it('labels time in the unit of its span, for sampler intervals of 1 ms to 100 s', () => {
    const ms = timeTicks(0.001, 0.1, 5);
    expect(ms.unit).toBe('ms');
    expect(ms.ticks.map((t) => t.label)).toEqual(['20', '40', '60', '80', '100']);
    expect(ms.ticks[0].value).toBeCloseTo(0.02);
    const tenths = timeTicks(0.1, 120, 6);
    expect(tenths.unit).toBe('s');
    expect(tenths.ticks.map((t) => t.label)).toEqual(['20', '40', '60', '80', '100', '120']);
    const short = timeTicks(0.1, 2.5, 5);
    expect(short.ticks.map((t) => t.label)).toEqual(['0.5', '1.0', '1.5', '2.0', '2.5']);
    expect(timeTicks(100, 100_000, 5).unit).toBe('h');
    expect(timeTicks(100, 6000, 5).unit).toBe('min');
    expect([timeUnit(0.5), timeUnit(1), timeUnit(600), timeUnit(601), timeUnit(3 * 3600 + 1)]).toEqual(['ms', 's', 's', 'min', 'h']);
  });

  it('puts numbers under 10 000 plainly and larger ones with SI prefixes, zero as 0', () => {
    expect(numberTicks(0, 1, 5).map((t) => t.label)).toEqual(['0', '0.2', '0.4', '0.6', '0.8', '1.0']);
    expect(numberTicks(0, 1_000_000, 5).map((t) => t.label)).toEqual(['0', '200k', '400k', '600k', '800k', '1M']);
    expect(numberTicks(0, 5000, 5).map((t) => t.label)).toEqual(['0', '1,000', '2,000', '3,000', '4,000', '5,000']);
  });

  it('keeps as many ticks as leave a font size between labels', () => {
    const position = (v: number) => (v / 1_000_000) * 120;
    const ticks = fitTicks((n) => numberTicks(0, 1_000_000, n), position, 12, 10);
    expect(ticksFit(ticks, position, 12)).toBe(true);
    expect(ticksFit(numberTicks(0, 1_000_000, 10), position, 12)).toBe(false);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
  });
});
