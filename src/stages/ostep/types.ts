// The OSTEP paging-policy homework (wasm-core/src/ostep.rs): its form's
// defaults and policies from the core, and the command line a form stands for.
import { constants } from '../../wasm/constants';
import type { OstepForm } from '../../wasm/types/core';

export type { OstepAccess, OstepForm, OstepOutcome } from '../../wasm/types/core';

/** paging-policy.py's options as the lab opens them (its defaults, but answers computed), from the core. */
export function ostepDefaults(): OstepForm {
  return constants().ostep_form;
}

/** The policies `-p` names, from the core. */
export function ostepPolicies(): string[] {
  return constants().ostep_policies;
}

/** The command line that gives the same output (the form's defaults, but `-c`, are paging-policy.py's: left out). */
export function commandLine(f: OstepForm): string {
  const d = ostepDefaults();
  const parts = ['./paging-policy.py'];
  const flag = (name: string, value: string, def: string) => {
    if (value !== def) parts.push(name, /[\s"']/.test(value) || value === '' ? JSON.stringify(value) : value);
  };
  flag('-a', f.addresses, d.addresses);
  if (f.addressfile) flag('-f', f.addressfile, d.addressfile);
  flag('-n', f.numaddrs, d.numaddrs);
  flag('-p', f.policy, d.policy);
  flag('-b', f.clockbits, d.clockbits);
  flag('-C', f.cachesize, d.cachesize);
  flag('-m', f.maxpage, d.maxpage);
  flag('-s', f.seed, d.seed);
  if (f.notrace) parts.push('-N');
  if (f.solve) parts.push('-c');
  return parts.join(' ');
}
