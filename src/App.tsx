// The lab's one page: controls and narration on top; the ring, the frame
// table and the drum in the middle; the tape; then the panels.
import { useEffect, useMemo, useState } from 'react';
import { compare_json, sweep_k_json } from './wasm/core';
import { useSimulation } from './sim/useSimulation';
import { lastStepEvents } from './sim/snapshot';
import type { Scenario } from './scenario/types';
import { ClockRing } from './viz/ClockRing';
import { ShiftRegisters } from './viz/ShiftRegisters';
import { Drum } from './viz/Drum';
import { Tape } from './viz/Tape';
import { Controls } from './components/Controls';
import { Counters } from './components/Counters';
import { EventLog } from './components/EventLog';
import { ScenarioForm } from './components/ScenarioForm';
import { Tabs } from './components/Tabs';
import { KSweepChart, type SweepPoint } from './charts/KSweepChart';
import { CompareStrip, type Comparison } from './charts/CompareStrip';

const SWEEP_KS = '[0,1,2,3,4,5,6,7,8]';

export function App({ initial }: { initial: Scenario }) {
  const [scenario, setScenario] = useState(initial);
  const json = useMemo(() => JSON.stringify(scenario), [scenario]);
  const sim = useSimulation(json);
  const [tab, setTab] = useState('scenario');
  const { snap } = sim;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target;
      if ((t instanceof Element && t.closest('input, textarea, select, [role="tablist"]')) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === ' ') sim.togglePlay();
      else if (e.key === 'ArrowRight' && e.shiftKey) sim.stepReference();
      else if (e.key === 'ArrowRight') sim.step();
      else if (e.key === 'ArrowLeft') sim.back();
      else if (e.key === 'Home') sim.reset();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sim]);

  const sweep = useMemo(() => (tab === 'sweep' && !sim.error ? (JSON.parse(sweep_k_json(json, SWEEP_KS)) as SweepPoint[]) : null), [tab, json, sim.error]);
  const comparison = useMemo(() => (tab === 'compare' && !sim.error ? (JSON.parse(compare_json(json)) as Comparison) : null), [tab, json, sim.error]);

  const current = snap ? lastStepEvents(snap) : [];
  const k = scenario.memory.k;
  const narration = !snap ? '' : snap.step === 0
    ? 'Ready. Press → for one micro-step, Shift+→ for one reference, Space to play.'
    : current.map((e) => e.text).join(' ') || (snap.done ? 'The run is over.' : '');

  return (
    <div className="app">
      <header>
        <h1>Paging Lab</h1>
        <p className="subtitle">The Multics paging algorithm — Corbató 1968: a clock over the replaceable page list with k-bit usage registers</p>
      </header>
      {sim.error && <p role="alert" className="error banner" data-testid="sim-error">{sim.error}</p>}
      {snap && (
        <>
          <Controls sim={sim} />
          <p className="narration" aria-live="polite" data-testid="narration">{narration}</p>
          <main className="stage">
            <section className="ring-panel" aria-label="Replaceable page list">
              <ClockRing snap={snap} k={k} current={current} />
              <div className="lists">
                <FrameList label="free pool" frames={snap.freePool} />
                <FrameList label="pull list ↓" frames={snap.frames.filter((f) => f.state === 'pulling').map((f) => f.frame)} />
                <FrameList label="push list ↑" frames={snap.frames.filter((f) => f.state === 'pushing').map((f) => f.frame)} />
              </div>
            </section>
            <section className="table-panel" aria-label="Frames and shift registers">
              <ShiftRegisters snap={snap} k={k} current={current} />
            </section>
            <section className="side-panel" aria-label="Drum and counters">
              <h2>Drum</h2>
              <Drum drum={snap.drum} />
              <Counters snap={snap} />
            </section>
          </main>
          <section className="tapes" aria-label="Reference strings">
            {sim.traces.map((t, pid) => snap.procs[pid] && (
              <Tape key={pid} pid={pid} pages={t.pages} writes={t.writes} faults={snap.faults[pid]} proc={snap.procs[pid]} />
            ))}
          </section>
        </>
      )}
      <Tabs
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'scenario', label: 'Scenario', render: () => <ScenarioForm key={json} scenario={scenario} onApply={setScenario} /> },
          { id: 'sweep', label: 'k-sweep', render: () => sweep && (
            <>
              <p className="muted">The same strings for k = 0 … 8 (Corbató 1968, Tables 1–2: faults halve from k = 0 to 1, then level off; the pointer travels further as k grows).</p>
              <KSweepChart points={sweep} currentK={k} />
            </>
          ) },
          { id: 'compare', label: 'Compare policies', render: () => comparison && <CompareStrip c={comparison} k={k} /> },
          { id: 'log', label: 'Event log', render: () => snap && <EventLog events={snap.recent} /> },
        ]}
      />
      <footer className="muted">Keys: Space play/pause · → micro-step · Shift+→ reference · ← step back · Home reset</footer>
    </div>
  );
}

function FrameList({ label, frames }: { label: string; frames: number[] }) {
  return (
    <div className="frame-list" data-list={label}>
      <span className="list-label">{label}</span>
      {frames.length === 0 ? <span className="muted">empty</span> : frames.map((f) => <span key={f} className="block">f{f}</span>)}
    </div>
  );
}
