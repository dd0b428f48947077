// The charts on real, crowded data: marker labels apart from each other and
// from the title, time axes in real seconds, values off the scale and missing
// values drawn and explained, exports that carry the title and axis labels.
// jsdom measures nothing, so the charts lay out at their fallback size (480 px
// wide, root font 16 px) and the boxes checked are the ones the layout
// computed from estimated text widths.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LifetimeChart } from '../src/charts/LifetimeChart';
import { LineChart } from '../src/charts/LineChart';
import { type Box, intersects, labelSize } from '../src/charts/labels';
import { chartType } from '../src/charts/text';
import { FALLBACK_WIDTH } from '../src/charts/useChartSize';
import { standaloneSvg, svgSize } from '../src/components/Export';

afterEach(cleanup);

const box = (el: Element, attr = 'data-box'): Box => {
  const [x, y, width, height] = el.getAttribute(attr)!.split(' ').map(Number);
  return { x, y, width, height };
};
const within = (a: Box, b: Box) =>
  a.x >= b.x - 0.1 && a.y >= b.y - 0.1 && a.x + a.width <= b.x + b.width + 0.1 && a.y + a.height <= b.y + b.height + 0.1;
const font = chartType(16).font;

// A lifetime curve with its knee region at z ≈ 400 and e up to 500 000.
const z = Array.from({ length: 60 }, (_, i) => i * 20);
const e = z.map((v) => 1 + 5e5 / (1 + Math.exp(-(v - 400) / 80)));

function lifetime(marks: { parachor: number; ltKnee: number; peKnee: number; point: [number, number] }) {
  const m = (i: number) => ({ z: z[i], e: e[i] });
  return render(
    <LifetimeChart
      title="Lifetime curve (1,000,000 references)"
      z={z}
      e={e}
      zLabel="mean resident size z (pages)"
      yLabel="lifetime e (references per fault)"
      parachor={m(marks.parachor)}
      ltKnee={m(marks.ltKnee)}
      peKnee={m(marks.peKnee)}
      point={{ z: marks.point[0], e: marks.point[1] }}
      ray
    />,
  ).container;
}

function expectLabelsApart(container: HTMLElement) {
  const svg = container.querySelector('svg')!;
  const plot = box(svg, 'data-plot');
  const title = box(container.querySelector('.chart-title')!);
  const labels = [...container.querySelectorAll('[data-label]')];
  expect(labels).toHaveLength(4);
  const boxes = labels.map((l) => box(l));
  for (let i = 0; i < boxes.length; i++) {
    expect(intersects(boxes[i], title), `${labels[i].getAttribute('data-label')} covers the title`).toBe(false);
    // Inside the plot: clear of its edge and of the tick labels around it.
    expect(within(boxes[i], plot), `${labels[i].getAttribute('data-label')} leaves the plot`).toBe(true);
    for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i], boxes[j]), `labels ${i} and ${j} overlap`).toBe(false);
  }
  expect(intersects(plot, title)).toBe(false);
  return { labels, boxes, plot };
}

describe('LifetimeChart with crowded markers', () => {
  it('keeps four labels at one point apart, off the title and inside the plot', () => {
    const container = lifetime({ parachor: 20, ltKnee: 20, peKnee: 20, point: [400, e[20]] });
    expectLabelsApart(container);
  });

  it('keeps labels of markers at neighbouring x apart, each naming its marker', () => {
    const container = lifetime({ parachor: 20, ltKnee: 21, peKnee: 22, point: [410, e[20] * 1.02] });
    const { labels } = expectLabelsApart(container);
    expect(labels.map((l) => l.textContent)).toEqual(['parachor', 'LT-knee', 'PE-knee', 'operating point']);
  });

  it('keeps labels of markers crowded in the plot’s top-right corner inside it, off the tick labels, with leaders', () => {
    const top = Math.max(...e);
    const container = lifetime({ parachor: 59, ltKnee: 58, peKnee: 59, point: [z[59], top] });
    const { labels } = expectLabelsApart(container);
    expect(labels.filter((l) => l.querySelector('line')).length).toBeGreaterThan(0);
  });

  it('sizes each label from the text estimate at the chart’s font', () => {
    const container = lifetime({ parachor: 20, ltKnee: 20, peKnee: 20, point: [400, e[20]] });
    const key = Math.round(font * 1.1);
    for (const l of container.querySelectorAll('[data-label]')) {
      const text = l.querySelector('text')!;
      expect(text.style.fontSize).toBe(`${font}px`);
      expect(box(l).width).toBeCloseTo(labelSize(text.textContent!, font, true, key).width, 1);
    }
  });
});

function line(props: Partial<Parameters<typeof LineChart>[0]> & { xs: number[] }) {
  return render(<LineChart title="A series" xLabel="time" yLabel="value" series={[]} {...props} />).container;
}

describe('LineChart on real data', () => {
  it('spreads 1,200 intervals of 0.1 s over the time axis, labelled in seconds', () => {
    const xs = Array.from({ length: 1200 }, (_, i) => (i + 1) / 10);
    const c = line({ xs, xTime: true, series: [{ name: 'CPU', values: xs.map((x) => x % 7) }] });
    expect(screen.getByText('time (s)')).toBeTruthy();
    const ticks = [...c.querySelectorAll('.axis g text')].map((t) => t.textContent!);
    const xTicks = ticks.filter((t) => ['20', '40', '60', '80', '100', '120'].includes(t));
    expect(xTicks.length).toBeGreaterThanOrEqual(3);
    const cx = [...c.querySelectorAll('[data-series="CPU"] circle')].map((p) => Number(p.getAttribute('cx')));
    expect(cx).toHaveLength(1200);
    const plot = box(c.querySelector('svg')!, 'data-plot');
    // data-plot is rounded to 0.1 px.
    expect(cx[0]).toBeCloseTo(plot.x, 1);
    expect(cx[1199]).toBeCloseTo(plot.x + plot.width, 1);
    expect(cx[600] - cx[599]).toBeCloseTo(plot.width / 1199);
  });

  it('labels a run of 1 ms intervals in milliseconds and one of 100 s intervals in hours', () => {
    line({ xs: Array.from({ length: 100 }, (_, i) => (i + 1) / 1000), xTime: true, series: [{ name: 'a', values: Array(100).fill(1) }] });
    expect(screen.getByText('time (ms)')).toBeTruthy();
    cleanup();
    line({ xs: Array.from({ length: 1000 }, (_, i) => (i + 1) * 100), xTime: true, series: [{ name: 'a', values: Array(1000).fill(1) }] });
    expect(screen.getByText('time (h)')).toBeTruthy();
  });

  it('draws values above yMax as ↑ on the top edge and says how many and the largest', () => {
    const values = [10, 50, 20, 312.5, 39, 41];
    const c = line({ xs: [1, 2, 3, 4, 5, 6], yMax: 40, series: [{ name: 'Ψs', values }] });
    const plot = box(c.querySelector('svg')!, 'data-plot');
    const off = [...c.querySelectorAll('[data-off-scale]')];
    expect(off.map((o) => Number(o.getAttribute('data-off-scale')))).toEqual([2, 4, 6]);
    // Just under the top edge (the arrow reaches 1.2 × 4 px each way from its centre).
    for (const o of off) expect(Number(o.getAttribute('transform')!.match(/,([\d.]+)\)/)![1])).toBeCloseTo(plot.y + 4.8, 0);
    expect(c.querySelector('.chart-note')!.textContent).toBe('↑ 3 values above the scale’s 40, the largest 312.5');
    // Values on the scale keep a point each; those above have none.
    expect(c.querySelectorAll('[data-series="Ψs"] circle')).toHaveLength(3);
  });

  it('puts "not done" values in a captioned lane above the plot, off the lines and ticks', () => {
    const c = line({
      xs: [0, 10, 20, 30, 40],
      xLabel: 'y (%)',
      series: [{ name: 'completion time', values: [120, 260, null, 400, null] }],
      missingLabel: 'not done after 600 s',
    });
    expect(screen.getByText('× not done after 600 s — 2 values')).toBeTruthy();
    const plot = box(c.querySelector('svg')!, 'data-plot');
    const lane = c.querySelector('.chart-lane rect')!;
    const laneBottom = Number(lane.getAttribute('y')) + Number(lane.getAttribute('height'));
    expect(laneBottom).toBeLessThan(plot.y);
    const marks = [...c.querySelectorAll('[data-missing]')];
    expect(marks.map((m) => m.getAttribute('data-missing'))).toEqual(['20', '40']);
    for (const m of marks) {
      const y = Number(m.getAttribute('transform')!.match(/,([\d.]+)\)/)![1]);
      expect(y).toBeLessThan(laneBottom);
      expect(y).toBeGreaterThan(Number(lane.getAttribute('y')));
    }
  });

  it('tells series apart by dash and shape as well as colour', () => {
    const c = line({
      xs: [1, 2, 3],
      series: [
        { name: 'a', values: [1, 2, 3] },
        { name: 'b', values: [3, 2, 1] },
        { name: 'c', values: [2, 2, 2] },
      ],
    });
    const legend = [...c.querySelectorAll('[data-legend]')];
    expect(legend.map((l) => l.textContent)).toEqual(['a', 'b', 'c']);
    const dashes = legend.map((l) => l.querySelector('line')!.getAttribute('stroke-dasharray'));
    const shapes = legend.map((l) => l.querySelector('path')!.getAttribute('d'));
    expect(new Set(dashes).size).toBe(3);
    expect(new Set(shapes).size).toBe(3);
  });
});

describe('a curve of a million points', () => {
  const n = 1_000_000;
  const zs = Array.from({ length: n }, (_, i) => i + 1);
  const es = zs.map((v) => 1 + v / 1000);

  it('is drawn through a few points per pixel, ends included, and offers at most 200 to click', () => {
    const { container } = render(
      <LifetimeChart title="Lifetime curve" z={zs} e={es} zLabel="frames" yLabel="lifetime" onPick={() => undefined} />,
    );
    const d = container.querySelector('path[stroke-width]:not([data-marker] path)')?.getAttribute('d') ?? '';
    const points = d.split(/[ML]/).filter(Boolean).length;
    expect(points).toBeGreaterThan(FALLBACK_WIDTH / 2);
    expect(points).toBeLessThanOrEqual(2 * FALLBACK_WIDTH + 1);
    const picks = container.querySelectorAll('circle.pick');
    expect(picks.length).toBe(201); // every 5,000th point, and the last
    expect(picks[picks.length - 1].getAttribute('data-index')).toBe(String(n - 1));
  });

  it('finds a long series’ extremes and offers a hover target per pixel or so, not per value', () => {
    const container = line({ xs: zs, series: [{ name: 'e', values: es }] });
    expect(container.querySelectorAll('circle').length).toBeLessThanOrEqual(4 * FALLBACK_WIDTH + 1);
    expect(container.querySelector('circle title')?.textContent).toBe('e at 1: 1.0');
  });
});

describe('standaloneSvg', () => {
  it('exports a rendered chart at its drawn size with its title, axis labels and styles', () => {
    const c = line({ xs: [0.5, 1, 1.5], xTime: true, yLabel: 'pages/s', series: [{ name: 'rate', values: [1, 2, 3] }] });
    const svg = c.querySelector('svg')!;
    expect(svgSize(svg)).toEqual({ width: FALLBACK_WIDTH, height: 300 });
    const out = new DOMParser().parseFromString(standaloneSvg(svg), 'image/svg+xml');
    const root = out.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['480', '300']);
    const texts = [...root.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain('A series');
    expect(texts).toContain('time (s)');
    expect(texts).toContain('pages/s');
    expect(root.querySelector('style')!.textContent).toContain('font-family:system-ui');
  });

  it('sizes a picture drawn in a viewBox by the viewBox', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 520 300');
    expect(svgSize(svg)).toEqual({ width: 520, height: 300 });
  });
});
