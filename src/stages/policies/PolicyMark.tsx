// Each policy's colour, dash and marker shape, shared by the tables and the
// chart so a line is found by shape as well as colour (Okabe–Ito).
import { type SeriesStyle, seriesStyle, shapePath } from '../../charts/marks';
import type { PolicyName } from './types';

const SLOT: Record<PolicyName, number> = { fifo: 0, lru: 1, opt: 2, clock: 3 };

/** The policy's colour, dash and shape: the charts' series style of its place. */
export const policyStyle = (p: PolicyName): SeriesStyle => seriesStyle(SLOT[p]);

/** The policy's marker, inline with text. */
export function PolicyMark({ policy }: { policy: PolicyName }) {
  const style = policyStyle(policy);
  return (
    <svg className="policy-mark" viewBox="-1.3 -1.3 2.6 2.6" aria-hidden="true">
      <path d={shapePath(style.shape, 1)} fill={style.colour} />
    </svg>
  );
}
