// The lab's one colour language. Owner colours are the Okabe–Ito palette
// (distinguishable with the common colour-vision deficiencies) without its
// vermillion, which means "look here": the pointer, what the current step
// acts on, and trouble — a fault, an overload. Owners are told apart by a
// label or a shape too, never by colour alone. Bit states are told apart by
// fill; transfers by arrow direction.
import type { Region } from '../wasm/types/core';

export const OWNER_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#000000', '#F0E442'];

export function ownerColour(pid: number): string {
  return OWNER_COLOURS[pid % OWNER_COLOURS.length];
}

/** Marker shapes by owner (a path around 0,0 of radius about 1), so owners differ without colour. */
export const OWNER_SHAPES = [
  'M0,-1A1,1,0,1,1,0,1A1,1,0,1,1,0,-1Z', // circle
  'M-0.85,-0.85H0.85V0.85H-0.85Z', // square
  'M0,-1.15L1.05,0.75H-1.05Z', // triangle
  'M0,-1.15L1.15,0L0,1.15L-1.15,0Z', // diamond
  'M-0.4,-1.1H0.4V-0.4H1.1V0.4H0.4V1.1H-0.4V0.4H-1.1V-0.4H-0.4Z', // cross
  'M0,1.15L1.05,-0.75H-1.05Z', // triangle down
  'M-1,-0.45H1V0.45H-1Z', // bar
];

export function ownerShape(pid: number): string {
  return OWNER_SHAPES[pid % OWNER_SHAPES.length];
}

/** A set bit is a filled dark square; a clear bit an empty outlined one. */
export const BIT_ON = '#1d2733';
export const BIT_OFF = '#ffffff';
/** The pointer and whatever the current micro-step acts on. */
export const FOCUS = '#D55E00';
/** Faults on the tape. */
export const FAULT = '#D55E00';
export const INK = '#1d2733';
export const MUTED = '#5d6977';

/** Figure 1's areas: A (OK) bluish green, B (underload) sky blue, C (overload) vermillion — told apart by shape too. */
export const REGION_COLOURS = { ok: '#009E73', underload: '#0072B2', overload: '#D55E00' } as const satisfies Record<Region, string>;
/** Point shapes: circle (OK), square (underload), triangle (overload). */
export const REGION_SHAPES = {
  ok: 'M0,-4.5A4.5,4.5,0,1,1,0,4.5A4.5,4.5,0,1,1,0,-4.5Z',
  underload: 'M-4,-4H4V4H-4Z',
  overload: 'M0,-5.2L4.6,3.2H-4.6Z',
} as const satisfies Record<Region, string>;
