// What the UI must not retype, read once from the core (view.rs Constants):
// limits, flag bits, frame states, defaults, experiment and arm names.
import { constants_json } from './core';
import type { Constants } from './types/core';

let cached: Constants | null = null;

/** The core's constants (the core must be loaded). */
export function constants(): Constants {
  cached ??= JSON.parse(constants_json()) as Constants;
  return cached;
}
