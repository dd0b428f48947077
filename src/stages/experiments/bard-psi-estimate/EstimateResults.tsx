// When does Ψs* track Ψs? The Ψ-scheduler's four runs — each replacement
// rule on each kind of user — in bard-psi's three panes.
import { PsiResults } from '../bard-psi/PsiResults';
import type { Arms } from '../types';

export function EstimateResults({ arms }: { arms: Arms }) {
  return <PsiResults arms={arms} caption="Ψs* against Ψs: the Ψ-scheduler under each replacement rule, on each kind of user" />;
}
