// The bard-psi-sweep arms' settings, read from the names the core gives
// them: `psi_c=11/strategy=1/beta=0/workload=1` (Table 3) or
// `psi_c=5/psi_m=10/workload=1` (Table 4), each setting on the three workloads.
import type { PsiMetrics } from '../../../wasm/types/core';
import type { ArmWith } from '../types';

export type Settings = Record<string, string>;

/** An arm's settings from its name. */
export const settings = (name: string): Settings => Object.fromEntries(name.split('/').map((kv) => kv.split('=')));

/** Whether an arm is one of Table 4's (control on Ψ alone: its name sets Ψm). */
export const isTable4 = (s: Settings) => 'psi_m' in s;

/** An arm's setting without its workload: the row of Tables 3–4 it belongs to. */
export const settingOf = (name: string) => name.replace(/\/workload=\d+$/, '');

/** The settings in the core's order, each once. */
export const settingsIn = (names: string[]) => [...new Set(names.map(settingOf))];

/** Problem state (%) of `setting` on each workload, in workload order, and their mean (Tables 3–4's "overall average"). */
export function byWorkload(arms: ArmWith<PsiMetrics>[], setting: string): { each: number[]; overall: number } {
  const each = arms.filter((a) => settingOf(a.name) === setting).map((a) => a.metrics.problem_state_pct);
  if (each.length === 0) throw new Error(`setting = ${setting} has no arms: expected names like ${setting}/workload=1`);
  return { each, overall: each.reduce((a, b) => a + b, 0) / each.length };
}

/** Table 4's corners — (low, low), (high, high), (low, high), (high, low) in (Ψc, Ψm) — as settings. */
export function corners(names: string[]): string[] {
  const t4 = settingsIn(names).filter((n) => isTable4(settings(n)));
  const range = (key: string) => {
    const values = t4.map((n) => Number(settings(n)[key]));
    return [Math.min(...values), Math.max(...values)];
  };
  const [cLow, cHigh] = range('psi_c');
  const [mLow, mHigh] = range('psi_m');
  const wanted: [number, number][] = [
    [cLow, mLow],
    [cHigh, mHigh],
    [cLow, mHigh],
    [cHigh, mLow],
  ];
  return wanted.map(([c, m]) => {
    const name = t4.find((n) => Number(settings(n).psi_c) === c && Number(settings(n).psi_m) === m);
    if (!name) throw new Error(`bard-psi-sweep has no arm with psi_c = ${c} and psi_m = ${m}`);
    return name;
  });
}
