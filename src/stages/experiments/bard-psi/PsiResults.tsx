// The Ψ-scheduler's runs in three panes: the table, Ψs against Ψs* over
// each run, and Figures 2–4 (shared by bard-psi and bard-psi-estimate).
import type { PsiMetrics } from '../../../wasm/types/core';
import { Panes } from '../Panes';
import type { ArmsOf, ArmWith } from '../types';
import { PsiFigures, PsiSeries } from './PsiCharts';
import { PsiTable } from './PsiTable';

/** The arms of the experiments that measure the Ψ-scheduler (bard-psi, bard-psi-estimate, bard-psi-sweep, bard-table2). */
export type PsiArms = ArmWith<PsiMetrics>[];

export function PsiResults({ arms, caption }: { arms: PsiArms; caption: string }) {
  return (
    <Panes
      panes={[
        { id: '', label: 'Table', content: <PsiTable arms={arms} caption={caption} /> },
        { id: 'psi-series', label: 'Ψs and Ψs* over time', content: <PsiSeries arms={arms} /> },
        { id: 'psi-figures', label: 'Figures 2–4', content: <PsiFigures arms={arms} /> },
      ]}
    />
  );
}

export function BardPsiResults({ arms }: { arms: ArmsOf<'bard-psi'> }) {
  return (
    <PsiResults
      arms={arms}
      caption="One cell of Table 2: workload 2 at 768 KB under each scheduler (Bard: 59.6 % problem state under CP-67, 63.1 % under the Ψ-scheduler)"
    />
  );
}
