// One read of the simulator's state after a call: flat arrays for the
// frames, small JSON for the rest. Rebuilt after every call.
import type { Simulator } from '../wasm/core';
import {
  type Counters,
  type DrumView,
  FRAME_STATE,
  type FrameState,
  type LoadView,
  type ProcView,
  type PsiPoint,
  type Sample,
  type SimEvent,
  type WorkingSetView,
} from './types';

export interface FrameView {
  frame: number;
  page: number;
  owner: number;
  register: number;
  usage: boolean;
  modified: boolean;
  firstTime: boolean;
  state: FrameState;
}

export interface Snapshot {
  step: number;
  total: number;
  nowUs: number;
  done: boolean;
  counters: Counters;
  frames: FrameView[];
  /** Listed frames from the pointer on. */
  ring: number[];
  pointerAdvances: number;
  freePool: number[];
  drum: DrumView | null;
  procs: ProcView[];
  /** Per process, the indices of its references that faulted so far. */
  faults: Set<number>[];
  /** The sampler's records and Figure 1's points ([page rate, CPU %]) so far. */
  samples: Sample[];
  activity: [number, number][];
  /** Load control: each process's membership and progress, the MPL. */
  load: LoadView;
  workingSets: WorkingSetView | null;
  /** Bard 1975's Ψs and Ψs* per sampler interval. */
  psi: PsiPoint[];
  /** The most recent scheduling decisions (up to LOG_LENGTH), oldest first. */
  decisions: SimEvent[];
  /** The most recent events (up to LOG_LENGTH), oldest first. */
  recent: SimEvent[];
}

export const LOG_LENGTH = 120;

export function readSnapshot(sim: Simulator): Snapshot {
  const pages = sim.frame_pages();
  const owners = sim.frame_owners();
  const registers = sim.frame_registers();
  const flags = sim.frame_flags();
  const states = sim.frame_states();
  const frames: FrameView[] = Array.from(pages, (page, frame) => ({
    frame,
    page,
    owner: owners[frame],
    register: registers[frame],
    usage: (flags[frame] & 1) !== 0,
    modified: (flags[frame] & 2) !== 0,
    firstTime: (flags[frame] & 4) !== 0,
    state: FRAME_STATE[states[frame]],
  }));
  const count = sim.event_count();
  const procs = JSON.parse(sim.processes_json()) as ProcView[];
  return {
    step: Number(sim.step_count()),
    total: Number(sim.total_steps()),
    nowUs: sim.now_us(),
    done: sim.is_done(),
    counters: JSON.parse(sim.counters_json()) as Counters,
    frames,
    ring: Array.from(sim.ring_order()),
    pointerAdvances: sim.pointer_advances(),
    freePool: Array.from(sim.free_pool()),
    drum: JSON.parse(sim.drum_json()) as DrumView | null,
    procs,
    faults: procs.map((_, pid) => new Set(sim.fault_indices(pid))),
    samples: JSON.parse(sim.samples_json()) as Sample[],
    activity: JSON.parse(sim.activity_json()) as [number, number][],
    load: JSON.parse(sim.load_json()) as LoadView,
    workingSets: JSON.parse(sim.working_sets_json()) as WorkingSetView | null,
    psi: JSON.parse(sim.psi_json()) as PsiPoint[],
    recent: JSON.parse(sim.events_json(Math.max(0, count - LOG_LENGTH))) as SimEvent[],
    decisions: JSON.parse(sim.decisions_json(LOG_LENGTH)) as SimEvent[],
  };
}

/** The events of the micro-step just taken. */
export function lastStepEvents(snap: Snapshot): SimEvent[] {
  return snap.recent.filter((e) => e.step === snap.step);
}
