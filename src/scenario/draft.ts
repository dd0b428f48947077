// The scenario form's draft: every leaf as the text the user typed, keyed by
// the same paths the core uses in its errors (`memory.k`,
// `processes[0].workload.text`), so nothing typed is lost and an error can
// point at its field. `build` turns a draft back into a scenario.
import type { Scenario } from './types';

export type LeafType = 'number' | 'boolean' | 'string';

export interface Draft {
  values: Record<string, string>;
  types: Record<string, LeafType>;
  /** Whether the drum is on (the drum's fields are kept while it is off). */
  drumOn: boolean;
}

function flatten(value: unknown, path: string, out: Draft): void {
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) {
    out.values[path] = value.join(' ');
    out.types[path] = 'string';
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) flatten(v, `${path}[${i}]`, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out);
  } else if (value !== null) {
    out.values[path] = String(value);
    out.types[path] = typeof value as LeafType;
  }
}

/** The draft with `prefix`'s keys replaced by `value` flattened (or removed when `value` is null). */
export function setSection(d: Draft, prefix: string, value: unknown): Draft {
  const next: Draft = { values: {}, types: {}, drumOn: d.drumOn };
  for (const k of Object.keys(d.values)) {
    if (k !== prefix && !k.startsWith(`${prefix}.`)) {
      next.values[k] = d.values[k];
      next.types[k] = d.types[k];
    }
  }
  if (value !== null) flatten(value, prefix, next);
  return next;
}

/** A workload's fields the core may leave out at their defaults, shown in the form all the same. */
const OPTIONAL: Record<string, Record<string, number>> = { phased: { core_skew: 0 }, king_size: { dwell: 1 } };

export function toDraft(s: Scenario, keepDrum?: Draft): Draft {
  const d: Draft = { values: {}, types: {}, drumOn: s.drum !== null };
  flatten(s, '', d);
  for (const [i, p] of s.processes.entries())
    for (const [field, value] of Object.entries(OPTIONAL[p.workload.kind] ?? {})) {
      const path = `processes[${i}].workload.${field}`;
      d.values[path] ??= String(value);
      d.types[path] ??= 'number';
    }
  if (!s.drum && keepDrum) {
    for (const [k, v] of Object.entries(keepDrum.values)) {
      if (k.startsWith('drum.')) {
        d.values[k] = v;
        d.types[k] = keepDrum.types[k];
      }
    }
  }
  return d;
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The scenario the draft describes, or the first field that is not a number. */
export function build(d: Draft): { scenario: Scenario } | { error: string } {
  const root: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(d.values)) {
    if (!d.drumOn && path.startsWith('drum.')) continue;
    let value: unknown = text;
    const type = d.types[path];
    if (type === 'number') {
      const t = text.trim();
      if (!NUMBER.test(t)) return { error: `${path} = ${text === '' ? '(empty)' : text} is not allowed: expected a number` };
      value = Number(t);
    } else if (type === 'boolean') {
      value = text === 'true';
    } else if (path.endsWith('.q.q')) {
      value = text
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
    }
    assign(root, path, value);
  }
  if (!d.drumOn) root.drum = null;
  // An optional field at its default is left out, as the core writes it.
  for (const p of (root.processes ?? []) as { workload?: Record<string, unknown> }[])
    for (const [field, value] of Object.entries(OPTIONAL[String(p.workload?.kind)] ?? {}))
      if (p.workload?.[field] === value) delete p.workload[field];
  return { scenario: root as unknown as Scenario };
}

function assign(root: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.').flatMap((p) => {
    const m = /^(\w+)((\[\d+\])*)$/.exec(p);
    if (!m) return [p];
    return [m[1], ...[...m[2].matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]))];
  });
  let node: Record<string | number, unknown> = root;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    node[part] ??= typeof parts[i + 1] === 'number' ? [] : {};
    node = node[part] as Record<string | number, unknown>;
  });
}

/** The field an error message names (the text before " = " or ": "). */
export function errorField(message: string): string | null {
  const m = /^([\w.[\]]+)(?: = |: )/.exec(message);
  return m ? m[1] : null;
}
