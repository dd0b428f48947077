// The lab's one colour language. Owner colours are the Okabe–Ito palette
// (distinguishable with the common colour-vision deficiencies); bit states
// are told apart by fill as well as colour; transfers by arrow direction.

export const OWNER_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

export function ownerColour(pid: number): string {
  return OWNER_COLOURS[pid % OWNER_COLOURS.length];
}

/** A set bit is a filled dark square; a clear bit an empty outlined one. */
export const BIT_ON = '#1d2733';
export const BIT_OFF = '#ffffff';
/** The pointer and whatever the current micro-step acts on. */
export const FOCUS = '#D55E00';
/** Faults on the tape. */
export const FAULT = '#D55E00';
export const INK = '#1d2733';
export const MUTED = '#6b7785';

/** Figure 1's areas: A (OK) bluish green, B (underload) sky blue, C (overload) vermillion — told apart by shape too. */
export const REGION_COLOURS = { ok: '#009E73', underload: '#0072B2', overload: '#D55E00' } as const;
/** Point shapes: circle (OK), square (underload), triangle (overload). */
export const REGION_SHAPES = {
  ok: 'M0,-4.5A4.5,4.5,0,1,1,0,4.5A4.5,4.5,0,1,1,0,-4.5Z',
  underload: 'M-4,-4H4V4H-4Z',
  overload: 'M0,-5.2L4.6,3.2H-4.6Z',
} as const;
