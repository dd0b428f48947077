// The lifetime-curves stage's slice of the lab state: its settings, in the
// link as `curves`. A link written before trace files or sampled curves
// lacks their fields: they are the defaults'.
import { check, type DefaultedSlice, fail, isObject } from '../../scenario/codec';
import { traceUrlProblem } from '../../workers/traceUrl';
import { type CurveSettings, DEFAULT_CURVES, MAX_LINK_TEXT, sampleRateProblem, TRACE_CURVE_FIELDS } from './settings';

function readCurves(curves: unknown): CurveSettings {
  check(isObject(curves), () => fail('curves', curves, 'an object'));
  const c = curves as Record<string, unknown>;
  for (const key of TRACE_CURVE_FIELDS) c[key] ??= DEFAULT_CURVES[key];
  for (const key of Object.keys(DEFAULT_CURVES)) {
    check(typeof c[key] === 'string', () => fail(`curves.${key}`, c[key] ?? 'missing', 'text'));
  }
  const where = traceUrlProblem('curves.trace_url', c.trace_url as string, window.location.origin);
  check(where === null, () => where as string);
  check(['text', 'lackey', 'csv'].includes(c.trace_format as string), () =>
    fail('curves.trace_format', c.trace_format, 'text, lackey or csv'),
  );
  check(c.data_only === 'yes' || c.data_only === 'no', () => fail('curves.data_only', c.data_only, 'yes or no'));
  check(c.policy === 'lru' || c.policy === 'ws', () => fail('curves.policy', c.policy, 'lru or ws'));
  const rate = sampleRateProblem('curves.sample_rate', c.sample_rate as string);
  check(rate === null, () => rate as string);
  check(c.shards_adj === 'yes' || c.shards_adj === 'no', () => fail('curves.shards_adj', c.shards_adj, 'yes or no'));
  const extra = Object.keys(c).find((k) => !(k in DEFAULT_CURVES));
  check(extra === undefined, () => `curves.${extra} is not a field of the curves settings`);
  return c as unknown as CurveSettings;
}

export const curvesSlice: DefaultedSlice<CurveSettings, 'lifetime-curves'> = {
  stage: 'lifetime-curves',
  key: 'curves',
  read: readCurves,
  default: () => DEFAULT_CURVES,
  // A typed string too long for a link stays in the page.
  write: (c) => (c.text.length > MAX_LINK_TEXT ? { ...c, text: '' } : c),
};
