// Older link versions, brought forward one version at a time: the shell's
// own fields here, then each stage's slice by its codec's `migrate`.
import type { PanelId, StageId } from '../app/state';
import { check, fail, isObject, type Obj, type SliceCodec } from './codec';

/** The URL format's version; older versions are migrated forward on reading. */
export const URL_VERSION = 2;

/** Version 1's panels (one long page) as version 2's stages, side-panel tabs and panes. */
const V1_TABS: Record<string, { stage: StageId; panel?: PanelId; pane?: string }> = {
  scenario: { stage: 'multics-clock', panel: 'scenario' },
  presets: { stage: 'multics-clock' },
  exercise: { stage: 'multics-clock', panel: 'exercise' },
  side: { stage: 'multics-clock', panel: 'compare' },
  log: { stage: 'multics-clock', panel: 'log' },
  sweep: { stage: 'multics-clock', pane: 'k-sweep' },
  load: { stage: 'load-leveler' },
  curves: { stage: 'lifetime-curves' },
  compare: { stage: 'policies' },
  measure: { stage: 'measurement' },
  experiments: { stage: 'experiments' },
  ostep: { stage: 'ostep' },
};

/** The shell's migrations from version v to v + 1. */
const MIGRATIONS: Record<number, (p: Obj) => Obj> = {
  1: (p) => {
    const view = isObject(p.view) ? { ...p.view } : p.view;
    let stage: StageId = 'multics-clock';
    if (isObject(view) && 'tab' in view) {
      const to = V1_TABS[String(view.tab)];
      check(to !== undefined, () => fail('view.tab', view.tab, `one of ${Object.keys(V1_TABS).join(', ')}`));
      stage = to.stage;
      delete view.tab;
      if (to.panel) view.panel = to.panel;
      if (to.pane) view.pane = to.pane;
    }
    return { ...p, stage, view };
  },
};

/** A payload of link version `version` as the current version writes it. */
export function migrate(payload: Obj, version: number, codecs: readonly SliceCodec<unknown>[]): Obj {
  let p = payload;
  for (let v = version; v < URL_VERSION; v++) {
    p = MIGRATIONS[v] ? MIGRATIONS[v](p) : p;
    for (const codec of codecs) {
      const value = p[codec.key];
      if (codec.migrate && value !== undefined && value !== null) p = { ...p, [codec.key]: codec.migrate(value, v) };
    }
  }
  return p;
}
