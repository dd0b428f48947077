// Corbató's k-sweep on the current scenario: the same strings for k = 0 … 8
// (Tables 1–2: faults halve from k = 0 to 1, then level off; the pointer
// travels further as k grows).
import { useMemo } from 'react';
import { useLab } from '../../app/lab';
import { KSweepChart } from '../../charts/KSweepChart';
import { Exportable, exportCsv } from '../../components/Export';
import type { SweepPoint } from '../../sim/types';
import { sweep_k_json } from '../../wasm/core';

const SWEEP_KS = '[0,1,2,3,4,5,6,7,8]';

export function KSweepPane() {
  const { json, state } = useLab();
  const sweep = useMemo(() => JSON.parse(sweep_k_json(json, SWEEP_KS)) as SweepPoint[], [json]);
  return (
    <div className="k-sweep-pane">
      <Exportable name="k-sweep">
        <KSweepChart points={sweep} currentK={state.scenario.memory.k} />
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
    </div>
  );
}
