// When does Ψs* track Ψs? The Ψ-scheduler's four runs — each replacement
// rule on each kind of user — in bard-psi's three panes.
import { PsiResults } from '../bard-psi/PsiResults';
import type { ArmsOf } from '../types';

export function EstimateResults({ arms }: { arms: ArmsOf<'bard-psi-estimate'> }) {
  return <PsiResults arms={arms} caption="Ψs* against Ψs: the Ψ-scheduler under each replacement rule, on each kind of user" />;
}
