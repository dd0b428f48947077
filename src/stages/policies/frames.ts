// The number of frames, written into the scenario (so the link carries it):
// 3 against 4 is Belady's story.
import type { Scenario } from '../../scenario/types';

/** The scenario with `frames` frames, its free pool shrunk to fit if need be. */
export function withFrames(s: Scenario, frames: number): Scenario {
  const pool = Math.min(s.memory.pool_n, frames);
  const low = pool > 0 ? Math.min(s.memory.pool_low_water, frames - pool) : 0;
  const { pointer_start, ...memory } = s.memory;
  // A pointer start beyond the new frames is dropped: the pointer starts where the loads leave it.
  const start = pointer_start != null && pointer_start < frames ? { pointer_start } : {};
  return { ...s, memory: { ...memory, ...start, frames, pool_n: pool, pool_low_water: low } };
}
