// Replacement policies side by side: the first process's string under FIFO,
// LRU, OPT and the clock in the scenario's frames.
import { useMemo } from 'react';
import { useLab } from '../../app/lab';
import { CompareStrip } from '../../charts/CompareStrip';
import { Exportable, exportCsv } from '../../components/Export';
import type { Comparison } from '../../sim/types';
import { compare_json } from '../../wasm/core';

export function PoliciesStage() {
  const { json, state } = useLab();
  const c = useMemo(() => JSON.parse(compare_json(json)) as Comparison, [json]);
  return (
    <div className="panel-stage">
      <Exportable name="policies">
        <CompareStrip c={c} k={state.scenario.memory.k} />
      </Exportable>
      <button
        onClick={() =>
          exportCsv(
            [
              ['policy', 'faults'],
              ['fifo', c.fifo],
              ['clock', c.clock],
              ['lru', c.lru],
              ['opt', c.opt],
            ],
            'policies',
          )
        }
      >
        Download CSV
      </button>
    </div>
  );
}
