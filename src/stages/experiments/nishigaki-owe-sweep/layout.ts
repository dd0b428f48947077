// The nishigaki-owe-sweep arms, `scheduler/frames`, as the core names and
// orders them: at each memory size the OWE (PE-knee), then the uni-window
// scheduler.
import type { OweMetrics } from '../../../wasm/types/core';
import type { ArmsOf, ArmWith } from '../types';
import { metricsOf } from '../types';

/** The memory sizes, in the core's order (smallest first). */
export const sweepFrames = (arms: ArmWith<OweMetrics>[]) => [...new Set(arms.map((a) => Number(a.name.split('/')[1])))];

/** The OWE's throughput against the uni-window scheduler's at `frames`, as a fraction (0.1 = 10 % more). */
export const advantage = (arms: ArmsOf<'nishigaki-owe-sweep'>, frames: number) =>
  metricsOf(arms, `owe-pe/${frames}`).throughput / metricsOf(arms, `uni-window/${frames}`).throughput - 1;

/** Nishigaki 1981 §5's difference in total service: 2 M bytes (the lab's 195 frames) and 3 M bytes (300), %. */
export const PAPER_ADVANTAGE: { frames: number; low: number; high: number }[] = [
  { frames: 195, low: 12.2, high: 19.1 },
  { frames: 300, low: 0.9, high: 1.0 },
];
