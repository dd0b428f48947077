// A stage's slice of the lab state, read and written through the stage's
// codec (which names the stage): the shell keeps the slices without knowing
// what is in them.
import type { SliceCodec } from '../scenario/codec';
import type { LabState } from './state';

/** The stage's slice of `state`, or null when it has none. */
export function sliceOf<T>(state: LabState, codec: SliceCodec<T>): T | null {
  return (state.slices?.[codec.stage] as T | undefined) ?? null;
}

/** `state` with the stage's slice set to `value` (null: the stage's defaults again). */
export function withSlice<T>(state: LabState, codec: SliceCodec<T>, value: T | null): LabState {
  const { [codec.stage]: _, ...others } = state.slices ?? {};
  const slices = value === null ? others : { ...others, [codec.stage]: value };
  const { slices: __, ...rest } = state;
  return Object.keys(slices).length ? { ...rest, slices } : rest;
}
