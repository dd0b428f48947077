// The lab's URL. `#preset=<id>` opens a preset; `#s=<version>.<lz-string
// data>` carries the whole lab state as JSON (stage, scenario, view,
// exercise and its answers, side by side, each stage's settings). Either may
// be followed by playing options: `embed=1` (the stage and its controls
// only, for an iframe), `autoplay=1`, `speed=N`, `from=A&to=B` (play the
// steps A…B over and over), `controls=0` and `host=<origin>` (the embedding
// page, to which the lab posts its learning events); and by `key=1`, the
// instructor's link: the exercise's or the worksheet's answer key, which
// no other link shows (the lab writes it only into a link that shows the
// key, never into a student's). Decoding never trusts the
// text: every failure becomes a message naming the field, the value and what
// is allowed (the scenario's own errors come from the core), and the caller
// loads the default state while keeping the received text on screen. The
// stages (their ids, the codecs of their slices, their stories) are passed
// in: src/app/link.ts binds them.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { DEFAULT_VIEW, type LabState, SPEEDS } from '../app/state';
import type { LinkStages } from './codec';
import { URL_VERSION } from './migrate';
import { readPayload, writePayload } from './payload';

export { URL_VERSION };

/** How a link asks the lab to play. */
export interface PlayOptions {
  /** The stage and its controls only, for an iframe. */
  embed: boolean;
  autoplay: boolean;
  /** Play the steps from…to over and over (both set, from < to). */
  from: number | null;
  to: number | null;
  /** Whether the play controls show (embed only). */
  controls: boolean;
  /** The embedding page's origin (`https://lms.example.edu`): embedded, the lab posts its learning events to it (app/events.ts). */
  host: string | null;
}

export const DEFAULT_PLAY: PlayOptions = { embed: false, autoplay: false, from: null, to: null, controls: true, host: null };

/** Embedded without controls (`embed=1&controls=0`): the stage's picture alone, for a slide. */
export const bare = (play: PlayOptions) => play.embed && !play.controls;

export type Decoded = { state: LabState | null; play: PlayOptions } | { error: string; raw: string; play: PlayOptions };

/** The view as the URL's data writes it: only what differs from the defaults (the answer key is `key=1`, beside the data). */
function viewDiff(state: LabState): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_VIEW) as (keyof LabState['view'])[]) {
    if (key !== 'key' && state.view[key] !== DEFAULT_VIEW[key]) view[key] = state.view[key];
  }
  return view;
}

/** The instructor's mark: `&key=1` when the state shows the answer key. */
const keyParam = (key: boolean) => (key ? '&key=1' : '');

function playParams(play: PlayOptions): string {
  const p: string[] = [];
  if (play.embed) p.push('embed=1');
  if (play.autoplay) p.push('autoplay=1');
  if (play.from !== null && play.to !== null) p.push(`from=${play.from}`, `to=${play.to}`);
  if (!play.controls) p.push('controls=0');
  if (play.host !== null) p.push(`host=${encodeURIComponent(play.host)}`);
  return p.map((x) => `&${x}`).join('');
}

/** The `s=` link to `state` (with playing options, if any). */
export function encodeLink(state: LabState, play: PlayOptions, stages: LinkStages): string {
  const payload = writePayload(state, viewDiff(state), stages);
  return `s=${URL_VERSION}.${compressToEncodedURIComponent(JSON.stringify(payload))}${keyParam(state.view.key)}${playParams(play)}`;
}

/** A preset's short link (with the answer key and playing options, if any). */
export function presetHash(id: string, play: PlayOptions = DEFAULT_PLAY, key = false): string {
  return `preset=${encodeURIComponent(id)}${keyParam(key)}${playParams(play)}`;
}

const fail = (field: string, value: unknown, allowed: string) =>
  `${field} = ${typeof value === 'string' ? value : JSON.stringify(value)} is not allowed: expected ${allowed}`;
/** Received text in a message: one line (control characters escaped as JSON writes them), cut at 40 characters. */
const cut = (s: string) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped here.
  const line = s.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};

/** Reads a location hash; `state` is null when the hash carries none. Never throws. */
export function decodeLink(hash: string, stages: LinkStages): Decoded {
  const raw = hash.replace(/^#/, '');
  try {
    return decode(raw, stages);
  } catch (e) {
    return { error: `the link could not be read (${e instanceof Error ? e.message : String(e)})`, raw, play: DEFAULT_PLAY };
  }
}

const PLAY_KEYS = ['embed', 'autoplay', 'speed', 'from', 'to', 'controls', 'host'];

/** `v` as a web page's origin (http or https, a host, perhaps a port; nothing after it but a slash), or null. */
function originOf(v: string): string | null {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(v)) return null;
  try {
    return new URL(v).origin;
  } catch {
    return null;
  }
}
/** What a link may carry beside its state: the playing options and the instructor's `key`. */
const LINK_KEYS = ['preset', 's', 'key', ...PLAY_KEYS];

function readPlay(params: URLSearchParams): { play: PlayOptions; speed: number | null } | { error: string } {
  const flag = (name: string, on: string, dflt: boolean) => {
    const v = params.get(name);
    return v === null ? dflt : v === on ? !dflt : v === (dflt ? '1' : '0') ? dflt : null;
  };
  const embed = flag('embed', '1', false);
  const autoplay = flag('autoplay', '1', false);
  const controls = flag('controls', '0', true);
  for (const [name, v, allowed] of [
    ['embed', embed, '1 or 0'],
    ['autoplay', autoplay, '1 or 0'],
    ['controls', controls, '0 or 1'],
  ] as const) {
    if (v === null) return { error: fail(name, cut(params.get(name) ?? ''), allowed) };
  }
  const int = (name: string) => {
    const v = params.get(name);
    return v === null ? null : /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
  };
  const speed = int('speed');
  if (speed !== null && !SPEEDS.includes(speed as (typeof SPEEDS)[number])) {
    return { error: fail('speed', cut(params.get('speed')!), `one of ${SPEEDS.join(', ')} (micro-steps per second)`) };
  }
  const from = int('from');
  const to = int('to');
  if (Number.isNaN(from) || Number.isNaN(to) || (from === null) !== (to === null) || (from !== null && from >= to!)) {
    return {
      error: `from = ${cut(params.get('from') ?? 'missing')}, to = ${cut(params.get('to') ?? 'missing')} is not allowed: expected two steps with from < to`,
    };
  }
  const given = params.get('host');
  const host = given === null ? null : originOf(given);
  if (given !== null && host === null) {
    return { error: fail('host', cut(given), 'the embedding page’s origin, as https://lms.example.edu (scheme, host and port; no path)') };
  }
  return { play: { embed: embed!, autoplay: autoplay!, controls: controls!, from, to, host }, speed };
}

function decode(raw: string, stages: LinkStages): Decoded {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { error: 'the link is not a valid URL fragment', raw, play: DEFAULT_PLAY };
  }
  const twice = [...params.keys()].find((k, i, all) => all.indexOf(k) !== i);
  if (twice !== undefined)
    return { error: `${cut(twice)} appears twice in the link: expected each part at most once`, raw, play: DEFAULT_PLAY };
  const read = readPlay(params);
  if ('error' in read) return { error: read.error, raw, play: DEFAULT_PLAY };
  const { play, speed } = read;
  const error = (message: string): Decoded => ({ error: message, raw, play });
  const unknown = [...params.keys()].find((k) => !LINK_KEYS.includes(k));
  if (unknown !== undefined) return error(`${cut(unknown)} is not a part of the lab's links: expected ${LINK_KEYS.join(', ')}`);
  const key = params.get('key');
  if (key !== null && key !== '1') return error(fail('key', cut(key), '1 (the instructor’s link: the answer key)'));
  // The speed and the instructor's key, given beside the state, apply to it.
  const withSpeed = (state: LabState): Decoded => ({
    state: { ...state, view: { ...state.view, ...(speed === null ? {} : { speed }), ...(key === null ? {} : { key: true }) } },
    play,
  });

  const preset = params.get('preset');
  const s = params.get('s');
  if (preset !== null && s !== null) return error('a link carries either preset or s, not both');
  if (preset !== null) {
    const opened = stages.preset(preset);
    return opened ? withSpeed(opened) : error(fail('preset', cut(preset), 'the id of one of the lab’s stories (see the gallery)'));
  }
  if (s === null) return { state: null, play };

  const m = /^(\d{1,6})\.(.*)$/s.exec(s);
  if (!m) return error(fail('s', cut(s), '<version>.<data>, e.g. s=2.N4Ig…'));
  const version = Number(m[1]);
  if (version < 1 || version > URL_VERSION) return error(fail('s version', version, `1..=${URL_VERSION} (this lab's link formats)`));
  const text = m[2] ? decompressFromEncodedURIComponent(m[2]) : null;
  if (!text) return error('s: the data could not be decompressed — the link may be truncated or altered');
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return error('s: the decompressed data is not JSON — the link may be truncated or altered');
  }
  const state = readPayload(payload, version, stages);
  return 'error' in state ? error(state.error) : withSpeed(state);
}
