// Replacement policies on one screen: the first process's string under FIFO,
// LRU, OPT (Belady's MIN) and the plain k-bit clock, one reference per step
// — the frames after each reference as textbook tables, the faults so far —
// and faults against frames for all four, revealed after a prediction (a
// point opens its memory size on the tables).
// P0's string is the scenario's, one typed into the Reference string box, or
// a trace file: the tables step through its first references and the chart
// counts faults on the whole trace.
import { useMemo } from 'react';
import { TermLine } from '../../app/glossary/Terms';
import { useLab } from '../../app/lab';
import { ruleQuestion } from '../../app/rulesQuestion';
import { Transport } from '../../app/Transport';
import { useKeys } from '../../app/useKeys';
import { useChartSize } from '../../charts/useChartSize';
import { ComputationStatus } from '../../components/ComputationStatus';
import { OwnStringBar } from '../../components/OwnStringBar';
import { runAttr, useHash } from '../../sim/runId';
import { usePageNames } from '../../viz/pageNames';
import type { PolicyRun } from '../../wasm/core';
import { CurvePanel } from './CurvePanel';
import { FrameTables, type Window } from './FrameTables';
import { faultsLink } from './links';
import { POLICY_PRESETS } from './presets';
import { PoliciesPanes } from './search/PoliciesPanes';
import { SearchStage } from './search/SearchStage';
import { fewestOnTrace, fifoOrLru, lruFaultsQuestion, narrate, oneMoreFrame } from './story';
import { cellWidth, DESK, EMBEDDED, fitTables, PRESENTER, TRACE_BESIDE, windowStart } from './tableLayout';
import { type Columns, type PolicyName, policies } from './types';
import { useFaultCurves } from './useFaultCurves';
import { usePolicyPlayer } from './usePolicyPlayer';
import { usePolicyRun } from './usePolicyRun';
import { useTraceCurves } from './useTraceCurves';
import './policies.css';
import { LiveLine } from '../../components/LiveLine';

export function PoliciesStage() {
  const { state } = useLab();
  return state.view.pane === 'search' ? <SearchStage /> : <TablesStage />;
}

function TablesStage() {
  const { json, state, trace, follow, play } = useLab();
  const names = usePageNames();
  const made = usePolicyRun(json);
  const run = made?.run ?? null;
  const total = run?.length() ?? 0;
  const player = usePolicyPlayer(run ? total : null);
  useKeys(player);
  const { ref: tablesRef, size } = useChartSize<HTMLElement>(1.6);
  const { ref: stageRef, size: stageSize } = useChartSize<HTMLDivElement>(1.6);
  const sizes = play.embed ? EMBEDDED : state.view.presenter ? PRESENTER : DESK;
  const { frames, k } = state.scenario.memory;
  // With a trace, P0's string in `json` is its head; the chart reads the whole trace.
  const onTrace = trace.setting !== null && trace.head !== null;
  // The tables are sized in units of 15 per rem, so they keep the page's type size. Presenting, their column is as
  // wide as they are: they may take the stage's width but the chart's least room beside them (more on a trace, whose
  // chart is the story's point and whose tables show a window of its references anyway).
  const beside = sizes.beside && onTrace ? TRACE_BESIDE : sizes.beside;
  const room = beside ? stageSize.width - beside * stageSize.rem : size.width;
  const box = { width: Math.max(240, (room * 15) / size.rem), height: Math.max(180, (size.height * 15) / size.rem) };
  const own = useFaultCurves(json, state.scenario, onTrace ? null : (run?.curve_span() ?? null));
  const whole = useTraceCurves(onTrace ? trace.setting : null, frames, k, state.scenario.memory.new_page_usage ?? 'on');
  // While a trace file is still being read, the string on the tables is a stand-in: no chart is drawn of it and no
  // question asked.
  const reading = trace.setting !== null && trace.head === null;
  const curves = onTrace ? whole.curves : reading ? null : own.curves;
  const error = onTrace || reading ? null : own.error;
  // The story's own question: on a convention, the Rules tab's; on the loop, LRU's faults; else FIFO with a frame more.
  const question = useMemo(() => {
    if (onTrace) return whole.curves && fewestOnTrace(whole.curves, frames);
    if (!run || reading) return null;
    const faults = (p: PolicyName, f = frames) => run.faults_with(p, f);
    const rule = POLICY_PRESETS.find((p) => p.id === state.preset)?.rule;
    if (rule) return ruleQuestion(rule, state.scenario) ?? oneMoreFrame(frames, faults('fifo'), faults('fifo', frames + 1));
    if (state.preset === 'lru-loop') return loopQuestion(run, frames);
    if (state.preset === 'fifo-lru-opt') return fifoOrLru(frames, { fifo: faults('fifo'), lru: faults('lru'), opt: faults('opt') });
    return oneMoreFrame(frames, faults('fifo'), faults('fifo', frames + 1));
  }, [onTrace, reading, whole.curves, run, frames, state.preset, state.scenario]);
  const position = player.position;
  const modified = state.scenario.memory.modified_chance === 'write_and_pass';
  const view = useMemo(() => {
    if (!run) return null;
    const cell = cellWidth(run, position, names, k, modified, sizes);
    const fit = fitTables(box.width, box.height, frames, run.length(), cell, sizes);
    return { fit, ...tableView(run, position, fit.refs, fit.rows) };
  }, [run, position, box.width, box.height, names, k, modified, sizes, frames]);
  const runHash = useHash(json);
  const latest = view && Object.fromEntries(policies().map((p) => [p, view.data[p].columns.find((c) => c.index === position - 1)]));
  const line = made?.error ? 'The string cannot be run.' : narrate(position, total, frames, latest ?? {}, names);
  return (
    <div className={`policies-stage${onTrace ? ' on-trace' : ''}`} data-run={runAttr(runHash, made !== null)} ref={stageRef}>
      <Transport player={run ? player : null} />
      <PoliciesPanes />
      <LiveLine text={line} playing={player.playing} className="narration" testId="policies-narration">
        <TermLine text={line} />
      </LiveLine>
      <OwnStringBar whole="the faults-against-frames chart and the policy comparison" />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tables scroll when a trace's head is long: the keyboard must reach them */}
      <section className="tables-panel" aria-label="Frames after each reference" ref={tablesRef} tabIndex={0}>
        {made?.error && (
          <p role="alert" className="error">
            {made.error}
          </p>
        )}
        {view && (
          <FrameTables
            window={view.window}
            position={position}
            data={view.data}
            faults={view.faults}
            frames={frames}
            k={k}
            fit={view.fit}
          />
        )}
      </section>
      <p className="table-key muted">
        <span className="key-fault">5</span> fault: the page loaded · <span className="key-hit">5</span> hit · <b className="f">↯</b>{' '}
        <s>4</s> fault, page 4 replaced · ▸ the clock’s pointer · {bitsKey(k, modified)}
        {view?.window.writes?.includes(1) && (
          <>
            {' '}
            · 2<sup>w</sup> a write (sets the modified bit)
          </>
        )}
      </p>
      <CurvePanel
        curves={curves}
        error={error}
        frames={frames}
        question={question}
        whole={onTrace}
        onOpen={(f, policy) => follow(faultsLink(state, f, policy))}
      >
        {onTrace && (
          <ComputationStatus
            state={whole.state}
            what="faults against frames on the whole trace"
            cancel={whole.cancel}
            retry={whole.retry}
          />
        )}
      </CurvePanel>
    </div>
  );
}

/** The loop story's question on the run's string. */
function loopQuestion(run: PolicyRun, frames: number) {
  const n = run.length();
  const distinct = new Set(run.pages(0, n)).size;
  return lruFaultsQuestion(frames, n, distinct, run.faults_with('lru', frames), run.faults_with('opt', frames));
}

/** The window of the string around `position` and each policy's columns in it. */
function tableView(run: PolicyRun, position: number, count: number, rows: number) {
  const total = run.length();
  const start = windowStart(position, count, total);
  const end = Math.min(total, start + count);
  const window: Window = { start, pages: run.pages(start, end), writes: run.writes(start, end) };
  const data = Object.fromEntries(
    policies().map((p) => [p, JSON.parse(run.columns_json(p, start, Math.min(position, end), rows)) as Columns]),
  ) as Record<PolicyName, Columns>;
  const faults = Object.fromEntries(policies().map((p) => [p, data[p].columns.at(-1)?.faults ?? data[p].faults_before])) as Record<
    PolicyName,
    number
  >;
  return { window, data, faults };
}

/** The key to the clock's cells: its usage bit, its modified bit where it steers the clock, its register. */
function bitsKey(k: number, modified: boolean): string {
  const [short, long] = modified ? ['um', 'usage and modified bits'] : ['u', 'usage bit'];
  return k > 0 ? `${short}|r ${long} | register` : `${short} ${long}`;
}
