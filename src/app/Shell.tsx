// The one screen every stage shares: the header with the stage nav, the
// controls and the narration over the stage, the side panel (the story,
// the scenario, the exercise, side by side, the event log) beside it. It
// fills the window; long lists scroll inside their own panel, never the
// page. Embedded, only the stage, its title and (optionally) its controls.
import { useEffect, useState } from 'react';
import { Controls } from '../components/Controls';
import { runAttr, useHash } from '../sim/runId';
import { presetById, STAGE_DEFS } from '../stages/registry';
import { Header } from './Header';
import { HelpOverlay } from './HelpOverlay';
import { LinkError } from './LinkError';
import { LinkedNote } from './LinkedNote';
import { useLab } from './lab';
import { Narration } from './Narration';
import { SidePanel } from './SidePanel';
import { simPlayer } from './simPlayer';
import { useKeys } from './useKeys';
import { usePlayOptions } from './usePlayOptions';

export function Shell({ linkError, onGallery }: { linkError: { error: string; raw: string } | null; onGallery: () => void }) {
  const lab = useLab();
  const { state, sim, play } = lab;
  const scenarioHash = useHash(lab.json);
  // While a trace file's first references are read, the scenario on screen is not yet the one chosen.
  const traceReading = lab.trace.setting !== null && lab.trace.head === null && lab.trace.reading?.status === 'running';
  const def = STAGE_DEFS[state.stage];
  const [help, setHelp] = useState(false);
  const [problem, setProblem] = useState(linkError);
  const player = def.sim ? simPlayer(lab) : null;
  useKeys(player, () => setHelp(true));
  usePlayOptions();
  useEffect(() => {
    document.documentElement.classList.toggle('presenter', state.view.presenter);
  }, [state.view.presenter]);
  const Stage = def.Component;
  const showControls = player && (!play.embed || play.controls);
  return (
    <div className={`shell${play.embed ? ' embed' : ''}${state.view.panel ? '' : ' folded'}`} data-stage={state.stage}>
      {play.embed ? <EmbedTitle /> : <Header onGallery={onGallery} onHelp={() => setHelp(true)} />}
      {problem && <LinkError error={problem.error} raw={problem.raw} onDismiss={() => setProblem(null)} />}
      {def.sim && sim.error && (
        <p role="alert" className="error banner" data-testid="sim-error">
          {sim.error}
        </p>
      )}
      {!problem && !(def.sim && sim.error) && <LinkedNote />}
      {showControls && <Controls player={player} />}
      {def.sim && sim.snap && <Narration />}
      <main
        className="stage-area"
        aria-label={def.title}
        data-scenario={scenarioHash}
        data-run={traceReading ? 'pending' : def.sim ? runAttr(scenarioHash, sim.ready) : undefined}
        data-step={def.sim ? lab.step : state.view.step}
      >
        <Stage />
      </main>
      {!play.embed && <SidePanel />}
      {help && <HelpOverlay onClose={() => setHelp(false)} />}
    </div>
  );
}

/** Embedded: the story's title, linking to the whole lab. */
function EmbedTitle() {
  const { state } = useLab();
  const def = STAGE_DEFS[state.stage];
  const full = window.location.href.replace(/&(embed|autoplay|controls|from|to)=[^&]*/g, '');
  return (
    <p className="embed-title">
      <a href={full} target="_blank" rel="noreferrer">
        Paging Lab
      </a>{' '}
      — {(state.preset && presetById(state.preset)?.title) || def.title}
    </p>
  );
}
