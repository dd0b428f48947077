// The run store: one store per open run, created for its scenario(s) and
// keyed by their text. It owns the Simulator handles, their lockstep and
// snapshot readers, and the animation clock; React reads it with
// useSyncExternalStore and selectors (useRun.ts). Its state is one immutable
// object replaced on every change, and it carries the scenarios it runs, so
// a component never sees a scenario with another run's snapshot. The
// over-budget check is the run itself: a scenario whose run is too long
// fails to open here, with the core's words, and nothing runs it twice —
// whoever asks for the same scenarios gets the same store (`openRun`).

import { forgetOnFreshStart } from '../app/pageLifetime';
import type { Scenario } from '../scenario/types';
import { Simulator } from '../wasm/core';
import { type Lockstep, lockstep, type Unit } from './lockstep';
import { type Snapshot, SnapshotReader } from './snapshot';
import type { SimEvent } from './types';

export interface Trace {
  pages: Uint32Array;
  writes: Uint8Array;
}

export interface RunState {
  /** The scenarios' text, joined: the run's identity. */
  key: string;
  /** The scenarios the run runs (the second, side by side), as the stages read them. */
  scenarios: Scenario[];
  /** Every scenario's state, in order; empty when the run failed to open. */
  snaps: Snapshot[];
  /** Every scenario's reference strings, in order. */
  traces: Trace[][];
  /** What one position of the timeline is, where the runs stand, and the last position. */
  unit: Unit;
  position: number;
  total: number;
  /** Why the run could not be opened (the core's one line), or null. */
  error: string | null;
  playing: boolean;
}

const LABELS = ['', 'B: '];

function tracesOf(sim: Simulator): Trace[] {
  const count = (JSON.parse(sim.processes_json()) as unknown[]).length;
  return Array.from({ length: count }, (_, pid) => ({ pages: sim.trace_pages(pid), writes: sim.trace_writes(pid) }));
}

/** The simulators of `jsons`, or the first one's error (the others freed). */
function openAll(jsons: string[]): Simulator[] {
  const sims: Simulator[] = [];
  try {
    jsons.forEach((json, i) => {
      try {
        sims.push(new Simulator(json));
      } catch (e) {
        throw new Error(`${LABELS[i] ?? ''}${e instanceof Error ? e.message : String(e)}`);
      }
    });
  } catch (e) {
    for (const s of sims) s.free();
    throw e;
  }
  return sims;
}

export class RunStore {
  private state: RunState;
  private readonly sims: Simulator[] = [];
  private readonly readers: SnapshotReader[] = [];
  private readonly ls: Lockstep | null = null;
  private readonly listeners = new Set<() => void>();
  private frame = 0;
  private speed = 8;
  /** Whether anything has moved the run since it opened (a fresh run may still take a link's step). */
  private moved = false;
  /** Components that show this run; the cache frees a run nobody shows. */
  users = 0;
  disposed = false;
  /** The micro-step forward moves may not pass (an unanswered question, a loop's end), read at each move. */
  barrier: () => number | null = () => null;

  constructor(readonly jsons: string[]) {
    const key = jsons.join('\n');
    const base = {
      key,
      scenarios: [] as Scenario[],
      snaps: [],
      traces: [],
      unit: 'micro-step' as Unit,
      position: 0,
      total: 0,
      playing: false,
    };
    try {
      this.sims = openAll(jsons);
      base.scenarios = jsons.map((j) => JSON.parse(j) as Scenario);
    } catch (e) {
      this.state = { ...base, error: e instanceof Error ? e.message : String(e) };
      return;
    }
    const traces = this.sims.map(tracesOf);
    this.ls = lockstep(this.sims, traces[0].length);
    this.readers = this.sims.map((s) => new SnapshotReader(s));
    this.state = { ...base, traces, unit: this.ls.unit, total: this.ls.total, error: null, snaps: this.read() };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = () => this.state;

  private read = () => this.readers.map((r) => r.read());

  private publish(patch: Partial<RunState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private limit(): number {
    if (this.ls?.unit !== 'micro-step') return Infinity;
    return this.barrier() ?? Infinity;
  }

  private atEnd(): boolean {
    const ls = this.ls;
    return !ls || ls.position() >= ls.total || this.sims.every((s) => s.is_done());
  }

  /** Moves the runs with `f` (given their lockstep and the forward limit), then reads them. */
  private act(f: (ls: Lockstep, limit: number) => void) {
    const ls = this.ls;
    if (!ls || this.disposed) return;
    this.moved = true;
    f(ls, this.limit());
    this.publish({ snaps: this.read(), position: ls.position() });
  }

  /** Opens a fresh run at the first run's micro-step `step` (a link's step); a run already moved stays where it is. */
  openAt(step: number) {
    if (this.moved || step <= 0 || !this.ls) return;
    this.seekStep(step);
  }

  readonly step = () => this.act((ls, limit) => ls.position() < limit && ls.forward());
  readonly stepReference = () =>
    this.act((ls, limit) => {
      if (ls.unit !== 'micro-step') ls.forward();
      else if (ls.position() < limit) {
        this.sims[0].step_reference();
        if (ls.position() > limit) ls.to(limit);
      }
    });
  readonly back = () => this.act((ls) => ls.backward());
  readonly seek = (position: number) => this.act((ls, limit) => ls.to(Math.min(limit, position)));
  readonly seekStep = (n: number) => this.act((ls, limit) => ls.toStep(Math.min(limit, n)));
  readonly reset = () => {
    this.setPlaying(false);
    this.act((ls) => ls.to(0));
  };

  /** Stops playing (a run no longer shown plays on for nobody). */
  readonly pause = () => this.setPlaying(false);

  readonly setSpeed = (stepsPerSecond: number) => {
    this.speed = stepsPerSecond;
  };

  readonly togglePlay = () => {
    if (!this.ls || this.disposed) return;
    if (!this.state.playing && this.atEnd()) this.act((ls) => ls.to(0));
    this.setPlaying(!this.state.playing);
  };

  /**
   * The animation clock: while playing, each frame turns the milliseconds
   * since the last one × speed (positions per second) into positions to move
   * on (the first frame moves one at once); a frame in which nothing moved
   * is not published.
   */
  private setPlaying(on: boolean) {
    if (on === this.state.playing) return;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.publish({ playing: on });
    if (!on) return;
    let last = performance.now();
    let owed = 1;
    const tick = (now: number) => {
      owed += ((now - last) * this.speed) / 1000;
      last = now;
      const n = Math.floor(owed);
      owed -= n;
      if (!this.advance(n)) return this.setPlaying(false);
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  private advance(n: number): boolean {
    const ls = this.ls;
    if (!ls || this.disposed) return false;
    const stop = this.limit();
    let moved = 0;
    for (let i = 0; i < n && ls.position() < stop; i++) {
      if (!ls.forward()) break;
      moved += 1;
    }
    if (moved > 0) {
      this.moved = true;
      this.publish({ snaps: this.read(), position: ls.position() });
    }
    return !this.atEnd() && ls.position() < stop;
  }

  /** Every event so far of the first scenario, narrated (for the CSV export). */
  readonly allEvents = (): SimEvent[] => {
    const first = this.sims[0];
    return first ? (JSON.parse(first.events_json(0)) as SimEvent[]) : [];
  };

  /** The first run's micro-step that shows simulated instant `tUs` (every micro-step ending at or before it taken); the run stays where it is. */
  readonly stepAt = (tUs: number): number | null => {
    const first = this.sims[0];
    if (!first) return null;
    const was = first.step_count();
    first.seek_time_us(tUs);
    const at = Number(first.step_count());
    first.seek(was);
    return at;
  };

  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    // (Never playing, as where a link is only read, it has no frame to cancel.)
    if (this.frame) cancelAnimationFrame(this.frame);
    for (const s of this.sims) s.free();
    this.listeners.clear();
  }
}

/** Runs kept after nobody shows them (the last one asked for may be about to be shown: an applied scenario). */
const KEEP_UNSHOWN = 1;
const cache = new Map<string, RunStore>();
forgetOnFreshStart(() => {
  for (const s of cache.values()) s.dispose();
  cache.clear();
});

/** The run of `jsons`: the one already open for them, or a new one (the scenarios run once, here). */
export function openRun(jsons: string[]): RunStore {
  const key = jsons.join('\n');
  const known = cache.get(key);
  cache.delete(key);
  const store = known && !known.disposed ? known : new RunStore(jsons);
  cache.set(key, store);
  prune();
  return store;
}

/** Why the run of `jsons` cannot be stepped through (the core's one line), or null — the run opened once, for whoever shows it next. */
export function runError(jsons: string[]): string | null {
  return openRun(jsons).get().error;
}

/** Frees the runs nobody shows, but the most recently asked-for ones. */
function prune() {
  const unshown = [...cache.values()].filter((s) => s.users === 0);
  for (const s of unshown.slice(0, Math.max(0, unshown.length - KEEP_UNSHOWN))) {
    cache.delete(s.get().key);
    s.dispose();
  }
}

/** Marks `store` as shown until the returned function is called. */
export function showRun(store: RunStore): () => void {
  store.users += 1;
  return () => {
    store.users -= 1;
    if (store.users === 0) store.pause();
    prune();
  };
}
