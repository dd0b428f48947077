// Corbató's k-sweep on the current scenario: the same strings for k = 0 … 8
// (Tables 1–2: faults halve from k = 0 to 1, then level off; the pointer
// travels further as k grows), shown once the student has predicted how far
// one bit of history cuts the faults.
import { useMemo } from 'react';
import { useLab } from '../../app/lab';
import { KSweepChart } from '../../charts/KSweepChart';
import { Exportable, exportCsv } from '../../components/Export';
import { Predict, type Prediction } from '../../components/Predict';
import type { SweepPoint } from '../../sim/types';
import { sweep_k_json } from '../../wasm/core';

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

export function KSweepPane() {
  const { json, state } = useLab();
  const sweep = useMemo(() => JSON.parse(sweep_k_json(json, SWEEP_KS)) as SweepPoint[], [json]);
  return (
    <div className="k-sweep-pane">
      <Predict p={oneBitQuestion(sweep)}>
        <Exportable name="k-sweep">
          <KSweepChart points={sweep} currentK={state.scenario.memory.k} />
        </Exportable>
      </Predict>
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
    </div>
  );
}
