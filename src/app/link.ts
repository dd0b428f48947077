// The lab's links with its stages: src/scenario/url.ts's reader and writer
// given the stages the registry installed (src/stages/lookup.ts) — for the
// modules below the registry (the lab provider, a stage making a link) as
// for everyone else.
import { DEFAULT_PLAY, type Decoded, decodeLink, encodeLink, type PlayOptions } from '../scenario/url';
import { linkStages } from '../stages/lookup';
import type { LabState } from './state';

export { DEFAULT_PLAY, type Decoded, type PlayOptions, presetHash } from '../scenario/url';

/** The `s=` link to `state` (with playing options, if any). */
export function encodeState(state: LabState, play: PlayOptions = DEFAULT_PLAY): string {
  return encodeLink(state, play, linkStages());
}

/** Reads a location hash; `state` is null when the hash carries none. Never throws. */
export function decodeHash(hash: string): Decoded {
  return decodeLink(hash, linkStages());
}
