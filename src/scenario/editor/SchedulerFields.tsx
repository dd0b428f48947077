// The scenario form's multiprogramming part: the run's length, time slices,
// the MPL limit, the Load Leveler (Shils 1968), working sets (Nishigaki
// 1981), CP-67's stays and the Ψ-scheduler (Bard 1975), the sampler and the
// supervisor costs (Bard 1971).
import { constants } from '../../wasm/constants';
import type { Admission, CounterRule, KneeCriterion, Strategy, WindowPolicy } from '../types';
import { Choice, Field, has, type Kit, Section } from './kit';

const WS = 'scheduler.working_set';
const STAYS = 'scheduler.stays';
const ADM = 'scheduler.stays.admission';

/** The choices' words for the core's names, in the order the form lists them. */
const WINDOW_KINDS: Record<WindowPolicy['kind'], string> = {
  owe: 'OWE: one window per program',
  uni_window: 'uni-window: one window shared',
};
const KNEES: Record<KneeCriterion, string> = {
  pe: 'PE-knee (least χ = ζ + Sφζ)',
  lt: 'LT-knee (least ψ = Sφζ)',
};
/** Eq. 3.10's reading: which unreferenced interval counters the window T_m holds. */
const COUNTER_RULES: Record<CounterRule, string> = {
  below: 'counter < m: the pages referenced in the last mΔ (default)',
  at_most: 'counter ≤ m, as §3’s text: one interval more',
};
const ADMISSIONS: Record<Admission['kind'], string> = {
  psi: 'Ψ-scheduler (Σ A(Ψm) ≤ N, with feedback)',
  cp67: 'CP-67 (queue limits; storage to page at a desirable rate)',
};
const STRATEGIES: Record<Strategy, string> = {
  one: 'strategy 1: limit the MPL',
  two: 'strategy 2: lower N',
  three: 'strategy 3: lower N and deactivate',
};

/** Each kind's defaults, by kind, from the core's list of them. */
const byKind = <T extends { kind: string }>(list: T[]) => Object.fromEntries(list.map((x) => [x.kind, x]));

export function SchedulerFields({ kit }: { kit: Kit }) {
  const scheduler = has(kit, 'scheduler');
  // Each section starts from the core's defaults (what `{}` becomes).
  const d = constants().defaults;
  const policies = byKind(d.window_policies);
  const admissions = byKind(d.admissions);
  return (
    <fieldset>
      <legend>Multiprogramming</legend>
      <Section kit={kit} prefix="duration_us" label="end at a set time" value={60_000_000} />
      <Field kit={kit} path="duration_us" label="duration" hint="µs (needed with terminal users)" />
      <Section kit={kit} prefix="scheduler" label="time slices and load control" value={{ time_slice_us: d.scheduler.time_slice_us }} />
      <Field kit={kit} path="scheduler.time_slice_us" label="time slice" hint="µs" />
      {scheduler && <Section kit={kit} prefix="scheduler.max_mpl" label="limit the multiprogramming level" value={4} />}
      <Field kit={kit} path="scheduler.max_mpl" label="max MPL" />
      {scheduler && <Section kit={kit} prefix="scheduler.load_leveler" label="Load Leveler (Shils 1968)" value={d.load_leveler} />}
      <Field kit={kit} path="scheduler.load_leveler.x_pages_per_s" label="x" hint="page replacements/s" />
      <Field kit={kit} path="scheduler.load_leveler.y_pct" label="y" hint="% (area A above 100 − y)" />
      <Field kit={kit} path="scheduler.load_leveler.dt_us" label="Δt" hint="µs" />
      {scheduler && <Section kit={kit} prefix={WS} label="working sets (Nishigaki 1981)" value={d.working_set} />}
      <Field kit={kit} path={`${WS}.delta`} label="Δ" hint="instructions between sample points" />
      <Field kit={kit} path={`${WS}.instructions_per_reference`} label="instructions per reference" />
      <Field kit={kit} path={`${WS}.window`} label="first window" hint="× Δ" />
      <Field kit={kit} path={`${WS}.max_window`} label="largest window" hint="× Δ" />
      <Choice kit={kit} path={`${WS}.counter_rule`} label="T_m holds counters" options={Object.entries(COUNTER_RULES)} />
      <Field kit={kit} path={`${WS}.owe_instructions_per_page`} label="OWE's work" hint="instructions per resident page per sample (§4)" />
      <Field kit={kit} path={`${WS}.initial_demand`} label="a new program's demand" hint="pages before its first sample (0: none)" />
      <Choice
        kit={kit}
        path={`${WS}.policy.kind`}
        label="windows"
        options={Object.entries(WINDOW_KINDS)}
        section={{ prefix: `${WS}.policy`, values: policies }}
      />
      <Choice kit={kit} path={`${WS}.policy.criterion`} label="knee" options={Object.entries(KNEES)} />
      <Field kit={kit} path={`${WS}.policy.alpha`} label="α" hint="smoothing (eq. 3.2)" />
      <Field kit={kit} path={`${WS}.policy.s`} label="S" hint="fault delay, instructions" />
      <Field kit={kit} path={`${WS}.policy.adjust_us`} label="adjust every" hint="µs (0 = fixed window)" />
      <Field kit={kit} path={`${WS}.policy.busy_low`} label="lower below" hint="drum busy fraction" />
      <Field kit={kit} path={`${WS}.policy.busy_high`} label="raise above" hint="drum busy fraction" />
      {scheduler && <Section kit={kit} prefix={STAYS} label="CP-67 stays and the Ψ-scheduler (Bard 1975)" value={d.stays} />}
      <Field kit={kit} path={`${STAYS}.q1_us`} label="Q1 stay" hint="µs of CPU (interactive)" />
      <Field kit={kit} path={`${STAYS}.q2_us`} label="Q2 stay" hint="µs of CPU" />
      <Field kit={kit} path={`${STAYS}.unqueued_first`} label="overwrite pages of users not in a queue first (CP-67, Bard 1971)" />
      <Choice
        kit={kit}
        path={`${ADM}.kind`}
        label="admission"
        options={Object.entries(ADMISSIONS)}
        section={{ prefix: ADM, values: admissions }}
      />
      <Field kit={kit} path={`${ADM}.q1_limit`} label="Q1 limit" hint="programs (Bard 1971, Appendix)" />
      <Field kit={kit} path={`${ADM}.q2_limit`} label="Q2 limit" hint="programs" />
      <Field kit={kit} path={`${ADM}.target_rate`} label="desirable rate" hint="page exceptions per s of CPU (Bard 1975 §12)" />
      <Field kit={kit} path={`${ADM}.gamma`} label="γ" hint="R ∝ A^−γ (§7)" />
      <Field kit={kit} path={`${ADM}.psi_c`} label="Ψc" hint="critical Ψ (eqs. 7–8)" />
      <Field kit={kit} path={`${ADM}.psi_m`} label="Ψm" hint="least allowed Ψ" />
      <Field kit={kit} path={`${ADM}.beta`} label="β" hint="exponent above Ψc (eq. 8)" />
      <Field kit={kit} path={`${ADM}.a0_q1`} label="Ā0 Q1" hint="pages" />
      <Field kit={kit} path={`${ADM}.a0_q2`} label="Ā0 Q2" hint="pages" />
      <Field kit={kit} path={`${ADM}.alpha`} label="α" hint="smoothing (eq. 9)" />
      <Field kit={kit} path={`${ADM}.rho`} label="ρ" hint="regression to the mean (eq. 10)" />
      {has(kit, `${ADM}.psi_c`) && (
        <Section kit={kit} prefix={`${ADM}.feedback`} label="feedback (§10)" value={(admissions.psi as { feedback: unknown }).feedback} />
      )}
      <Field kit={kit} path={`${ADM}.measure_us`} label="measure Ψs* every" hint="µs, with the feedback off" />
      <Choice kit={kit} path={`${ADM}.feedback.strategy`} label="feedback" options={Object.entries(STRATEGIES)} />
      <Field kit={kit} path={`${ADM}.feedback.pm`} label="PM" hint="page reads/s" />
      <Field kit={kit} path={`${ADM}.feedback.sm`} label="SM" hint="steal ratio" />
      <Field kit={kit} path={`${ADM}.feedback.check_us`} label="check every" hint="µs" />
      <Section kit={kit} prefix="sampler" label="sampler (Bard 1971 DUSETIMR)" value={d.sampler} />
      <Field kit={kit} path="sampler.dt_us" label="sample every" hint="µs" />
      <Section kit={kit} prefix="supervisor" label="supervisor costs (Bard 1971, Table 5)" value={d.supervisor} />
      <Field kit={kit} path="supervisor.page_io_us" label="θ3 per page I/O" hint="µs" />
      <Field kit={kit} path="supervisor.vsio_us" label="θ1 per VSIO" hint="µs" />
      <Field kit={kit} path="supervisor.dispatch_us" label="per dispatch" hint="µs" />
      <Field kit={kit} path="supervisor.unmodelled_every_us" label="unmodelled CP work every" hint="µs on average; 0 none" />
      <Field kit={kit} path="supervisor.unmodelled_us" label="unmodelled CP burst" hint="µs no counter sees" />
    </fieldset>
  );
}
