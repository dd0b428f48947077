// Reading the simulator's state for the UI, in constant time per animation
// frame: a SnapshotReader remembers what it read last and asks the core only
// for what changed since — events, decisions and sampler records past the
// counts it holds (all three are the same at the same index whatever seeks
// came between, since a run is deterministic), and the bounded views (frames,
// processes, drum, load control, working sets). A part that did not change
// keeps its identity, so memoized charts do not redraw.

import { constants } from '../wasm/constants';
import type { Simulator } from '../wasm/core';
import type {
  Counters,
  DrumView,
  FrameState,
  LoadView,
  ProcView,
  PsiPoint,
  Region,
  Sample,
  SamplesSince,
  SimEvent,
  WorkingSetView,
} from './types';

export interface FrameView {
  frame: number;
  page: number;
  owner: number;
  register: number;
  usage: boolean;
  modified: boolean;
  firstTime: boolean;
  /** Its second-chance write to the drum is under way (`memory.modified_chance`); the page stays. */
  writing: boolean;
  state: FrameState;
}

/**
 * Which of a process's references have faulted so far: reference `i` has
 * once the process has taken `count` faults exactly when
 * `0 < ordinals[i] ≤ count` (the core's `fault_ordinals`, for the whole run).
 */
export class FaultMarks {
  constructor(
    private readonly ordinals: Uint32Array,
    readonly count: number,
  ) {}

  has(index: number): boolean {
    const o = this.ordinals[index];
    return o !== undefined && o !== 0 && o <= this.count;
  }
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
  /** Per process, which of its references have faulted so far. */
  faults: FaultMarks[];
  /** The sampler's records and Figure 1's points ([page rate, CPU %]) so far. */
  samples: Sample[];
  activity: [number, number][];
  /** Each point's area of Figure 1, as the core recorded it when the sampler closed its interval (under the run's x and y). */
  regions: Region[];
  /** P(next area | this area) over those areas so far (the core's `transition_matrix`), rows and columns in `constants().regions` order. */
  matrix: Matrix;
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

/** A transition matrix between Figure 1's areas: P(next | this). */
export type Matrix = SamplesSince['matrix'];

export const LOG_LENGTH = 120;

const sameArray = (a: ArrayLike<number> | undefined, b: ArrayLike<number>) => {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** The last `LOG_LENGTH` of a list held up to `held` that now has `count` entries; `read(from)` gives entries from `from` on. */
function tail<T>(list: T[], held: number, count: number, read: (from: number) => T[]): T[] {
  if (count === held) return list;
  if (count > held) {
    const from = Math.max(held, count - LOG_LENGTH);
    const fresh = read(from);
    return (from === held ? list.concat(fresh) : fresh).slice(-LOG_LENGTH);
  }
  return read(Math.max(0, count - LOG_LENGTH));
}

type FrameArrays = [Uint32Array, Uint16Array, Uint32Array, Uint8Array, Uint8Array];

export class SnapshotReader {
  private readonly ordinals: Uint32Array[];
  private last: Snapshot | null = null;
  private texts: Record<'counters' | 'procs' | 'drum' | 'load' | 'workingSets', string | null> = {
    counters: null,
    procs: null,
    drum: null,
    load: null,
    workingSets: null,
  };
  private frameArrays: FrameArrays | null = null;
  private ringArray: Uint32Array | null = null;
  private poolArray: Uint32Array | null = null;
  private eventCount = 0;
  private decisionCount = 0;

  constructor(private readonly sim: Simulator) {
    const processes = (JSON.parse(sim.processes_json()) as unknown[]).length;
    this.ordinals = Array.from({ length: processes }, (_, pid) => sim.fault_ordinals(pid));
  }

  /** The state now; parts unchanged since the last read are the same objects. */
  read(): Snapshot {
    const { sim, last } = this;
    const procs = this.parsed('procs', sim.processes_json(), last?.procs) as ProcView[];
    const events = sim.event_count();
    const decisions = sim.decision_count();
    const snap: Snapshot = {
      step: Number(sim.step_count()),
      total: Number(sim.total_steps()),
      nowUs: sim.now_us(),
      done: sim.is_done(),
      counters: this.parsed('counters', sim.counters_json(), last?.counters) as Counters,
      frames: this.frames(last?.frames),
      ...this.ring(last),
      drum: this.parsed('drum', sim.drum_json(), last?.drum) as DrumView | null,
      procs,
      faults: this.faults(procs, last?.faults),
      ...this.samples(last),
      load: this.parsed('load', sim.load_json(), last?.load) as LoadView,
      workingSets: this.parsed('workingSets', sim.working_sets_json(), last?.workingSets) as WorkingSetView | null,
      recent: tail(last?.recent ?? [], this.eventCount, events, (from) => JSON.parse(sim.events_json(from)) as SimEvent[]),
      decisions: tail(last?.decisions ?? [], this.decisionCount, decisions, (from) => JSON.parse(sim.decisions_json(from)) as SimEvent[]),
    };
    this.eventCount = events;
    this.decisionCount = decisions;
    this.last = snap;
    return snap;
  }

  /** Each process's fault marks; a process whose fault count is unchanged keeps its marks. */
  private faults(procs: ProcView[], held: FaultMarks[] | undefined): FaultMarks[] {
    const marks = procs.map((p, pid) => {
      const h = held?.[pid];
      return h && h.count === p.proc.faults ? h : new FaultMarks(this.ordinals[pid], p.proc.faults);
    });
    return held && marks.every((m, pid) => m === held[pid]) ? held : marks;
  }

  /** The parsed JSON, or `held` if the text is what it was last time. */
  private parsed(key: keyof SnapshotReader['texts'], text: string, held: unknown): unknown {
    if (held !== undefined && this.texts[key] === text) return held;
    this.texts[key] = text;
    return JSON.parse(text);
  }

  private frames(held: FrameView[] | undefined): FrameView[] {
    const sameFrame = (a: FrameView, b: FrameView) =>
      a.page === b.page &&
      a.owner === b.owner &&
      a.register === b.register &&
      a.usage === b.usage &&
      a.modified === b.modified &&
      a.firstTime === b.firstTime &&
      a.writing === b.writing &&
      a.state === b.state;
    const { sim } = this;
    const arrays: FrameArrays = [sim.frame_pages(), sim.frame_owners(), sim.frame_registers(), sim.frame_flags(), sim.frame_states()];
    if (held && this.frameArrays?.every((a, i) => sameArray(a, arrays[i]))) return held;
    this.frameArrays = arrays;
    const [pages, owners, registers, flags, states] = arrays;
    const { frame_bits: bits, frame_states: names } = constants();
    return Array.from(pages, (page, frame) => {
      const f: FrameView = {
        frame,
        page,
        owner: owners[frame],
        register: registers[frame],
        usage: (flags[frame] & bits.usage) !== 0,
        modified: (flags[frame] & bits.modified) !== 0,
        firstTime: (flags[frame] & bits.first_time) !== 0,
        writing: (flags[frame] & bits.writing) !== 0,
        state: names[states[frame]],
      };
      // A frame that did not change keeps its record, so what draws it need not draw it again.
      const was = held?.[frame];
      return was && sameFrame(was, f) ? was : f;
    });
  }

  private ring(last: Snapshot | null): Pick<Snapshot, 'ring' | 'pointerAdvances' | 'freePool'> {
    const ring = this.sim.ring_order();
    const pool = this.sim.free_pool();
    const sameRing = last && sameArray(this.ringArray ?? undefined, ring);
    const samePool = last && sameArray(this.poolArray ?? undefined, pool);
    this.ringArray = ring;
    this.poolArray = pool;
    return {
      ring: sameRing ? last.ring : Array.from(ring),
      pointerAdvances: this.sim.pointer_advances(),
      freePool: samePool ? last.freePool : Array.from(pool),
    };
  }

  /**
   * The sampler's records, Ψ points, Figure 1's points and their areas: the
   * new ones appended, or cut back after a seek back; the transition matrix
   * as the core gives it for the records now held.
   */
  private samples(last: Snapshot | null): Pick<Snapshot, 'samples' | 'psi' | 'activity' | 'regions' | 'matrix'> {
    const count = this.sim.sample_count();
    const held = last?.samples.length ?? 0;
    if (last && count === held)
      return { samples: last.samples, psi: last.psi, activity: last.activity, regions: last.regions, matrix: last.matrix };
    if (last && count < held) {
      // One interval between each two records (the sampler's times strictly increase).
      const intervals = Math.max(0, count - 1);
      // Nothing past `count` to read: only the matrix of the areas that remain.
      const { matrix } = JSON.parse(this.sim.samples_json(count)) as SamplesSince;
      return {
        samples: last.samples.slice(0, count),
        psi: last.psi.slice(0, intervals),
        activity: last.activity.slice(0, intervals),
        regions: last.regions.slice(0, intervals),
        matrix,
      };
    }
    const fresh = JSON.parse(this.sim.samples_json(held)) as SamplesSince;
    return {
      samples: (last?.samples ?? []).concat(fresh.samples),
      psi: (last?.psi ?? []).concat(fresh.psi),
      activity: (last?.activity ?? []).concat(fresh.activity),
      regions: (last?.regions ?? []).concat(fresh.regions),
      matrix: fresh.matrix,
    };
  }
}

/** A snapshot read from scratch. */
export function readSnapshot(sim: Simulator): Snapshot {
  return new SnapshotReader(sim).read();
}

/** The events of the micro-step just taken. */
export function lastStepEvents(snap: Snapshot): SimEvent[] {
  return snap.recent.filter((e) => e.step === snap.step);
}
