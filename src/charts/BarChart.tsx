// A bar chart over named categories (a histogram when they are bins), laid
// out for the space it gets; labels on every n-th bar, as many as fit.
import { useChartTable } from '../components/ChartTable';
import { OWNER_COLOURS } from '../viz/palette';
import { ChartBox, FrameSvg } from './Frame';
import { bandFrame } from './layout';

export interface BarChartProps {
  title: string;
  labels: string[];
  values: number[];
  xLabel: string;
  yLabel: string;
  /** Label every n-th bar at least (every fifth by default, for long histograms); more are skipped when labels would touch. */
  labelEvery?: number;
  /** Width ÷ height when the container does not set the height. */
  ratio?: number;
  /** The top of the y-axis, to share one scale between charts (default: the largest value). */
  yMax?: number;
}

export function BarChart({ title, labels, values, xLabel, yLabel, labelEvery = 5, ratio = 1.6, yMax }: BarChartProps) {
  useChartTable(() => ({ caption: title, head: [xLabel, yLabel], rows: labels.map((l, i) => [l, values[i] ?? null]) }));
  return (
    <ChartBox ratio={ratio}>
      {(size, type) => {
        const frame = bandFrame(
          { ...size, type, title, xLabel, yLabel, y: { domain: [0, yMax ?? Math.max(1, ...values)] } },
          { labels, padding: labels.length > 12 ? 0.08 : 0.25, labelEvery },
        );
        const { sx, sy } = frame;
        return (
          <FrameSvg frame={frame} className="bar-chart">
            {values.map((v, i) => (
              <rect key={i} x={sx(String(i))} y={sy(v)} width={Math.max(1, sx.bandwidth())} height={sy(0) - sy(v)} fill={OWNER_COLOURS[0]}>
                <title>{`${labels[i]}: ${v.toLocaleString('en-US')}`}</title>
              </rect>
            ))}
          </FrameSvg>
        );
      }}
    </ChartBox>
  );
}
