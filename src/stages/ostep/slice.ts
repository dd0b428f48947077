// The OSTEP stage's slice of the lab state: the homework's form, in the
// link as `ostep` when changed from its defaults.
import { check, type DefaultedSlice, fail, isObject } from '../../scenario/codec';
import { type OstepForm, ostepDefaults } from './types';

/** The form in a link: every field of the defaults, each of its kind. */
function readOstep(ostep: unknown): OstepForm {
  check(isObject(ostep), () => fail('ostep', ostep, 'an object'));
  const o = ostep as Record<string, unknown>;
  for (const [key, def] of Object.entries(ostepDefaults())) {
    const value = o[key];
    const ok = key === 'file_text' ? value === null || typeof value === 'string' : typeof value === typeof def;
    check(ok, () => fail(`ostep.${key}`, value ?? 'missing', key === 'file_text' ? 'text or null' : `a ${typeof def}`));
  }
  const extra = Object.keys(o).find((k) => !(k in ostepDefaults()));
  check(extra === undefined, () => `ostep.${extra} is not a field of the OSTEP form`);
  return o as unknown as OstepForm;
}

export const ostepSlice: DefaultedSlice<OstepForm, 'ostep'> = { stage: 'ostep', key: 'ostep', read: readOstep, default: ostepDefaults };
