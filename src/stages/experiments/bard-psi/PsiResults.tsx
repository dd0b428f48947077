// The Ψ-scheduler's runs in three panes: the table, Ψs against Ψs* over
// each run, and Figures 2–4 (shared by bard-psi and bard-psi-estimate).
import { Panes } from '../Panes';
import type { Arms } from '../types';
import { PsiFigures, PsiSeries } from './PsiCharts';
import { PsiTable } from './PsiTable';

export function PsiResults({ arms, caption }: { arms: Arms; caption: string }) {
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

export function BardPsiResults({ arms }: { arms: Arms }) {
  return (
    <PsiResults
      arms={arms}
      caption="Table 2 analogue: the same 40 users under each scheduler (Bard, workload 1 at 768 KB: 43.9 % problem state under CP-67, 49.8 % under the Ψ-scheduler)"
    />
  );
}
