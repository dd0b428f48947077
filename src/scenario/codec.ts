// What the link's reader asks of a stage, and the pieces every field's
// reader shares: a failure names the field, the value (one short line) and
// what is allowed — "field = value is not allowed: expected …".
import type { LabState, StageId } from '../app/state';

/**
 * A stage's own slice of the lab state, as the link carries it: one
 * top-level field of the link's JSON (`key`), read and checked by the stage.
 */
export interface SliceCodec<T, Id extends string = StageId> {
  /** The stage whose slice this is: the key of `LabState.slices`. */
  stage: Id;
  /** The link's field that carries the slice (fixed: old links name it). */
  key: string;
  /** The slice in a link, checked; throws `Invalid` with a one-line message naming the field. */
  read(value: unknown): T;
  /** The slice when the state has none. */
  default?(): T;
  /** The slice as a link of version `version` wrote it, brought to the next version (before `read`). */
  migrate?(value: unknown, version: number): unknown;
  /** The slice as the link writes it, when that is not the slice itself. */
  write?(slice: T): unknown;
}

/** A codec with the slice a stage shows when the state has none. */
export type DefaultedSlice<T, Id extends string = StageId> = SliceCodec<T, Id> & { default(): T };

/** What the link's reader and writer need to know of the stages: passed in by whoever holds the registry. */
export interface LinkStages {
  /** The stages' ids, in the registry's order. */
  ids: readonly StageId[];
  /** The codecs of the stages that keep a slice. */
  codecs: readonly SliceCodec<unknown>[];
  /** The state of the story (preset) with this id, if there is one. */
  preset(id: string): LabState | undefined;
}

/** A link that cannot be read: its message is one line naming the field. */
export class Invalid extends Error {}

export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field's value in a message: a string as it is, a missing field as "missing", anything else as JSON, cut to one short line. */
export const shown = (value: unknown) => {
  if (value === undefined) return 'missing';
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 80)}…` : json;
};

export const fail = (field: string, value: unknown, allowed: string) => `${field} = ${shown(value)} is not allowed: expected ${allowed}`;

/** Throws `Invalid` with the message when `ok` is false. */
export const check = (ok: boolean, message: () => string) => {
  if (!ok) throw new Invalid(message());
};

/** Received text in a message, cut at 60 characters. */
export const cut = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);
