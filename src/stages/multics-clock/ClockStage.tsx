// The Multics clock's stage: the ring of the replaceable page list with its
// pointer and legend; the frame table with every register, under the
// story's question (or Corbató's k-sweep); the drum, the pool and the pull
// and push lists, the counters; the reference tapes. With a comparison, the
// two runs side by side.
// P0's string may be one typed into the Reference string box, or a trace
// file's first references (OwnStringBar).

import { useAsked, useDraft } from '../../app/asked';
import { useLab } from '../../app/lab';
import { Exportable } from '../../components/Export';
import { OwnStringBar } from '../../components/OwnStringBar';
import { PaneSwitch } from '../../components/PaneSwitch';
import { ScrollPanel } from '../../components/ScrollPanel';
import { lastStepEvents } from '../../sim/snapshot';
import { useRun, useSnap } from '../../sim/useRun';
import { ClockRing } from '../../viz/ClockRing';
import { ShiftRegisters } from '../../viz/ShiftRegisters';
import { FrameQuestion } from './FrameQuestion';
import { KSweepPane } from './KSweepPane';
import { Machine } from './Machine';
import { RingLegend } from './RingLegend';
import { SideBySideStage } from './SideBySideStage';
import { Tapes } from './Tapes';
import { useRingAnswer } from './useRingAnswer';

export function ClockStage() {
  const lab = useLab();
  const { state, patchView } = lab;
  const snap = useSnap();
  const sides = useRun((r) => r.snaps.length);
  const asked = useAsked();
  const [draft, setDraft] = useDraft();
  const ringClick = useRingAnswer();
  if (!snap) return null;
  if (state.variant && sides > 1) return <SideBySideStage />;
  const k = state.scenario.memory.k;
  const current = lastStepEvents(snap);
  const pane = state.view.pane === 'k-sweep' ? 'k-sweep' : 'frames';
  const registerQuestion = asked && !asked.response && asked.q.question.kind === 'register' ? asked.q.question : null;
  const owners = state.scenario.processes.length;
  return (
    <div className="clock-stage">
      <OwnStringBar whole="the policies stage’s faults-against-frames chart and its policy comparison" />
      <section className="ring-panel" aria-label="Replaceable page list">
        <Exportable name="ring">
          <ClockRing
            snap={snap}
            k={k}
            current={current}
            onFrameClick={ringClick}
            selectedPid={owners > 1 ? state.view.pid : null}
            owners={owners}
          />
        </Exportable>
        <RingLegend
          k={k}
          owners={owners}
          enter={state.scenario.memory.pulled_enter}
          writes={state.scenario.memory.modified_chance === 'write_and_pass'}
        />
      </section>
      <section className="table-panel" aria-label={pane === 'frames' ? 'Frames and shift registers' : 'k-sweep'}>
        <PaneSwitch
          label="Picture"
          panes={[
            ['', 'Frame table'],
            ['k-sweep', 'k-sweep (Tables 1–2)'],
          ]}
          shown={pane === 'k-sweep' ? 'k-sweep' : ''}
          onShow={(id) => patchView({ pane: id })}
        />
        {pane === 'frames' && <FrameQuestion />}
        {pane === 'frames' ? (
          <ScrollPanel label="Frame table">
            <ShiftRegisters
              snap={snap}
              k={k}
              current={current}
              onBitClick={
                registerQuestion
                  ? (frame, bit) => {
                      if (frame === registerQuestion.frame) setDraft((d) => (d ?? 0) ^ (1 << bit));
                    }
                  : undefined
              }
              draft={registerQuestion && draft !== null ? { frame: registerQuestion.frame, value: draft } : null}
            />
          </ScrollPanel>
        ) : (
          <KSweepPane />
        )}
      </section>
      <Machine />
      <Tapes />
    </div>
  );
}
