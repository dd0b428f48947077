// The uni-window scheduler's shared window over time (Nishigaki 1981 §5:
// "increased when the paging system was overloaded and decreased when
// underloaded"), one line per memory, read from the arms' adjustments.
import { LineChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import type { OweMetrics } from '../../../wasm/types/core';
import type { ArmWith } from '../types';
import { WINDOW_READING_SHORT } from './windowReading';

/** The window in force at time `t` (s): the last adjustment at or before it. */
const windowAt = (points: [number, number][], t: number) => {
  let w: number | null = null;
  for (const [at, window] of points) if (at <= t) w = window;
  return w;
};

export function SharedWindowChart({ arms, label }: { arms: ArmWith<OweMetrics>[]; label: (a: ArmWith<OweMetrics>) => string }) {
  const end = Math.max(0, ...arms.flatMap((a) => a.metrics.shared_window.map(([t]) => t)));
  const xs = Array.from({ length: Math.round(end) + 1 }, (_, i) => i);
  return (
    <Exportable name="nishigaki-shared-window">
      <LineChart
        title="The uni-window scheduler’s shared window over time"
        xs={xs}
        xLabel="time (s)"
        yLabel="shared window (Δ = 200,000 instructions)"
        series={arms.map((a) => ({ name: label(a), values: xs.map((t) => windowAt(a.metrics.shared_window as [number, number][], t)) }))}
      />
      <p className="muted">{WINDOW_READING_SHORT}</p>
    </Exportable>
  );
}
