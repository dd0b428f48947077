// The lifetime curve the stage shows: the exact LRU (every memory size) or
// working-set (every window) curve of a process's string or a typed one,
// with its knees (Nishigaki 1981 §2), as the core computes it.
import { useMemo } from 'react';
import { useLab } from '../../app/lab';
import { type CurveSettings, DEFAULT_CURVES } from '../../app/state';
import { curve_json, process_curve_json } from '../../wasm/core';
import type { CurveReport } from '../../wasm/types/core';

export function useCurve(): {
  settings: CurveSettings;
  set: (p: Partial<CurveSettings>) => void;
  result: { report: CurveReport } | { error: string };
} {
  const { curves, json, patchState } = useLab();
  const settings = curves ?? DEFAULT_CURVES;
  const { source, text, policy, max, delay } = settings;
  const result = useMemo((): { report: CurveReport } | { error: string } => {
    const m = Number(max);
    const s = Number(delay);
    if (!Number.isSafeInteger(m) || m < 1) return { error: `max = ${max} is not allowed: expected an integer ≥ 1` };
    if (!Number.isFinite(s) || s < 0) return { error: `S = ${delay} is not allowed: expected a number ≥ 0` };
    try {
      const out = source === 'typed' ? curve_json(text, policy, m, s) : process_curve_json(json, Number(source), policy, m, s);
      return { report: JSON.parse(out) as CurveReport };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [source, text, policy, max, delay, json]);
  return { settings, set: (p) => patchState({ curves: { ...settings, ...p } }), result };
}
