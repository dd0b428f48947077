// Corbató's k-sweep on the current scenario: the same strings for k = 0 … 8
// (Tables 1–2: faults halve from k = 0 to 1, then level off; the pointer
// travels further as k grows), shown once the student has predicted how far
// one bit of history cuts the faults. A point opens its k on the frame table.
// On a story told on the frame table the sweep's question is an aside: it
// does not tell that story's findings.
import { useMemo } from 'react';
import { useLab } from '../../app/lab';
import { linkedState } from '../../app/linked';
import type { LabState } from '../../app/state';
import { KSweepChart } from '../../charts/KSweepChart';
import { Exportable, exportCsv } from '../../components/Export';
import { Predict, type Prediction } from '../../components/Predict';
import type { SweepPoint } from '../../sim/types';
import { sweep_k_json } from '../../wasm/core';
import { CLOCK_PRESETS } from './presets';

const SWEEP_KS = '[0,1,2,3,4,5,6,7,8]';

const OPTIONS = ['hardly at all (under 10 %)', 'by about a quarter (10–35 %)', 'by about half (35–65 %)', 'by more than two thirds'];

/** The question: how far do the faults fall from k = 0 (FIFO) to k = 1? Answered from the sweep itself. */
export function oneBitQuestion(sweep: SweepPoint[]): Prediction {
  const [k0, k1] = [sweep.find((p) => p.k === 0)!, sweep.find((p) => p.k === 1)!];
  const cut = k0.faults > 0 ? 1 - k1.faults / k0.faults : 0;
  return {
    question: 'From k = 0 (FIFO: no usage history) to k = 1 (one bit), by how much will the page faults fall on this string?',
    options: OPTIONS,
    answer: cut < 0.1 ? 0 : cut < 0.35 ? 1 : cut < 0.65 ? 2 : 3,
    why: `${k0.faults} faults at k = 0, ${k1.faults} at k = 1: ${Math.round(100 * cut)} % fewer. One bit lets the pointer spare every page used since its last pass — the hot pages FIFO throws out only to fault them straight back (Corbató 1968, Tables 1–2: faults about halved); more bits refine that ranking only a little, while the pointer travels further.`,
  };
}

/** The linked-pictures story's question: which k faults least? (Then click its point.) */
export function fewestQuestion(sweep: SweepPoint[]): Prediction {
  const best = sweep.reduce((a, p) => (p.faults < a.faults ? p : a));
  const fifo = sweep.find((p) => p.k === 0)!;
  const last = sweep[sweep.length - 1];
  return {
    question: 'Which register length k will make the fewest faults on this string? Then click its point to open it on the frame table.',
    options: ['k = 0 (FIFO)', 'k = 1 (one bit)', 'k = 2 or 3', 'k = 4 to 8 (the longest history)'],
    answer: best.k === 0 ? 0 : best.k === 1 ? 1 : best.k <= 3 ? 2 : 3,
    why: `${best.faults} faults at k = ${best.k}, ${fifo.faults} at k = 0 (FIFO), ${last.faults} at k = ${last.k}. One bit spares the pages used since the pointer last passed; a longer register also spares pages hot several passes ago, which a new phase no longer uses. Click k = ${best.k} to watch it.`,
  };
}

/** The state a k-sweep point opens: this scenario at k, on the frames pane, from the start. */
export function kSweepLink(state: LabState, k: number): LabState {
  const was = state.scenario.memory.k;
  const next: LabState = {
    ...state,
    scenario: { ...state.scenario, memory: { ...state.scenario.memory, k } },
    view: { ...state.view, pane: '', step: 0 },
  };
  const text =
    k === was
      ? `Opened from the k-sweep: k = ${k}, this scenario’s own k, on the frame table.`
      : `Opened from the k-sweep: k = ${k} (it was k = ${was}); the frame table runs the same string with ${k === 0 ? 'no usage history (FIFO)' : `${k}-bit registers`}.`;
  return linkedState('k-sweep', text, next, state);
}

/** Whether story `id` is told on the k-sweep, so that its question is the story's own (another story's findings answer another question). */
const toldOnSweep = (id: string | null) => CLOCK_PRESETS.find((p) => p.id === id)?.state.view.pane === 'k-sweep';

export function KSweepPane() {
  const { json, state, follow } = useLab();
  const sweep = useMemo(() => JSON.parse(sweep_k_json(json, SWEEP_KS)) as SweepPoint[], [json]);
  return (
    <div className="k-sweep-pane">
      <Predict p={state.preset === 'linked-pictures' ? fewestQuestion(sweep) : oneBitQuestion(sweep)} reveals={toldOnSweep(state.preset)}>
        <Exportable name="k-sweep">
          <KSweepChart points={sweep} currentK={state.scenario.memory.k} onOpen={(k) => follow(kSweepLink(state, k))} />
        </Exportable>
      </Predict>
      <button
        type="button"
        className="desk-only"
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
    </div>
  );
}
