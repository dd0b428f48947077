// The stages as the modules the registry itself loads look them up. A
// stage's screen, the lab provider and the link reader sit below the
// registry (it imports the stages, which import them), so they cannot
// import it without an import circle; the registry installs its list here
// as it loads, and they look a stage up here when they run.
import type { LinkStages } from '../scenario/codec';
import type { StageDef } from './define';

interface Installed {
  defs: ReadonlyMap<string, StageDef>;
  link: LinkStages;
}

let installed: Installed | null = null;

/** Called by the registry, once, with the one list of stages. */
export function installStages(defs: readonly StageDef[], link: LinkStages) {
  installed = { defs: new Map(defs.map((d) => [d.id, d])), link };
}

function table(): Installed {
  if (!installed) throw new Error('the stages are not loaded: import src/stages/registry.ts first');
  return installed;
}

/** The stage with this id. */
export function stageDef(id: string): StageDef {
  const def = table().defs.get(id);
  if (!def) throw new Error(`${id} is not a stage`);
  return def;
}

/** Whether the stage plays the scenario's micro-steps. */
export function isSimStage(id: string): boolean {
  return stageDef(id).sim;
}

/** What the link's reader and writer need of the stages. */
export function linkStages(): LinkStages {
  return table().link;
}
