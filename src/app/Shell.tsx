// The one screen every stage shares: the header with the stage nav, the
// controls and the narration over the stage, the side panel (the story,
// the scenario, the exercise, side by side, the event log) beside it. It
// fills the window; long lists scroll inside their own panel, never the
// page. Embedded, only the stage, its title and (optionally) its controls.
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { bare } from '../scenario/url';
import { useHash } from '../sim/runId';
import { useRun, useStep } from '../sim/useRun';
import type { StageDef } from '../stages/define';
import { presetById, STAGE_DEFS } from '../stages/registry';
import { storyOf } from './events';
import { TermLine, TermPaper } from './glossary/Terms';
import { Header } from './Header';
import { HelpOverlay } from './HelpOverlay';
import { LinkError } from './LinkError';
import { LinkedNote } from './LinkedNote';
import { useLab } from './lab';
import { decodeHash } from './link';
import { Narration } from './Narration';
import { usePresenter } from './presenter';
import { SidePanel } from './SidePanel';
import { StageErrorBoundary } from './StageErrorBoundary';
import { simMoves, useSimPlayer } from './simPlayer';
import { shownTitle } from './storyRun';
import { Transport } from './Transport';
import { useKeys } from './useKeys';
import './embed.css';
import './presenter.css';

/**
 * Faster than this many steps a second a step is shorter than the ring's moves (260 ms): playing, the pictures
 * jump from step to step instead — a move that could not finish explains nothing, and drawing it costs each frame.
 */
const MOVING_SPEED = 4;

export function Shell({
  linkError,
  onGallery,
  behind = false,
}: {
  linkError: { error: string; raw: string } | null;
  onGallery: () => void;
  /** Whether a dialog (the gallery) is over the lab: the lab is inert, out of reach of the keyboard and a screen reader. */
  behind?: boolean;
}) {
  const lab = useLab();
  const { state, sim, play } = lab;
  const scenarioHash = useHash(lab.json);
  // While a trace file's first references are read, the scenario on screen is not yet the one chosen.
  const traceReading = lab.trace.setting !== null && lab.trace.head === null && lab.trace.reading?.status === 'running';
  const def = STAGE_DEFS[state.stage];
  const [help, setHelp] = useState(false);
  // Reopening a story that failed: from its start (a story's) or as the link says.
  const [attempt, setAttempt] = useState(0);
  const reopen = () => {
    const preset = state.preset ? presetById(state.preset) : undefined;
    const decoded = decodeHash(window.location.hash);
    const again = preset?.state ?? ('state' in decoded && decoded.state ? decoded.state : state);
    lab.open(again);
    setAttempt((a) => a + 1);
  };
  const [problem, setProblem] = useState(linkError);
  const error = useRun((r) => r.error);
  const playing = useRun((r) => r.playing);
  const unit = useRun((r) => r.unit);
  const moves = useMemo(() => simMoves(sim, unit), [sim, unit]);
  const running = def.sim && !error;
  const setPresenter = usePresenter(state.view, lab.patchView);
  useKeys(running ? moves : null, { help: () => setHelp(true), presenter: () => setPresenter(!state.view.presenter) });
  useEffect(() => {
    document.documentElement.classList.toggle('presenter', state.view.presenter);
  }, [state.view.presenter]);
  useEffect(() => {
    document.documentElement.classList.toggle('embed', play.embed);
  }, [play.embed]);
  const Stage = def.Component;
  return (
    <div
      className={`shell${play.embed ? ' embed' : ''}${bare(play) ? ' bare' : ''}${state.view.panel ? '' : ' folded'}`}
      data-stage={state.stage}
      data-motion={playing && state.view.speed > MOVING_SPEED ? 'instant' : undefined}
      inert={behind}
    >
      {play.embed ? <EmbedTitle /> : <Header onGallery={onGallery} onHelp={() => setHelp(true)} onPresenter={setPresenter} />}
      {problem && <LinkError error={problem.error} raw={problem.raw} onDismiss={() => setProblem(null)} />}
      {def.sim && error && (
        <p role="alert" className="error banner" data-testid="sim-error">
          {error}
        </p>
      )}
      {!problem && !(def.sim && error) && <LinkedNote />}
      {running && <SimTransport />}
      <TermPaper.Provider value={storyPaper(state.preset, def)}>
        {running && <Narration />}
        {/* The run store opens in the same render as the state: a stage that plays the scenario shows its run once drawn. */}
        <StageArea label={def.title} scenarioHash={scenarioHash} run={traceReading ? 'pending' : def.sim ? scenarioHash : undefined}>
          <StageErrorBoundary
            key={`${state.stage} ${attempt}`}
            stage={def.label}
            shows={scenarioHash}
            onReopen={reopen}
            onStories={onGallery}
          >
            <Stage />
          </StageErrorBoundary>
        </StageArea>
      </TermPaper.Provider>
      {!play.embed && <SidePanel />}
      {help && <HelpOverlay onClose={() => setHelp(false)} />}
    </div>
  );
}

/** The paper of the story on its stage (a story opened on another stage is told by that stage's own), whose equations the stage's questions and narration cite. */
function storyPaper(id: string | null, def: StageDef): string {
  const story = id ? presetById(id) : undefined;
  return story && story.stage === def.id ? story.paper : def.paper;
}

/** The controls over a stage that plays the scenario: they move with the run. */
function SimTransport() {
  return <Transport player={useSimPlayer()} />;
}

/**
 * The stage's frame. It says what is on screen for whoever waits on it (the tests): the applied state's hash, the
 * run's (`pending` while it is not yet on screen) and the step — the simulation's, or a stage's own position.
 */
function StageArea({
  label,
  scenarioHash,
  run,
  children,
}: {
  label: string;
  scenarioHash: string;
  run: string | undefined;
  children: ReactNode;
}) {
  const { state } = useLab();
  const simStep = useStep();
  return (
    <main
      className="stage-area"
      aria-label={label}
      tabIndex={-1}
      data-scenario={scenarioHash}
      data-run={run}
      data-step={run === undefined ? state.view.step : simStep}
    >
      {children}
    </main>
  );
}

/** Embedded: the story's title, and a link to the whole lab at this story. */
function EmbedTitle() {
  const { state } = useLab();
  // The story changes with what the state holds, not with the step or the speed (a view the link to it leaves out).
  const { view: _, ...held } = state;
  const key = JSON.stringify(held);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the state but its view
  const story = useMemo(() => ({ ...storyOf(state, window.location.href.split('#')[0]), ...shownTitle(state) }), [key]);
  return (
    <header className="embed-title">
      <h1>
        <TermLine text={story.title} paper={story.paper} />
      </h1>
      <a href={story.link} target="_blank" rel="noreferrer" aria-label="Open this story in Paging Lab, in a new tab">
        Paging Lab ↗
      </a>
    </header>
  );
}
