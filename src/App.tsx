// The lab's one page: controls and narration on top; the ring, the frame
// table and the drum in the middle; the tape; then the panels. The whole
// state — scenario, view, exercise — lives in the URL.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CompareStrip } from './charts/CompareStrip';
import { KSweepChart } from './charts/KSweepChart';
import { Controls } from './components/Controls';
import { Counters } from './components/Counters';
import { CurvesPanel } from './components/CurvesPanel';
import { EventLog } from './components/EventLog';
import { ExperimentsPanel } from './components/ExperimentsPanel';
import { Exportable, exportCsv } from './components/Export';
import { Header } from './components/Header';
import { HelpOverlay, KEYS } from './components/HelpOverlay';
import { LinkError } from './components/LinkError';
import { LoadPanel } from './components/LoadPanel';
import { MeasurementLab } from './components/MeasurementLab';
import { PresetGallery } from './components/PresetGallery';
import { ScenarioForm } from './components/ScenarioForm';
import { SideBySide } from './components/SideBySide';
import { Tabs } from './components/Tabs';
import { WorkingSetPanel } from './components/WorkingSetPanel';
import { ExercisePanel } from './exercise/ExercisePanel';
import { QuestionCard } from './exercise/QuestionCard';
import { REGION_INDEX } from './exercise/types';
import { useExercise } from './exercise/useExercise';
import { OstepPanel } from './ostep/OstepPanel';
import { OSTEP_DEFAULTS, type OstepForm } from './ostep/types';
import type { Preset } from './scenario/presets';
import type { Scenario } from './scenario/types';
import {
  applyVariant,
  type CurveSettings,
  DEFAULT_CURVES,
  type ExerciseSpec,
  encodeState,
  type LabState,
  type TabId,
  type Variant,
  type View,
} from './scenario/url';
import { lastStepEvents } from './sim/snapshot';
import type { Comparison, SweepPoint } from './sim/types';
import { useSimulation } from './sim/useSimulation';
import { ClockRing } from './viz/ClockRing';
import { Drum } from './viz/Drum';
import { ShiftRegisters } from './viz/ShiftRegisters';
import { Tape } from './viz/Tape';
import { compare_json, sweep_k_json } from './wasm/core';

const SWEEP_KS = '[0,1,2,3,4,5,6,7,8]';

export interface AppProps {
  initial: LabState;
  embed: boolean;
  linkError: { error: string; raw: string } | null;
}

export function App({ initial, embed, linkError }: AppProps) {
  const [scenario, setScenario] = useState<Scenario>(initial.scenario);
  const [view, setView] = useState<View>(initial.view);
  const [spec, setSpec] = useState<ExerciseSpec | null>(initial.exercise);
  const [variant, setVariant] = useState<Variant | null>(initial.variant ?? null);
  const [ostep, setOstep] = useState<OstepForm | null>(initial.ostep ?? null);
  const [experiment, setExperiment] = useState(initial.experiment ?? { name: 'shils-ll', seed: 1 });
  const [curves, setCurves] = useState<CurveSettings>(initial.curves ?? DEFAULT_CURVES);
  const [openAt, setOpenAt] = useState(initial.view.step);
  const [problem, setProblem] = useState(linkError);
  const [help, setHelp] = useState(false);
  const json = useMemo(() => JSON.stringify(scenario), [scenario]);
  const jsons = useMemo(() => (variant ? [json, JSON.stringify(applyVariant(scenario, variant))] : [json]), [json, scenario, variant]);
  const exercise = useExercise(json, spec);
  const barrier = useRef<number | null>(null);
  const sim = useSimulation(jsons, openAt, barrier);
  const { snap } = sim;
  const step = snap?.step ?? 0;

  // The exercise stops the run at its first unanswered question not yet passed.
  const pending = exercise.questions.findIndex((q, i) => !exercise.responses[i] && q.question.step >= step);
  barrier.current = pending >= 0 ? exercise.questions[pending].question.step : null;
  const askedIndex = exercise.questions.findIndex((q) => q.question.step === step);
  const asked = askedIndex >= 0 ? exercise.questions[askedIndex] : null;
  const askedResponse = askedIndex >= 0 ? exercise.responses[askedIndex] : null;
  const [draft, setDraft] = useState<number | null>(null);
  useEffect(() => {
    setDraft(asked?.question.kind === 'register' && snap ? snap.frames[asked.question.frame].register : null);
    // The draft starts from the register as it is when the question is asked.
  }, [asked?.question.step]);

  const patchView = useCallback((p: Partial<View>) => setView((v) => ({ ...v, ...p })), []);
  const setTab = (tab: string) => patchView({ tab: tab as TabId });
  const open = (next: LabState) => {
    setScenario(next.scenario);
    setView(next.view);
    setSpec(next.exercise);
    setVariant(next.variant ?? null);
    setOstep(next.ostep ?? null);
    if (next.experiment) setExperiment(next.experiment);
    setCurves(next.curves ?? DEFAULT_CURVES);
    setOpenAt(next.view.step);
  };
  const applyScenario = (s: Scenario) => {
    setOpenAt(0);
    setSpec(null);
    setVariant(null);
    patchView({ pid: 0 });
    setScenario(s);
  };

  // Keep the URL up to date (replaceState: no history entry per step).
  useEffect(() => {
    const t = setTimeout(() => {
      const chosen = experiment.name === 'shils-ll' && experiment.seed === 1 ? null : experiment;
      const curveSettings = JSON.stringify(curves) === JSON.stringify(DEFAULT_CURVES) ? null : curves;
      const hash = encodeState(
        { scenario, view: { ...view, step }, exercise: spec, variant, ostep, experiment: chosen, curves: curveSettings },
        embed,
      );
      if (window.location.hash.slice(1) !== hash) window.history.replaceState(null, '', `#${hash}`);
    }, 200);
    return () => clearTimeout(t);
  }, [scenario, view, spec, variant, ostep, experiment, curves, step, embed]);
  useEffect(() => {
    // A link pasted into the address bar of an open lab: read it afresh.
    const onHash = () => window.location.reload();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('presenter', view.presenter);
  }, [view.presenter]);
  const setPresenter = (on: boolean) => {
    patchView({ presenter: on });
    if (on && !document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => undefined);
    if (!on && document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target;
      if (
        (t instanceof Element && t.closest('input, textarea, select, [role="tablist"], [role="dialog"]')) ||
        e.ctrlKey ||
        e.metaKey ||
        e.altKey
      )
        return;
      if (e.key === ' ') sim.togglePlay();
      else if (e.key === 'ArrowRight' && e.shiftKey) sim.stepReference();
      else if (e.key === 'ArrowRight') sim.step();
      else if (e.key === 'ArrowLeft') sim.back();
      else if (e.key === 'Home') sim.reset();
      else if (e.key === '?') setHelp(true);
      else if (e.key === 'p' || e.key === 'P') setPresenter(!view.presenter);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const sweep = useMemo(
    () => (view.tab === 'sweep' && !sim.error ? (JSON.parse(sweep_k_json(json, SWEEP_KS)) as SweepPoint[]) : null),
    [view.tab, json, sim.error],
  );
  const comparison = useMemo(
    () => (view.tab === 'compare' && !sim.error ? (JSON.parse(compare_json(json)) as Comparison) : null),
    [view.tab, json, sim.error],
  );

  const current = snap ? lastStepEvents(snap) : [];
  const k = scenario.memory.k;
  const narration = !snap
    ? ''
    : step === 0
      ? 'Ready. Press → for one micro-step, Shift+→ for one reference, Space to play.'
      : current.map((e) => e.text).join(' ') || (snap.done ? 'The run is over.' : '');
  const answering = asked && !askedResponse;
  const onFrameClick = answering && asked.question.kind === 'victim' ? (frame: number) => exercise.respond(askedIndex, frame) : undefined;
  const onBitClick =
    answering && asked.question.kind === 'register'
      ? (frame: number, bit: number) => {
          if (frame === (asked.question as { frame: number }).frame) setDraft((d) => (d ?? 0) ^ (1 << bit));
        }
      : undefined;

  return (
    <div className={`app${embed ? ' embed' : ''}`}>
      {!embed && <Header presenter={view.presenter} onPresenter={setPresenter} onHelp={() => setHelp(true)} />}
      {embed && (
        <p className="embed-title">
          <a href={window.location.href.replace(/&embed=1$/, '')} target="_blank" rel="noreferrer">
            Paging Lab
          </a>{' '}
          — the Multics clock
        </p>
      )}
      {problem && <LinkError error={problem.error} raw={problem.raw} onDismiss={() => setProblem(null)} />}
      {sim.error && (
        <p role="alert" className="error banner" data-testid="sim-error">
          {sim.error}
        </p>
      )}
      {snap && (
        <>
          <Controls sim={sim} barrier={answering ? step : null} />
          {!(variant && sim.snaps[1]) && (
            <p className="narration" aria-live="polite" data-testid="narration">
              {narration}
            </p>
          )}
          {asked && asked.answer && (
            <QuestionCard
              q={asked}
              index={askedIndex}
              response={askedResponse}
              k={k}
              draft={draft}
              onCheck={() => exercise.respond(askedIndex, draft)}
              onReveal={() => exercise.respond(askedIndex, null)}
            />
          )}
          {variant && sim.snaps[1] ? (
            <main className="stage side-by-side">
              {sim.snaps.map((s, i) => (
                <section key={i} className="side" aria-label={i === 0 ? 'A: the scenario' : 'B: the variant'}>
                  <h2>
                    {i === 0
                      ? `A: ${variant.path} = ${String(valueAt(scenario, variant))}`
                      : `B: ${variant.path} = ${String(variant.value)}`}
                  </h2>
                  <p className="narration side-narration" data-testid={`narration-${i}`}>
                    {lastStepEvents(s)
                      .map((e) => e.text)
                      .join(' ') || (s.done ? 'The run is over.' : '—')}
                  </p>
                  <Exportable name={i === 0 ? 'ring-a' : 'ring-b'}>
                    <ClockRing snap={s} k={i === 0 ? k : applyVariant(scenario, variant).memory.k} current={lastStepEvents(s)} />
                  </Exportable>
                  <Counters snap={s} />
                </section>
              ))}
            </main>
          ) : (
            <main className="stage">
              <section className="ring-panel" aria-label="Replaceable page list">
                <Exportable name="ring">
                  <ClockRing
                    snap={snap}
                    k={k}
                    current={current}
                    onFrameClick={onFrameClick}
                    selectedPid={scenario.processes.length > 1 ? view.pid : null}
                  />
                </Exportable>
                <div className="lists">
                  <FrameList label="free pool" frames={snap.freePool} />
                  <FrameList label="pull list ↓" frames={snap.frames.filter((f) => f.state === 'pulling').map((f) => f.frame)} />
                  <FrameList label="push list ↑" frames={snap.frames.filter((f) => f.state === 'pushing').map((f) => f.frame)} />
                </div>
              </section>
              <section className="table-panel" aria-label="Frames and shift registers">
                <ShiftRegisters
                  snap={snap}
                  k={k}
                  current={current}
                  onBitClick={onBitClick}
                  draft={
                    answering && asked.question.kind === 'register' && draft !== null ? { frame: asked.question.frame, value: draft } : null
                  }
                />
              </section>
              <section className="side-panel" aria-label="Drum and counters">
                <h2>Drum</h2>
                <Exportable name="drum">
                  <Drum drum={snap.drum} />
                </Exportable>
                <Counters snap={snap} />
              </section>
            </main>
          )}
          <section className="tapes" aria-label="Reference strings">
            {sim.traces.map(
              (t, pid) =>
                snap.procs[pid] && (
                  <Tape
                    key={pid}
                    pid={pid}
                    pages={t.pages}
                    writes={t.writes}
                    faults={snap.faults[pid]}
                    proc={snap.procs[pid]}
                    selected={scenario.processes.length > 1 && view.pid === pid}
                    onSelect={() => patchView({ pid })}
                  />
                ),
            )}
          </section>
        </>
      )}
      {!embed && (
        <Tabs
          active={view.tab}
          onChange={setTab}
          tabs={[
            { id: 'scenario', label: 'Scenario', render: () => <ScenarioForm key={json} scenario={scenario} onApply={applyScenario} /> },
            {
              id: 'presets',
              label: 'Presets',
              render: () => (
                <PresetGallery
                  onOpen={(p: Preset) => {
                    open(p.state);
                    setProblem(null);
                  }}
                />
              ),
            },
            {
              id: 'exercise',
              label: 'Exercise',
              render: () => (
                <ExercisePanel
                  scenarioJson={json}
                  frames={scenario.memory.frames}
                  step={step}
                  spec={spec}
                  exercise={exercise}
                  showKey={view.key}
                  onSpec={setSpec}
                  onShowKey={(key) => patchView({ key })}
                  onSeek={sim.seek}
                />
              ),
            },
            {
              id: 'side',
              label: 'Side by side',
              render: () => (
                <SideBySide
                  scenario={scenario}
                  variant={variant}
                  onVariant={(v) => {
                    setVariant(v);
                    setOpenAt(step);
                  }}
                  onSeek={sim.seek}
                />
              ),
            },
            {
              id: 'load',
              label: 'Load control',
              render: () =>
                snap && (
                  <>
                    <WorkingSetPanel snap={snap} />
                    <LoadPanel
                      key={json}
                      snap={snap}
                      scenario={scenario}
                      running={snap.load.running}
                      onAreaClick={
                        answering && asked.question.kind === 'region' ? (r) => exercise.respond(askedIndex, REGION_INDEX[r]) : undefined
                      }
                    />
                  </>
                ),
            },
            {
              id: 'curves',
              label: 'Lifetime curves',
              render: () => (
                <CurvesPanel
                  scenarioJson={json}
                  processes={scenario.processes.length}
                  snap={snap}
                  settings={curves}
                  onSettings={setCurves}
                />
              ),
            },
            {
              id: 'sweep',
              label: 'k-sweep',
              render: () =>
                sweep && (
                  <>
                    <p className="muted">
                      The same strings for k = 0 … 8 (Corbató 1968, Tables 1–2: faults halve from k = 0 to 1, then level off; the pointer
                      travels further as k grows).
                    </p>
                    <Exportable name="k-sweep">
                      <KSweepChart points={sweep} currentK={k} />
                    </Exportable>
                    <button
                      onClick={() =>
                        exportCsv(
                          [
                            ['k', 'faults', 'pointer_steps', 'fault_service_us'],
                            ...sweep.map((p) => [p.k, p.faults, p.pointer_steps, p.fault_service_us]),
                          ],
                          'k-sweep',
                        )
                      }
                    >
                      Download CSV
                    </button>
                  </>
                ),
            },
            {
              id: 'compare',
              label: 'Compare policies',
              render: () =>
                comparison && (
                  <>
                    <Exportable name="policies">
                      <CompareStrip c={comparison} k={k} />
                    </Exportable>
                    <button
                      onClick={() =>
                        exportCsv(
                          [
                            ['policy', 'faults'],
                            ['fifo', comparison.fifo],
                            ['clock', comparison.clock],
                            ['lru', comparison.lru],
                            ['opt', comparison.opt],
                          ],
                          'policies',
                        )
                      }
                    >
                      Download CSV
                    </button>
                  </>
                ),
            },
            { id: 'ostep', label: 'OSTEP homework', render: () => <OstepPanel form={ostep ?? OSTEP_DEFAULTS} onForm={setOstep} /> },
            {
              id: 'measure',
              label: 'Measurement lab',
              render: () => <MeasurementLab scenarioJson={json} hasSampler={!!scenario.sampler} />,
            },
            {
              id: 'experiments',
              label: 'Experiments',
              render: () => (
                <ExperimentsPanel name={experiment.name} seed={experiment.seed} onChoose={(name, seed) => setExperiment({ name, seed })} />
              ),
            },
            {
              id: 'log',
              label: 'Event log',
              render: () =>
                snap && (
                  <>
                    <div className="log-actions">
                      <button
                        onClick={() =>
                          exportCsv(
                            [['step', 't_us', 'type', 'text'], ...sim.allEvents().map((e) => [e.step, e.t_us, e.type, e.text])],
                            'events',
                          )
                        }
                      >
                        Download the event log (CSV)
                      </button>
                      <button
                        onClick={() =>
                          exportCsv(
                            [['counter', 'value'], ['step', step], ['time_us', snap.nowUs], ...Object.entries(snap.counters)],
                            'metrics',
                          )
                        }
                      >
                        Download the counters (CSV)
                      </button>
                    </div>
                    <EventLog events={snap.recent} decisions={scenario.scheduler ? snap.decisions : undefined} />
                  </>
                ),
            },
          ]}
        />
      )}
      {!embed && <footer className="muted">Keys: {KEYS.map(([key, what]) => `${key} ${what}`).join(' · ')}</footer>}
      {help && <HelpOverlay onClose={() => setHelp(false)} />}
    </div>
  );
}

/** The value the variant's field has in `s`. */
function valueAt(s: Scenario, v: Variant): unknown {
  const [head, tail] = v.path.split('.');
  const section = (s as unknown as Record<string, Record<string, unknown> | null>)[head];
  return tail === undefined ? section : section?.[tail];
}

function FrameList({ label, frames }: { label: string; frames: number[] }) {
  return (
    <div className="frame-list" data-list={label}>
      <span className="list-label">{label}</span>
      {frames.length === 0 ? (
        <span className="muted">empty</span>
      ) : (
        frames.map((f) => (
          <span key={f} className="block">
            f{f}
          </span>
        ))
      )}
    </div>
  );
}
