// The shell's other fields in a link: side by side, a trace file as P0's
// string, the picture a state was opened from, and the predictions made
// (with the stories they revealed).
import { LINKED_FROM, type Linked, type LinkedFrom, MAX_LINKED_TEXT } from '../app/linked';
import {
  applyVariant,
  DEFAULT_TRACE_STRING,
  MAX_PREDICTED,
  TRACE_FORMATS,
  type TraceString,
  VARIANT_FIELDS,
  type Variant,
  type VariantPath,
  variantValueOk,
} from '../app/state';
import { constants } from '../wasm/constants';
import { step_through_error } from '../wasm/core';
import { traceUrlProblem } from '../workers/traceUrl';
import { check, cut, fail, isObject, type Obj } from './codec';
import type { Scenario } from './types';

export function readVariant(variant: unknown, scenario: Scenario): Variant | null {
  if (variant === null) return null;
  check(isObject(variant) && typeof variant.path === 'string' && variant.path in VARIANT_FIELDS && Object.keys(variant).length === 2, () =>
    fail('variant', variant, `{"path": one of ${Object.keys(VARIANT_FIELDS).join(', ')}, "value": …}`),
  );
  const v = variant as Obj;
  const path = v.path as VariantPath;
  check(variantValueOk(path, v.value), () => fail('variant.value', v.value, `${VARIANT_FIELDS[path]} for ${path}`));
  check(!path.startsWith('drum.') || !!scenario.drum, () => `variant.path = ${path} is not allowed: the scenario has no drum`);
  const problem = step_through_error(JSON.stringify(applyVariant(scenario, v as unknown as Variant)));
  check(!problem, () => `variant: ${problem}`);
  return v as unknown as Variant;
}

/** A trace file as P0's string: every field present, each of its kind and range. */
export function readTrace(trace: unknown): TraceString {
  check(isObject(trace), () => fail('trace', trace, 'an object'));
  const t = trace as Obj;
  for (const key of ['url', 'name'] as const) {
    check(typeof t[key] === 'string' && (t[key] as string).length <= 2000, () => fail(`trace.${key}`, t[key] ?? 'missing', 'text'));
  }
  const where = traceUrlProblem('trace.url', t.url as string, window.location.origin);
  check(where === null, () => where as string);
  check(TRACE_FORMATS.includes(t.format as TraceString['format']), () =>
    fail('trace.format', t.format ?? 'missing', TRACE_FORMATS.join(', ')),
  );
  check(Number.isSafeInteger(t.page_size) && (t.page_size as number) >= 1 && (t.page_size as number) <= 2 ** 30, () =>
    fail('trace.page_size', t.page_size ?? 'missing', 'an integer in 1..=1073741824 (bytes)'),
  );
  check(typeof t.data_only === 'boolean', () => fail('trace.data_only', t.data_only ?? 'missing', 'true or false'));
  const most = constants().limits.max_step_through_references;
  check(Number.isSafeInteger(t.first) && (t.first as number) >= 1 && (t.first as number) <= most, () =>
    fail('trace.first', t.first ?? 'missing', `an integer in 1..=${most} (the references stepped through)`),
  );
  check(t.pages === 'lab' || t.pages === 'hex', () => fail('trace.pages', t.pages ?? 'missing', 'lab or hex'));
  const extra = Object.keys(t).find((k) => !(k in DEFAULT_TRACE_STRING));
  check(extra === undefined, () => `trace.${extra} is not a field of the trace: expected ${Object.keys(DEFAULT_TRACE_STRING).join(', ')}`);
  return t as unknown as TraceString;
}

/** Where a state was opened from: a picture's name and one line of text. */
export function readLinked(linked: unknown): Linked {
  check(isObject(linked), () => fail('linked', linked, 'an object'));
  const l = linked as Obj;
  check(LINKED_FROM.includes(l.from as LinkedFrom), () => fail('linked.from', l.from ?? 'missing', LINKED_FROM.join(', ')));
  check(typeof l.text === 'string' && l.text.length <= MAX_LINKED_TEXT && !/[\n\r]/.test(l.text), () =>
    fail('linked.text', cut(String(l.text ?? 'missing')), `one line of at most ${MAX_LINKED_TEXT} characters`),
  );
  const extra = Object.keys(l).find((k) => k !== 'from' && k !== 'text');
  check(extra === undefined, () => `linked.${extra} is not a field of linked: expected from, text`);
  return l as unknown as Linked;
}

/** The largest option a prediction may have chosen (a point of a curve is an option too). */
const MAX_CHOICE = 2 ** 31 - 1;

/** The predictions made: question ids (a few letters and digits) to the option chosen, or -1. */
export function readPredicted(predicted: unknown): Record<string, number> {
  check(isObject(predicted) && Object.keys(predicted).length <= MAX_PREDICTED, () =>
    fail('predicted', predicted, `an object of at most ${MAX_PREDICTED} question ids and the options chosen`),
  );
  for (const [id, value] of Object.entries(predicted as Obj)) {
    check(/^[0-9a-z]{1,12}$/.test(id), () => `predicted.${cut(id)} is not allowed: expected a question id (letters and digits)`);
    check(Number.isSafeInteger(value) && (value as number) >= -1 && (value as number) <= MAX_CHOICE, () =>
      fail(`predicted.${id}`, value, `the option (or point) chosen, 0..=${MAX_CHOICE}, or -1 (the results shown without a prediction)`),
    );
  }
  return predicted as Record<string, number>;
}

/** The stories whose question has been answered: each the id of one of the lab's stories. */
export function readRevealed(revealed: unknown, isStory: (id: string) => boolean): string[] {
  check(Array.isArray(revealed) && revealed.length <= MAX_PREDICTED, () =>
    fail('revealed', revealed, `a list of at most ${MAX_PREDICTED} story ids`),
  );
  for (const [i, id] of (revealed as unknown[]).entries()) {
    check(typeof id === 'string' && isStory(id), () => fail(`revealed[${i}]`, id, 'the id of one of the lab’s stories'));
  }
  return revealed as string[];
}
