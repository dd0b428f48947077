// The nishigaki-owe arms, `scheduler/memory`, as the core names and orders
// them: the OWE under the PE-knee, under the LT-knee, then the uni-window
// scheduler (the baseline), in the squeezed memory, then in the roomy one.
import { armNames } from '../types';

export interface OweLayout {
  /** The schedulers in the core's order. */
  schedulers: string[];
  /** The memories, squeezed first. */
  rooms: string[];
  /** The scheduler the OWE is measured against: the uni-window scheduler, last. */
  baseline: string;
}

const distinct = (xs: string[]) => [...new Set(xs)];

/** The schedulers and memories of the core's arms (the core must be loaded). */
export function oweLayout(): OweLayout {
  const parts = armNames('nishigaki-owe').map((n) => n.split('/'));
  const schedulers = distinct(parts.map((p) => p[0]));
  return { schedulers, rooms: distinct(parts.map((p) => p[1])), baseline: schedulers[schedulers.length - 1] };
}

/** The arm of `scheduler` in `room`. */
export const armName = (scheduler: string, room: string) => `${scheduler}/${room}`;
