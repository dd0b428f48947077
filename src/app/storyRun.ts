// Whether the run on screen is the one a story tells of, and what the header
// calls what is shown. A story's numbers are its own run's: they stand
// while the scenario is the story's — up to what the story itself invites
// changing and tells the numbers of for each value (Belady's frames, the
// new page's usage bit) — and are set aside, said so, once it is not: then
// the header names the string shown ("Your string — 3 frames", or a classic
// string's name).
import { withoutDecisions } from '../stages/load-leveler/controller';
import type { Preset } from '../stages/preset';
import { presetById, STAGE_DEFS } from '../stages/registry';
import { classicOf, typedString } from './ownString';
import type { LabState, StageId } from './state';

/** The stages with the Reference string box, whose header names the string shown. */
export const OWN_STRING_STAGES: readonly StageId[] = ['policies', 'multics-clock'];

/** What a story's numbers depend on: the scenario (a game's decisions are play, not a change), the trace file, side by side. */
function runOf(s: LabState): Record<string, unknown> {
  return { scenario: withoutDecisions(s.scenario), trace: s.trace ?? null, variant: s.variant ?? null };
}

/** `v` as JSON with every object's keys sorted (and undefined fields left out), so equal values write alike. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value as object)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

const get = (o: unknown, path: string[]): unknown =>
  path.reduce<unknown>((x, key) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[key] : undefined), o);

/** `o` with `path` set to `value` (copies along the path; a missing object on the way is made). */
function set(o: Record<string, unknown>, [head, ...rest]: string[], value: unknown): Record<string, unknown> {
  if (!rest.length) return { ...o, [head]: value };
  const inner = o[head] && typeof o[head] === 'object' ? (o[head] as Record<string, unknown>) : {};
  return { ...o, [head]: set(inner, rest, value) };
}

/** Whether `state` runs `preset`'s own run: the same scenario, trace and comparison, but for what the story varies. */
export function isStoryRun(preset: Preset, state: LabState): boolean {
  const shown = runOf(state);
  const told = (preset.varies ?? []).reduce((t, path) => {
    const p = path.split('.');
    return set(t, p, get(shown, p));
  }, runOf(preset.state));
  return canonical(shown) === canonical(told);
}

/** The story told beside the stage: the state's preset, on its own stage. */
export function storyOf(state: LabState): Preset | undefined {
  const preset = state.preset ? presetById(state.preset) : undefined;
  return preset?.stage === state.stage ? preset : undefined;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The header's words for what is on screen: its title, and the paper or stage beside it. */
export function shownTitle(state: LabState): { title: string; paper: string } {
  const story = storyOf(state);
  const def = STAGE_DEFS[state.stage];
  if (story && isStoryRun(story, state)) return { title: story.title, paper: story.paper };
  const own = OWN_STRING_STAGES.includes(state.stage);
  const text = state.trace ? null : typedString(state.scenario);
  if (!own || (text === null && !story)) return story ? { title: story.title, paper: story.paper } : { title: def.title, paper: def.paper };
  const { frames, k } = state.scenario.memory;
  const what = text === null ? 'Your scenario' : (classicOf(text)?.name ?? 'Your string');
  const clock = state.stage === 'multics-clock' ? `, k = ${k}` : '';
  return { title: `${what} — ${plural(frames, 'frame')}${clock}`, paper: def.label };
}
