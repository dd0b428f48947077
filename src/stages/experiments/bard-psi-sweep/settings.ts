// The bard-psi-sweep arms' settings, read from the names the core gives
// them: `psi_c=13/strategy=3/beta=0` (Table 3) or `psi_c=5/psi_m=10` (Table 4).

export type Settings = Record<string, string>;

/** An arm's settings from its name. */
export const settings = (name: string): Settings => Object.fromEntries(name.split('/').map((kv) => kv.split('=')));

/** Whether an arm is one of Table 4's (control on Ψ alone: its name sets Ψm). */
export const isTable4 = (s: Settings) => 'psi_m' in s;

/** Table 4's corners — (low, low), (high, high), (low, high), (high, low) in (Ψc, Ψm) — as arm names. */
export function corners(names: string[]): string[] {
  const t4 = names.filter((n) => isTable4(settings(n)));
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
