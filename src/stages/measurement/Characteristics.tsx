// Bard 1975 §3–4, 7: each program's paging characteristic — its
// Ψ-realization A(Ψ), R(Ψ) — the generic A(Ψ)/A(Ψc) of Figure 6, and eq. 1's
// common Ψ* against what the simulation of the scenario had.
import { useState } from 'react';
import { LineChart } from '../../charts/LineChart';
import { ComputationStatus } from '../../components/ComputationStatus';
import { Exportable } from '../../components/Export';
import { constants } from '../../wasm/constants';
import type { PsiPrediction } from '../../wasm/types/core';
import { useComputation } from '../../workers/useComputation';

const MAX_PSI = 30;

/** The core's default Ψc: the Ψ-scheduler's (Bard 1975, Table 1). */
function defaultPsiC(): number {
  const admission = constants().defaults.stays.admission;
  if (admission.kind !== 'psi') throw new Error(`scheduler.stays.admission = ${admission.kind} by default: expected psi`);
  return admission.psi_c;
}

/** Bard 1975 §3–4, 7: each program's A(Ψ) and R(Ψ), the generic A(Ψ)/A(Ψc), and eq. 1's Ψ*. */
export function PagingCharacteristics({ scenarioJson }: { scenarioJson: string }) {
  const [psiC, setPsiC] = useState(defaultPsiC);
  const { state, cancel, retry } = useComputation<PsiPrediction>({ call: 'characteristics', scenario: scenarioJson, maxPsi: MAX_PSI });
  if (state?.status !== 'done') return <ComputationStatus state={state} what="the paging characteristics" cancel={cancel} retry={retry} />;
  const c = state.value;
  const xs = Array.from({ length: MAX_PSI + 1 }, (_, i) => i);
  const fmt = (v: number | null, d = 1) => (v === null ? '—' : v.toFixed(d));
  return (
    <section className="characteristics" data-testid="characteristics">
      <h3>Paging characteristics (Bard 1975)</h3>
      <p className="muted">
        Each program’s Ψ-realization: its string run alone while every unreferenced page survives exactly Ψ of the program’s essential
        interruptions (its page exceptions and file I/Os). A(Ψ) is its average resident set, R(Ψ) its page exceptions per second of CPU.
      </p>
      <p data-testid="psi-star">
        Eq. 1: the programs’ A(Ψ*) fill the {c.frames} frames at <strong>Ψ* = {fmt(c.psi_star)}</strong>; eq. 2 predicts{' '}
        {fmt(c.predicted_paging_rate, 0)} page exceptions per second of CPU.
        {c.active_share.some((w) => w < 0.95) && (
          <>
            {' '}
            Each program counts with the share of the run it was active — an average active set of {c.mean_active.toFixed(1)} programs; the
            frames held by the pages of programs out of the active set are not in eq. 1, so it overstates the room the active set has.
          </>
        )}{' '}
        The simulation had {c.simulated_paging_rate.toFixed(0)}
        {c.simulated_psi_s !== null && (
          <>
            , with Ψs = {fmt(c.simulated_psi_s)} and Ψs* = {fmt(c.simulated_psi_s_star)} (the sampler’s intervals)
          </>
        )}
        .
      </p>
      <div className="shils-grid">
        <Exportable name="a-of-psi">
          <LineChart
            title="A(Ψ): resident set against Ψ (Figure 5)"
            xs={xs}
            xLabel="Ψ"
            yLabel="pages"
            series={c.programs.map((p, i) => ({ name: `P${i}`, values: p.a }))}
          />
        </Exportable>
        <Exportable name="r-of-psi">
          <LineChart
            title="R(Ψ): paging rate against Ψ (Figure 7)"
            xs={xs}
            xLabel="Ψ"
            yLabel="page exceptions per s of CPU"
            series={c.programs.map((p, i) => ({ name: `P${i}`, values: p.r }))}
          />
        </Exportable>
        <Exportable name="generic-a">
          <LineChart
            title={`Figure 6: A(Ψ)/A(Ψc) against Ψ/Ψc, Ψc = ${psiC}`}
            xs={xs.filter((x) => x <= 2 * psiC).map((x) => x / psiC)}
            xLabel="Ψ / Ψc"
            yLabel="A(Ψ) / A(Ψc)"
            series={c.programs.map((p, i) => ({
              name: `P${i}`,
              values: xs.filter((x) => x <= 2 * psiC).map((x) => p.a[x] / Math.max(1e-9, p.a[psiC])),
            }))}
          />
          <label>
            Ψc = {psiC}{' '}
            <input type="range" min={1} max={15} value={psiC} onChange={(e) => setPsiC(Number(e.target.value))} aria-label="critical psi" />
          </label>
        </Exportable>
      </div>
    </section>
  );
}
