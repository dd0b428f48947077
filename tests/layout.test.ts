// A chart's frame fits the box it is given: everything from the title down
// to the notes stacked without overlap inside the height, at the sizes of a
// classroom (1366×768, 1920×1080) and of a projector in presenter mode.

import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { intersects } from '../src/charts/labels';
import { bandFrame, type FrameSpec, linearFrame, yTicksFitting } from '../src/charts/layout';
import { seriesStyle } from '../src/charts/marks';
import { chartType, textWidth } from '../src/charts/text';

const spec = (width: number, height: number, rem: number): FrameSpec => ({
  width,
  height,
  type: chartType(rem),
  title: 'Page Survival Index (Bard 1975): Ψs and Ψs* for every interval of the run',
  xLabel: 'time',
  yLabel: 'essential interruptions',
  legend: ['Ψs (eq. 4)', 'Ψs, active owners', 'Ψs* (eq. 5)'].map((name, i) => ({ name, style: seriesStyle(i) })),
  lane: '× no page replaced, or no pointer cycle, in the interval — 35 values',
  notes: ['↑ Ψs* (eq. 5): 12 values above the scale’s 40, the largest 312.5'],
  y: { domain: [0, 40], nice: false },
});

describe('linearFrame', () => {
  for (const [width, height, rem] of [
    [380, 260, 15.5],
    [620, 400, 18.6],
    [1800, 1000, 39.7],
  ])
    it(`stacks title, legend, lane, plot, axis and notes inside ${width}×${height} at ${rem} px per rem`, () => {
      const f = linearFrame(spec(width, height, rem), { domain: [0.1, 120], time: true });
      const t = f.spec.type;
      const bottom = (b: { y: number; height: number }) => b.y + b.height;
      expect(f.title.box.y).toBeGreaterThanOrEqual(0);
      for (const l of f.legend) expect(l.y - t.line / 2).toBeGreaterThanOrEqual(bottom(f.title.box) - 1e-9);
      expect(f.lane!.caption.box.y).toBeGreaterThanOrEqual(Math.max(...f.legend.map((l) => l.y + t.line / 2)) - 1e-9);
      expect(bottom(f.lane!.band)).toBeLessThanOrEqual(f.plot.y);
      expect(f.xLabel.y).toBeGreaterThan(bottom(f.plot) + t.line);
      expect(f.notes.box.y).toBeGreaterThanOrEqual(f.xLabel.y);
      expect(bottom(f.notes.box)).toBeLessThanOrEqual(height);
      expect(f.plot.x + f.plot.width).toBeLessThanOrEqual(width);
      expect(f.xLabel.text).toBe('time (s)');
      // No text box outside the plot covers another.
      const boxes = f.obstacles;
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i], boxes[j])).toBe(false);
      for (const b of boxes) expect(intersects(b, f.plot)).toBe(false);
    });

  it('keeps the first x tick label clear of the lowest y tick label at the corner', () => {
    const f = linearFrame({ ...spec(480, 300, 16), lane: undefined, notes: [] }, { domain: [1000, 3000], values: [1000, 2000, 3000] });
    expect(f.xTicks[0]).toEqual({ x: f.plot.x, label: '1,000' });
    const boxes = f.obstacles;
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i], boxes[j])).toBe(false);
  });

  it('writes the y-axis label whole: along the axis when two lines of the plot’s height hold it, else across, above the plot', () => {
    const label = '% CPU activity (100 − y = 70)';
    const frame = (height: number) =>
      linearFrame({ ...spec(400, height, 20), yLabel: label, lane: undefined, notes: [], legend: [] }, { domain: [0, 25] });
    // 20 px labels (presenter mode): "% CPU activity (100 −" is about 207 px long, "y = 70)" 76 px.
    const tall = frame(400);
    expect(tall.yLabel.across).toBeNull();
    expect(tall.yLabel.lines.join(' ')).toBe(label);
    const short = frame(220);
    expect(short.plot.height).toBeLessThan(130);
    expect(short.yLabel.lines).toEqual([]);
    expect(short.yLabel.across!.lines).toEqual([label]);
    // Above the plot, under the title, and taken from the plot's height.
    expect(short.yLabel.across!.box.y).toBeGreaterThanOrEqual(short.title.box.y + short.title.box.height);
    expect(short.yLabel.across!.box.y + short.yLabel.across!.box.height).toBeLessThanOrEqual(short.plot.y);
    expect(short.plot.x).toBeLessThan(tall.plot.x);
  });

  it('wraps a long title within the width, in at most two lines', () => {
    const f = linearFrame(spec(380, 260, 15.5), { domain: [0, 1] });
    expect(f.title.lines.length).toBe(2);
    for (const l of f.title.lines)
      expect(textWidth(l, f.spec.type.title, true)).toBeLessThanOrEqual(380 - 2 * Math.round(f.spec.type.font * 0.5));
  });

  it('uses the data’s own x values as ticks when they are few and fit', () => {
    const f = linearFrame(
      { ...spec(480, 300, 16), lane: undefined, notes: [] },
      { domain: [0, 40], values: [0, 5, 10, 15, 20, 25, 30, 35, 40] },
    );
    expect(f.xTicks.map((k) => k.label)).toEqual(['0', '5', '10', '15', '20', '25', '30', '35', '40']);
  });
});

describe('bandFrame', () => {
  it('labels every fifth bin of a long histogram, more apart when narrow', () => {
    const labels = Array.from({ length: 41 }, (_, i) => (i === 40 ? '4.0+' : (i / 10).toFixed(1)));
    const wide = bandFrame({ ...spec(600, 300, 16), lane: undefined, notes: [], legend: [] }, { labels, labelEvery: 5 });
    expect(wide.xTicks.map((k) => k.label)).toEqual(['0.0', '0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5', '4.0+']);
    const narrow = bandFrame({ ...spec(240, 300, 16), lane: undefined, notes: [], legend: [] }, { labels, labelEvery: 5 });
    expect(narrow.xTicks.map((k) => k.label)).toEqual(['0.0', '1.0', '2.0', '3.0', '4.0+']);
  });

  it('names every category, cutting a name short to its band', () => {
    const f = bandFrame(
      { ...spec(300, 300, 16), lane: undefined, notes: [], legend: [] },
      { labels: ['OWE, PE-knee', 'OWE, LT-knee', 'uni-window scheduler'] },
    );
    expect(f.xTicks).toHaveLength(3);
    for (const k of f.xTicks) expect(textWidth(k.label, f.spec.type.font)).toBeLessThanOrEqual(f.sx.step());
  });

  it('staggers a few bars’ names on two rows rather than leave one out, and only when they would touch', () => {
    const labels = ['OWE, PE-knee', 'OWE, LT-knee', 'uni-window'];
    const base = { ...spec(300, 300, 16), lane: undefined, notes: [], legend: [] };
    const f = bandFrame(base, { labels, labelEvery: 1 });
    expect(f.xTicks.map((k) => [k.label, k.row])).toEqual([
      ['OWE, PE-knee', 0],
      ['OWE, LT-knee', 1],
      ['uni-window', 0],
    ]);
    // Whole names, none touching its neighbour on its row; the axis label a line lower than with one row.
    const font = f.spec.type.font;
    expect(textWidth(labels[0], font) / 2 + textWidth(labels[2], font) / 2).toBeLessThan(f.xTicks[2].x - f.xTicks[0].x);
    const wide = bandFrame({ ...base, width: 900 }, { labels, labelEvery: 1 });
    expect(wide.xTicks.map((k) => k.row ?? 0)).toEqual([0, 0, 0]);
    expect(f.xLabel.y - (f.plot.y + f.plot.height)).toBeCloseTo(wide.xLabel.y - (wide.plot.y + wide.plot.height) + f.spec.type.line);
  });
});

describe('the y axis’s ticks', () => {
  const line = 20;
  it('thin out on a short plot until their labels do not touch, down to the two ends', () => {
    // 0–600 on 45 px: d3 would give 0, 200, 400, 600 (15 px apart); the ends are 45 px apart.
    const sy = scaleLinear().domain([0, 600]).range([45, 0]);
    expect(yTicksFitting(0, 600, 4, sy, line).map((k) => k.value)).toEqual([0, 600]);
    // The same axis on 200 px keeps every tick.
    const tall = scaleLinear().domain([0, 600]).range([200, 0]);
    expect(yTicksFitting(0, 600, 4, tall, line).map((k) => k.value)).toEqual([0, 200, 400, 600]);
  });

  it('keep the top alone on a plot not two lines tall', () => {
    const sy = scaleLinear().domain([0, 600]).range([15, 0]);
    expect(yTicksFitting(0, 600, 2, sy, line).map((k) => k.value)).toEqual([600]);
  });
});
