// The working-set view (Nishigaki 1981 §3): for every program its window
// T = mΔ, its claim on memory, the last sample point's w(t_n, T_m) read from
// the unreferenced interval counters (eq. 3.10; the bars, ▲ the OWE's least
// estimated space-time χ or ψ, eqs. 3.8–3.9, the outlined bar the window
// chosen), the pages that left, each resident page's counter; below, each
// window's recent history.

import { LineChart } from '../../charts/LineChart';
import { Exportable } from '../../components/Export';
import { count } from '../../components/words';
import type { Snapshot } from '../../sim/snapshot';
import type { WorkingSetView } from '../../sim/types';
import { ownerColour } from '../../viz/palette';

const fmt = (n: number) => n.toLocaleString('en-US');

/** Eq. 3.10's reading in force: which counters the window T_m holds (the scenario's `counter_rule`). */
export function counterText(ws: WorkingSetView): string {
  return ws.config.counter_rule === 'at_most'
    ? 'T_m holds the pages whose counter is at most m, as §3’s text says: one interval more than mΔ.'
    : 'T_m holds the pages whose counter is below m: exactly those referenced in the last mΔ (§3’s text says “at most m”; the scenario’s counter rule switches).';
}

function policyText(ws: WorkingSetView): string {
  const c = ws.config;
  const delta = `Δ = ${fmt(c.delta)} instructions (${fmt(ws.delta_refs)} references)`;
  if (c.policy.kind === 'owe') {
    const crit = c.policy.criterion === 'pe' ? 'PE-knee: least χ = ζ + Sφζ' : 'LT-knee: least ψ = Sφζ';
    return `Optimum Working-set Estimator (${crit}); α = ${c.policy.alpha}, S = ${fmt(c.policy.s)} instructions, ${delta}; ${fmt(c.owe_instructions_per_page ?? 0)} instructions of its own work per page at each sample point. Eq. 3.12 read as: the window grows past M intervals only when M + 1 would keep more pages. ${counterText(ws)}`;
  }
  const adjust =
    c.policy.adjust_us > 0
      ? `raised by Δ when the drum was over ${Math.round(c.policy.busy_high * 100)} % busy in the last ${c.policy.adjust_us / 1e6} s, lowered below ${Math.round(c.policy.busy_low * 100)} %`
      : 'fixed';
  return `Uni-window scheduler: one window for all, now ${ws.shared_window}Δ — each program takes it at its next sample point (${adjust}); ${delta}. ${counterText(ws)}`;
}

/** w(t_n, T_m) for m = 1…M+1 as bars; the chosen window's bar outlined, the OWE's least criterion marked. */
function Counters({ pid, last }: { pid: number; last: NonNullable<WorkingSetView['processes'][number]['last']> }) {
  const top = Math.max(1, ...last.w);
  const W = 18;
  const H = 48;
  const best = last.criterion.length ? last.criterion.indexOf(Math.min(...last.criterion)) : -1;
  const [width, height] = [last.w.length * W + 4, H + 18];
  // Drawn at 1 px a unit, or larger, so that its 13-unit numbers are the page's least size (presenter mode's).
  const scaled = (units: number) => `calc(${units / 13} * max(13px, var(--least)))`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: scaled(width), height: scaled(height) }}
      role="img"
      data-testid="ws-counters"
      aria-label={`P${pid}: w(T_m) for m = 1…${last.w.length}: ${last.w.join(', ')}; window ${last.window}Δ`}
    >
      {last.w.map((w, i) => {
        const h = (w / top) * H;
        const chosen = i + 1 === last.window;
        return (
          <g key={i}>
            <rect
              x={2 + i * W}
              y={H - h}
              width={W - 4}
              height={h}
              fill={ownerColour(pid)}
              opacity={i < last.window ? 1 : 0.35}
              stroke={chosen ? 'var(--ink)' : 'none'}
              strokeWidth={chosen ? 2.5 : 0}
            >
              <title>{`w(t_n, ${i + 1}Δ) = ${w}${last.criterion[i] !== undefined ? `; criterion ${last.criterion[i].toFixed(1)}` : ''}`}</title>
            </rect>
            <text x={2 + i * W + (W - 4) / 2} y={H + 15} textAnchor="middle" fontSize={13}>
              {i === best ? '▲' : i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function WorkingSetPanel({ snap }: { snap: Snapshot }) {
  const ws = snap.workingSets;
  if (!ws) return null;
  // Each window is a step function of time: read it on a common grid of
  // 60 instants (a window holds from one sample point to the next; before a
  // program's first sample point it has the first window).
  const start = Math.max(0, ...ws.processes.filter((p) => p.history.length >= 200).map((p) => p.history[0].t_us));
  const grid = Array.from({ length: 60 }, (_, i) => start + ((snap.nowUs - start) * (i + 1)) / 60);
  const windowAt = (p: WorkingSetView['processes'][number], t: number) => {
    let w = ws.config.window;
    for (const h of p.history) if (h.t_us <= t) w = h.window;
    return w;
  };
  return (
    <section className="working-sets" data-testid="working-sets" aria-label="Every program’s window">
      <p className="ws-policy">{policyText(ws)}</p>
      <ul className="ws-cards">
        {ws.processes.map((p, pid) => (
          <li key={pid} data-pid={pid} className="ws-card">
            <p className="ws-head">
              <span className="swatch" style={{ background: ownerColour(pid) }} /> <b>P{pid}</b> ·{' '}
              {snap.load.processes[pid].membership.replace('_', ' ')} · window <b data-testid={`ws-window-${pid}`}>{p.window}Δ</b> · claim{' '}
              {p.demand} pages
            </p>
            {p.last ? (
              <Counters pid={pid} last={p.last} />
            ) : (
              <p className="muted">no sample point yet ({ws.delta_refs - p.since_sample} references to go)</p>
            )}
            <p className="ws-release">
              <span className="muted">last sample point: </span>
              <span data-testid={`ws-released-${pid}`}>
                {!p.last
                  ? '—'
                  : p.last.expand
                    ? `least estimate at the edge: nothing released, window grows to ${p.last.window}Δ`
                    : p.last.released.length
                      ? `released page${p.last.released.length > 1 ? 's' : ''} ${p.last.released.join(', ')}`
                      : 'nothing released'}
              </span>
            </p>
            <p className="ws-counters" data-testid={`ws-uic-${pid}`} title="each resident page · its unreferenced interval counter">
              {[...p.counters]
                .sort((a, b) => a[0] - b[0])
                .map(([page, c]) => (
                  <span key={page} className={`uic uic-${Math.min(c, 3)}`} title={`page ${page}: unreferenced for ${count(c, 'interval')}`}>
                    {page}·{c}
                  </span>
                ))}
            </p>
          </li>
        ))}
      </ul>
      {snap.nowUs > 0 && ws.processes.some((p) => p.history.length > 0) && (
        <Exportable name="window-history">
          <LineChart
            title="Each program’s window over time"
            xs={grid.map((t) => t / 1e6)}
            xTime
            xLabel="time"
            yLabel="window (Δ)"
            series={ws.processes.map((p, pid) => ({ name: `P${pid}`, values: grid.map((t) => windowAt(p, t)) }))}
          />
        </Exportable>
      )}
      <p className="muted">{count(ws.deactivations, 'program')} swapped out so far because the working sets did not fit.</p>
    </section>
  );
}
