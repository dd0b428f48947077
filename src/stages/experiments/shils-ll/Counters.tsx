// A Shils run in four numbers: when the batch was done, the mean CPU
// activity, the mean multiprogramming level and the jobs set aside.
import type { ShilsMetrics } from '../../../wasm/types/core';

export function Counters({ m }: { m: ShilsMetrics }) {
  const done = m.batch_completion_s;
  return (
    <dl className="counters">
      <div>
        <dt>batch done</dt>
        <dd>{done === null ? 'not in 2 h' : `${done.toFixed(0)} s`}</dd>
      </div>
      <div>
        <dt>CPU activity</dt>
        <dd>{m.cpu_activity.toFixed(1)} %</dd>
      </div>
      <div>
        <dt>mean MPL</dt>
        <dd>{m.mean_mpl.toFixed(2)}</dd>
      </div>
      <div>
        <dt>jobs set aside</dt>
        <dd>{m.set_asides}</dd>
      </div>
    </dl>
  );
}
