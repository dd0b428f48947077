// Each policy's colour, dash and marker shape, shared by the tables and the
// chart so a line is found by shape as well as colour (Okabe–Ito).
import { OWNER_COLOURS, OWNER_SHAPES } from '../../viz/palette';
import type { PolicyName } from './types';

const INDEX: Record<PolicyName, number> = { fifo: 0, lru: 1, opt: 2, clock: 3 };
const DASHES: Record<PolicyName, string | undefined> = { fifo: undefined, lru: '7 4', opt: '2 3', clock: '10 3 2 3' };

export const policyColour = (p: PolicyName) => OWNER_COLOURS[INDEX[p]];
export const policyShape = (p: PolicyName) => OWNER_SHAPES[INDEX[p]];
export const policyDash = (p: PolicyName) => DASHES[p];

/** The policy's marker, inline with text. */
export function PolicyMark({ policy }: { policy: PolicyName }) {
  return (
    <svg className="policy-mark" viewBox="-1.3 -1.3 2.6 2.6" aria-hidden="true">
      <path d={policyShape(policy)} fill={policyColour(policy)} />
    </svg>
  );
}
