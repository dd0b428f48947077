// The lab's state, shared by the shell and every stage through one context:
// the URL-borne state (stage, scenario, view, exercise, side by side, stage
// settings) and its actions. The run of its scenario is a store of its own
// (sim/runStore.ts), opened for the scenario and read with selectors
// (sim/useRun.ts), so a frame of play re-renders only what shows the run.
import { createContext, type ReactNode, type RefObject, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { describeAnswer } from '../exercise/types';
import { type Exercise, useExercise } from '../exercise/useExercise';
import type { DefaultedSlice, SliceCodec } from '../scenario/codec';
import type { Editor } from '../scenario/editor/ScenarioForm';
import type { Scenario } from '../scenario/types';
import type { PlayOptions } from '../scenario/url';
import { openRun, type RunStore, showRun } from '../sim/runStore';
import { RunContext, useStep } from '../sim/useRun';
import { isSimStage } from '../stages/lookup';
import { type PageNames, PageNamesContext } from '../viz/pageNames';
import type { TraceHead } from '../wasm/types/core';
import { type Computation, useComputation } from '../workers/useComputation';
import { type LearningEvent, postLearningEvent, type Story, storyOf } from './events';
import { foldOnNarrow } from './narrow';
import { keepPresenting } from './presenter';
import { sliceOf, withSlice } from './slices';
import {
  applyVariant,
  type ExerciseSpec,
  type LabState,
  MAX_PREDICTED,
  type StageId,
  type TraceString,
  type Variant,
  type View,
} from './state';
import { headRequest, pageNamesOf, withTraceString } from './traceString';
import { linkHash, useUrlSync } from './useUrlSync';

/** The question asked at the current step, if any. */
/** Where a click answered a question, for the verdict to appear there. */
export interface Feedback {
  x: number;
  y: number;
  right: boolean;
  text: string;
}

/** A trace file as P0's string: the setting, its head once read, the reading's state. */
export interface LabTrace {
  setting: TraceString | null;
  /** The first references the run steps through (the last read while another is read). */
  head: TraceHead | null;
  reading: Computation<TraceHead> | null;
  cancel: () => void;
  retry: () => void;
  /** Chooses a trace (null: the scenario's own string): the run starts again, without exercise. */
  set: (t: TraceString | null) => void;
  /** How the stages write P0's pages. */
  pages: PageNames;
}

/** A register answer being composed, and the verdict shown where the student clicked: each belongs to the step it was made at. */
interface Marks {
  drafted: { step: number; value: number } | null;
  clicked: { step: number; feedback: Feedback } | null;
}

export interface Lab {
  state: LabState;
  /** The scenario the stages run, as JSON: with a trace, P0's string is its head. */
  json: string;
  play: PlayOptions;
  /** Whether the link's playing options have been applied (once a visit, to the first player on screen: usePlayOptions.ts). */
  playStarted: RefObject<boolean>;
  /**
   * Posts a learning event to the page that embeds the lab (app/events.ts: only embedded, to the link's host), naming
   * the story it embedded; an event with a `once` key is posted at most once a visit.
   */
  emit: (event: LearningEvent, once?: string) => void;
  /** The run on screen: its moves; its state through `useRun`, `useSnap`, `useStep` (sim/useRun.ts). */
  sim: RunStore;
  exercise: Exercise;
  marks: Marks;
  setMarks: (f: (m: Marks) => Marks) => void;
  /** Answers question `index` with `given` (null: reveal); `at` places the verdict where the student clicked. */
  respond: (index: number, given: number | null, at?: { x: number; y: number }) => void;
  patchView: (p: Partial<View>) => void;
  setStage: (stage: StageId) => void;
  /** Opens a whole state (a preset, a link). */
  open: (next: LabState) => void;
  /** Opens a state as a new history entry, Back returning here: a story from the gallery, what a linked picture's point names. */
  follow: (next: LabState) => void;
  /** Replaces the scenario: the run starts again, without exercise or comparison. */
  applyScenario: (s: Scenario) => void;
  setVariant: (v: Variant | null) => void;
  setSpec: (spec: ExerciseSpec | null) => void;
  patchState: (p: Partial<Pick<LabState, 'linked'>>) => void;
  /** Sets a stage's slice of the state (null: the stage's defaults). */
  setSlice: <T>(codec: SliceCodec<T>, value: T | null) => void;
  /** Records the prediction `value` (-1: none, the results shown) for question `id`; a story's own question also reveals `story`. */
  predict: (id: string, value: number, story: string | null) => void;
  /** Tells story `story`'s findings: its own question has been answered. */
  reveal: (story: string) => void;
  trace: LabTrace;
  /** The scenario editor's draft, kept while its panel is closed; null: as the scenario is. */
  editor: Editor | null;
  setEditor: (f: (e: Editor | null) => Editor | null) => void;
}

const LabContext = createContext<Lab | null>(null);

/** The lab, or null outside the provider (a component rendered alone). */
export function useOptionalLab(): Lab | null {
  return useContext(LabContext);
}

const ignore = () => undefined;

/** The lab's `emit` — also outside the lab, where it posts nothing (a component rendered alone). */
export function useEmit(): Lab['emit'] {
  return useContext(LabContext)?.emit ?? ignore;
}

/** The lab, inside the provider. */
export function useLab(): Lab {
  const lab = useContext(LabContext);
  if (!lab) throw new Error('useLab outside LabProvider');
  return lab;
}

/** Keeps the link in step with the lab: the simulation's step, or a stage's own position. */
function UrlSync({ enabled }: { enabled: boolean }) {
  const { state, play } = useLab();
  const step = useStep();
  useUrlSync(state, isSimStage(state.stage) ? step : state.view.step, play, enabled);
  return null;
}

/** A stage's slice of the state (its defaults when unset) and its setter. */
export function useSlice<T>(codec: DefaultedSlice<T>): [T, (value: T | null) => void] {
  const { state, setSlice } = useLab();
  return [sliceOf(state, codec) ?? codec.default(), (value) => setSlice(codec, value)];
}

/** The run of `jsons`, opened (once) at micro-step `openAt`, shown while this lab shows it. */
function useOpenRun(jsons: string[], openAt: number): RunStore {
  const key = jsons.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the run is the scenarios' (keyed by their text); the step applies when it is opened
  const run = useMemo(() => {
    const r = openRun(jsons);
    if ((r.get().snaps[0]?.step ?? 0) !== openAt) r.seekStep(openAt);
    return r;
  }, [key, openAt]);
  useEffect(() => showRun(run), [run]);
  return run;
}

export function LabProvider({
  initial,
  play,
  urlSync,
  children,
}: {
  initial: LabState;
  play: PlayOptions;
  urlSync: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<LabState>(() => foldOnNarrow(initial));
  const [openAt, setOpenAt] = useState(initial.view.step);
  const reading = useComputation<TraceHead>(state.trace ? headRequest(state.trace) : null);
  const failed = reading.state?.status === 'error' || reading.state?.status === 'cancelled';
  const head = state.trace && !failed ? (reading.latest?.value ?? null) : null;
  const scenario = useMemo(() => (head ? withTraceString(state.scenario, head) : state.scenario), [state.scenario, head]);
  const json = useMemo(() => JSON.stringify(scenario), [scenario]);
  const jsons = useMemo(
    () => (state.variant ? [json, JSON.stringify(applyVariant(scenario, state.variant))] : [json]),
    [json, scenario, state.variant],
  );
  const pages = useMemo(() => pageNamesOf(state.trace, head, state.scenario), [state.trace, head, state.scenario]);
  const exercise = useExercise(json, state.exercise);
  const sim = useOpenRun(jsons, openAt);

  // The exercise stops the run at its first unanswered question not yet passed; a link's loop (from…to) at its end
  // too, so that a slow frame never plays past it. Read at each move, so never stale.
  const latest = useRef({ exercise, play });
  latest.current = { exercise, play };
  sim.barrier = () => {
    const { exercise: ex, play: p } = latest.current;
    const step = sim.get().snaps[0]?.step ?? 0;
    const pending = ex.questions.findIndex((q, i) => !ex.responses[i] && q.question.step >= step);
    const stops = [pending >= 0 ? ex.questions[pending].question.step : null, p.from !== null ? p.to : null];
    const stop = Math.min(...stops.map((s) => s ?? Infinity));
    return Number.isFinite(stop) ? stop : null;
  };

  const [marks, setMarks] = useState<Marks>({ drafted: null, clicked: null });
  const [editor, setEditor] = useState<Editor | null>(null);

  useEffect(() => sim.setSpeed(state.view.speed), [state.view.speed, sim]);
  const stateRef = useRef(state);
  stateRef.current = state;
  const playStarted = useRef(false);
  // The events name the story the host page embedded, as its link opened it (not the student's answers, nor the step).
  const opened = useRef<{ state: LabState; story: Story | null }>({ state: initial, story: null });
  const sent = useRef(new Set<string>());
  const emit = useCallback(
    (event: LearningEvent, once?: string) => {
      if (once !== undefined && sent.current.has(once)) return;
      opened.current.story ??= storyOf(opened.current.state, window.location.href.split('#')[0]);
      if (postLearningEvent(play, opened.current.story, event) && once !== undefined) sent.current.add(once);
    },
    [play],
  );

  const patchView = useCallback((p: Partial<View>) => setState((s) => ({ ...s, view: { ...s.view, ...p } })), []);
  const open = useCallback(
    (opened: LabState) => {
      const now = stateRef.current;
      // The same scenario keeps its run: move it to the state's step.
      const same = JSON.stringify([opened.scenario, opened.trace ?? null]) === JSON.stringify([now.scenario, now.trace ?? null]);
      // A change of scenario by other means than a link leaves the line about the link behind.
      const unlinked = !same && opened.linked && opened.linked === now.linked ? { ...opened, linked: null } : opened;
      const next = foldOnNarrow(keepPresenting(now.view, unlinked));
      setState(next);
      setEditor(null);
      setOpenAt(next.view.step);
      if (same && !next.variant === !now.variant) sim.seekStep(next.view.step);
    },
    [sim],
  );
  const follow = useCallback(
    (next: LabState) => {
      if (!play.embed) {
        // This entry keeps the state as it is now (a first visit's gallery keeps its bare address); the new one holds
        // the state opened, so Back returns here.
        const now = stateRef.current;
        const here = linkHash(now, isSimStage(now.stage) ? (sim.get().snaps[0]?.step ?? 0) : now.view.step, play);
        if (urlSync) window.history.replaceState(window.history.state, '', `#${here}`);
        window.history.pushState(null, '', `#${linkHash(next, next.view.step, play)}`);
      }
      open(next);
    },
    [urlSync, sim, play, open],
  );
  const respond = useCallback(
    (index: number, given: number | null, at?: { x: number; y: number }) => {
      const q = exercise.questions[index];
      if (!q?.answer || !stateRef.current.exercise) return;
      const value = given ?? -1;
      setState((s) =>
        s.exercise ? { ...s, exercise: { ...s.exercise, answers: { ...s.exercise.answers, [q.question.step]: value } } } : s,
      );
      const right = value === q.answer.value;
      if (given !== null) {
        const k = stateRef.current.scenario.memory.k;
        emit({ verb: 'answered', question: q.prompt, response: describeAnswer(q.question, given, k), success: right });
      }
      if (at) {
        const step = sim.get().snaps[0]?.step ?? 0;
        setMarks((m) => ({ ...m, clicked: { step, feedback: { ...at, right, text: right ? '✓ Right' : '✗ Not quite' } } }));
      }
    },
    [exercise, sim, emit],
  );
  const reveal = useCallback(
    (story: string) =>
      setState((s) => (s.revealed?.includes(story) ? s : { ...s, revealed: [...(s.revealed ?? []), story].slice(-MAX_PREDICTED) })),
    [],
  );
  const predict = useCallback(
    (id: string, value: number, story: string | null) => {
      setState((s) => {
        // The latest few, the newest last.
        const kept = Object.entries(s.predicted ?? {}).filter(([k]) => k !== id);
        return { ...s, predicted: Object.fromEntries([...kept, [id, value]].slice(-MAX_PREDICTED)) };
      });
      if (story) reveal(story);
    },
    [reveal],
  );
  const applyScenario = useCallback((s: Scenario) => {
    setOpenAt(0);
    setEditor(null);
    setState((old) => ({ ...old, scenario: s, exercise: null, variant: null, linked: null, view: { ...old.view, pid: 0, step: 0 } }));
  }, []);
  const setVariant = useCallback(
    (v: Variant | null) => {
      setOpenAt(sim.get().snaps[0]?.step ?? 0);
      setState((s) => ({ ...s, variant: v }));
    },
    [sim],
  );
  const setTrace = useCallback((t: TraceString | null) => {
    setState((old) => {
      // Writing the pages another way changes nothing else.
      const strip = (x: TraceString | null | undefined) => (x ? { ...x, pages: '' } : null);
      if (JSON.stringify(strip(t)) === JSON.stringify(strip(old.trace))) return { ...old, trace: t };
      setOpenAt(0);
      return { ...old, trace: t, exercise: null, linked: null, view: { ...old.view, pid: 0, step: 0 } };
    });
  }, []);
  const trace = useMemo<LabTrace>(
    () => ({
      setting: state.trace ?? null,
      head,
      reading: state.trace ? reading.state : null,
      cancel: reading.cancel,
      retry: reading.retry,
      set: setTrace,
      pages,
    }),
    [state.trace, head, reading.state, reading.cancel, reading.retry, setTrace, pages],
  );
  const lab = useMemo<Lab>(
    () => ({
      state,
      json,
      play,
      playStarted,
      emit,
      sim,
      exercise,
      marks,
      setMarks,
      respond,
      patchView,
      setStage: (stage) => setState((s) => ({ ...s, stage, linked: null })),
      open,
      follow,
      applyScenario,
      setVariant,
      setSpec: (spec) => setState((s) => ({ ...s, exercise: spec })),
      patchState: (p) => setState((s) => ({ ...s, ...p })),
      setSlice: (codec, value) => setState((s) => withSlice(s, codec, value)),
      predict,
      reveal,
      trace,
      editor,
      setEditor,
    }),
    [
      state,
      json,
      play,
      emit,
      sim,
      exercise,
      marks,
      respond,
      patchView,
      open,
      follow,
      applyScenario,
      setVariant,
      predict,
      reveal,
      trace,
      editor,
    ],
  );
  return (
    <LabContext.Provider value={lab}>
      <RunContext.Provider value={sim}>
        <PageNamesContext.Provider value={pages}>
          <UrlSync enabled={urlSync} />
          {children}
        </PageNamesContext.Provider>
      </RunContext.Provider>
    </LabContext.Provider>
  );
}
