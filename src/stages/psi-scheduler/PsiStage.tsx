// The Page Survival Index scheduler on one screen: the ring by owner; Ψs
// beside Ψs* and the pointer's cycles; the admissions and feedback checks
// with their arithmetic; every process's state; the selected process's tape.
import { LatestDecisions } from '../../components/EventLog';
import { ScrollPanel } from '../../components/ScrollPanel';
import { useSnap } from '../../sim/useRun';
import { OwnerRing } from '../load-leveler/OwnerRing';
import { ProcessTable } from '../load-leveler/ProcessTable';
import { Tapes } from '../multics-clock/Tapes';
import { PsiChart } from './PsiChart';

export function PsiStage() {
  const snap = useSnap();
  if (!snap) return null;
  return (
    <div className="mp-stage">
      <OwnerRing />
      <section className="figure-panel" aria-label="Page Survival Index">
        <PsiChart />
      </section>
      <ScrollPanel className="decisions-panel" label="Scheduler decisions">
        <LatestDecisions decisions={snap.decisions} count={8} />
      </ScrollPanel>
      <ScrollPanel className="process-panel" label="Processes">
        <ProcessTable />
      </ScrollPanel>
      <Tapes selectedOnly />
    </div>
  );
}
