// The lab's state and the simulation of its scenario, shared by the shell
// and every stage through one context: the URL-borne state (stage,
// scenario, view, exercise, side by side, stage settings), the recording
// simulator(s), the exercise question in play and its answer.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyedQuestion } from '../exercise/types';
import { type Exercise, type Response, useExercise } from '../exercise/useExercise';
import type { DefaultedSlice, SliceCodec } from '../scenario/codec';
import type { Editor } from '../scenario/editor/ScenarioForm';
import type { Scenario } from '../scenario/types';
import type { PlayOptions } from '../scenario/url';
import type { Snapshot } from '../sim/snapshot';
import { type Simulation, useSimulation } from '../sim/useSimulation';
import { isSimStage } from '../stages/lookup';
import { type PageNames, PageNamesContext } from '../viz/pageNames';
import type { TraceHead } from '../wasm/types/core';
import { type Computation, useComputation } from '../workers/useComputation';
import { sliceOf, withSlice } from './slices';
import { applyVariant, type ExerciseSpec, type LabState, type StageId, type TraceString, type Variant, type View } from './state';
import { headRequest, pageNamesOf, withTraceString } from './traceString';
import { linkHash, useUrlSync } from './useUrlSync';

/** The question asked at the current step, if any. */
export interface Asked {
  q: KeyedQuestion;
  index: number;
  response: Response | null;
}

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

export interface Lab {
  state: LabState;
  /** The scenario the stages run, as JSON: with a trace, P0's string is its head. */
  json: string;
  play: PlayOptions;
  sim: Simulation;
  snap: Snapshot | null;
  step: number;
  exercise: Exercise;
  asked: Asked | null;
  /** A register answer being composed (click its bits), from the register as it was when asked. */
  draft: number | null;
  setDraft: (f: (d: number | null) => number | null) => void;
  feedback: Feedback | null;
  /** Answers question `index` with `given` (null: reveal); `at` places the verdict where the student clicked. */
  respond: (index: number, given: number | null, at?: { x: number; y: number }) => void;
  patchView: (p: Partial<View>) => void;
  setStage: (stage: StageId) => void;
  /** Opens a whole state (a preset, a link). */
  open: (next: LabState) => void;
  /** Opens the state a linked picture's point names, as a new history entry (Back returns here). */
  follow: (next: LabState) => void;
  /** Replaces the scenario: the run starts again, without exercise or comparison. */
  applyScenario: (s: Scenario) => void;
  setVariant: (v: Variant | null) => void;
  setSpec: (spec: ExerciseSpec | null) => void;
  patchState: (p: Partial<Pick<LabState, 'linked'>>) => void;
  /** Sets a stage's slice of the state (null: the stage's defaults). */
  setSlice: <T>(codec: SliceCodec<T>, value: T | null) => void;
  trace: LabTrace;
  /** The scenario editor's draft, kept while its panel is closed; null: as the scenario is. */
  editor: Editor | null;
  setEditor: (f: (e: Editor | null) => Editor | null) => void;
}

const LabContext = createContext<Lab | null>(null);

/** The story (preset id) on screen, or null — also outside the lab (a component rendered alone). */
export function useStoryId(): string | null {
  return useContext(LabContext)?.state.preset ?? null;
}

/** The lab, inside the provider. */
export function useLab(): Lab {
  const lab = useContext(LabContext);
  if (!lab) throw new Error('useLab outside LabProvider');
  return lab;
}

/** A stage's slice of the state (its defaults when unset) and its setter. */
export function useSlice<T>(codec: DefaultedSlice<T>): [T, (value: T | null) => void] {
  const { state, setSlice } = useLab();
  return [sliceOf(state, codec) ?? codec.default(), (value) => setSlice(codec, value)];
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
  const [state, setState] = useState<LabState>(initial);
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
  const pages = useMemo(() => pageNamesOf(state.trace, head), [state.trace, head]);
  const exercise = useExercise(json, state.exercise);
  const barrier = useRef<number | null>(null);
  const sim = useSimulation(jsons, openAt, barrier);
  const { snap } = sim;
  const step = snap?.step ?? 0;

  // The exercise stops the run at its first unanswered question not yet passed.
  const pending = exercise.questions.findIndex((q, i) => !exercise.responses[i] && q.question.step >= step);
  // A link's loop (from…to) stops the run at its end too, so that a slow frame never plays past it.
  const stops = [pending >= 0 ? exercise.questions[pending].question.step : null, play.from !== null ? play.to : null];
  const stop = Math.min(...stops.map((s) => s ?? Infinity));
  barrier.current = Number.isFinite(stop) ? stop : null;
  const askedIndex = exercise.questions.findIndex((q) => q.question.step === step);
  const asked = askedIndex >= 0 ? { q: exercise.questions[askedIndex], index: askedIndex, response: exercise.responses[askedIndex] } : null;

  // A register answer being composed and the verdict shown where the student
  // clicked belong to the step they were made at; at any other step they are gone.
  const [drafted, setDrafted] = useState<{ step: number; value: number } | null>(null);
  const [clicked, setClicked] = useState<{ step: number; feedback: Feedback } | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const question = asked?.q.question;
  // The draft starts from the register as it is when the question is asked.
  const draft =
    drafted?.step === step ? drafted.value : question?.kind === 'register' && snap ? (snap.frames[question.frame]?.register ?? null) : null;
  const feedback = clicked?.step === step ? clicked.feedback : null;

  useEffect(() => sim.setSpeed(state.view.speed), [state.view.speed, sim.setSpeed]);
  // The link carries the simulation's step, or a stage's own position.
  // Back and Forward across a linked picture's entry open that entry's state in place.
  const openRef = useRef<(next: LabState) => void>(() => undefined);
  const onBack = useCallback((next: LabState) => openRef.current(next), []);
  useUrlSync(state, isSimStage(state.stage) ? step : state.view.step, play, urlSync, onBack);

  const patchView = useCallback((p: Partial<View>) => setState((s) => ({ ...s, view: { ...s.view, ...p } })), []);
  const lab: Lab = {
    state,
    json,
    play,
    sim,
    snap,
    step,
    exercise,
    asked,
    draft,
    setDraft: (f) => {
      const next = f(draft);
      setDrafted(next === null ? null : { step, value: next });
    },
    feedback,
    respond: (index, given, at) => {
      const q = exercise.questions[index];
      if (!q?.answer || !state.exercise) return;
      const value = given ?? -1;
      setState((s) =>
        s.exercise ? { ...s, exercise: { ...s.exercise, answers: { ...s.exercise.answers, [q.question.step]: value } } } : s,
      );
      if (at)
        setClicked({
          step,
          feedback: { ...at, right: value === q.answer.value, text: value === q.answer.value ? '✓ Right' : '✗ Not quite' },
        });
    },
    patchView,
    setStage: (stage) => setState((s) => ({ ...s, stage, linked: null })),
    open: (opened) => {
      // The same scenario keeps its simulator: move it to the state's step.
      const same = JSON.stringify([opened.scenario, opened.trace ?? null]) === JSON.stringify([state.scenario, state.trace ?? null]);
      // A change of scenario by other means than a link leaves the line about the link behind.
      const next = !same && opened.linked && opened.linked === state.linked ? { ...opened, linked: null } : opened;
      setState(next);
      setEditor(null);
      setOpenAt(next.view.step);
      if (same && !next.variant === !state.variant) sim.seekStep(next.view.step);
    },
    follow: (next) => {
      if (urlSync) {
        // This entry keeps the state as it is now; the new one holds the state opened.
        const here = linkHash(state, isSimStage(state.stage) ? step : state.view.step, play);
        window.history.replaceState(window.history.state, '', `#${here}`);
        window.history.pushState({ linked: true }, '', `#${linkHash(next, next.view.step, play)}`);
      }
      lab.open(next);
    },
    applyScenario: (s) => {
      setOpenAt(0);
      setEditor(null);
      setState((old) => ({
        ...old,
        scenario: s,
        exercise: null,
        variant: null,
        linked: null,
        view: { ...old.view, pid: 0, step: 0 },
      }));
    },
    setVariant: (v) => {
      setOpenAt(step);
      setState((s) => ({ ...s, variant: v }));
    },
    setSpec: (spec) => setState((s) => ({ ...s, exercise: spec })),
    patchState: (p) => setState((s) => ({ ...s, ...p })),
    setSlice: (codec, value) => setState((s) => withSlice(s, codec, value)),
    trace: {
      setting: state.trace ?? null,
      head,
      reading: state.trace ? reading.state : null,
      cancel: reading.cancel,
      retry: reading.retry,
      set: (t) => {
        // Writing the pages another way changes nothing else.
        const strip = (x: TraceString | null | undefined) => (x ? { ...x, pages: '' } : null);
        if (JSON.stringify(strip(t)) === JSON.stringify(strip(state.trace))) return setState((old) => ({ ...old, trace: t }));
        setOpenAt(0);
        setState((old) => ({ ...old, trace: t, exercise: null, linked: null, view: { ...old.view, pid: 0, step: 0 } }));
      },
      pages,
    },
    editor,
    setEditor,
  };
  openRef.current = lab.open;
  return (
    <LabContext.Provider value={lab}>
      <PageNamesContext.Provider value={pages}>{children}</PageNamesContext.Provider>
    </LabContext.Provider>
  );
}
