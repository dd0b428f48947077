// Multiprogramming and the Load Leveler on one screen: the ring by owner
// with the multiprogramming level; Figure 1 with its trail and centre of
// mass (or the time series); the student's load-control game when the
// scenario carries decisions (ControllerPanel; once the last check has
// passed, its score card over the process table and what the decisions did
// beside the controls, so Figure 1 keeps its room); the transition matrix and
// the scheduler's latest decisions; every process's state; the selected process's tape.

import { useLab } from '../../app/lab';
import { LatestDecisions } from '../../components/EventLog';
import { PaneSwitch } from '../../components/PaneSwitch';
import { ScrollPanel } from '../../components/ScrollPanel';
import { useRunScenario, useSnap } from '../../sim/useRun';
import { Machine } from '../multics-clock/Machine';
import { Tapes } from '../multics-clock/Tapes';
import { ControllerPanel, Score, ScoreStory, useGame, useScoreCard } from './ControllerPanel';
import { Figure1Panel, Transitions, useFigure1 } from './Figure1Panel';
import { OwnerRing } from './OwnerRing';
import { ProcessTable } from './ProcessTable';
import { TimeSeries } from './TimeSeries';

const PANES: [string, string][] = [
  ['', 'Figure 1'],
  ['series', 'Time series'],
];

export function LoadStage() {
  const { state, patchView } = useLab();
  const snap = useSnap();
  const scenario = useRunScenario();
  const figure1 = useFigure1();
  const game = useGame();
  const card = useScoreCard(game?.over ?? false);
  if (!snap) return null;
  const pane = state.view.pane === 'series' ? 'series' : '';
  // Without a sampler there is no Figure 1 to draw: the drum and the counters take its place.
  if (!scenario.sampler) {
    return (
      <div className="mp-stage no-sampler">
        <OwnerRing />
        <Machine />
        <ScrollPanel className="process-panel" label="Processes">
          <ProcessTable />
          <p className="muted desk-only">
            Figure 1 and the time series need the sampler’s intervals: turn the sampler on in the Scenario panel (every second suits a short
            run).
          </p>
          <LatestDecisions decisions={snap.decisions} />
        </ScrollPanel>
        <Tapes selectedOnly />
      </div>
    );
  }
  return (
    <div className={`mp-stage${card ? ' game-over' : ''}`}>
      <OwnerRing />
      <section className="figure-panel" aria-label={pane ? 'Time series' : 'Figure 1'}>
        <PaneSwitch label="Picture" panes={PANES} shown={pane} onShow={(id) => patchView({ pane: id })} />
        {pane === 'series' ? <TimeSeries /> : <Figure1Panel f={figure1} />}
      </section>
      <ScrollPanel className="decisions-panel" label="Transitions and decisions">
        {game && <ControllerPanel game={game}>{card && <ScoreStory card={card} checks={game.checks} />}</ControllerPanel>}
        <Transitions f={figure1} />
        <LatestDecisions decisions={snap.decisions} />
      </ScrollPanel>
      <ScrollPanel className="process-panel" label="Processes">
        {card && <Score card={card} />}
        <ProcessTable />
      </ScrollPanel>
      <Tapes selectedOnly />
    </div>
  );
}
