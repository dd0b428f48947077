// What lives as long as the page, outside React: the runs opened (sim/runStore.ts),
// the experiments run (workers/experiments.ts), the gallery's filter
// (gallery/Filters.tsx). Each module that keeps such state says how to
// forget it; `startAfresh` forgets it all, as a new page would start. (The
// unit tests share one window between files and call it before each file.)

const forgetters: (() => void)[] = [];

/** Registers how to forget a module's page-long state. */
export function forgetOnFreshStart(forget: () => void): void {
  forgetters.push(forget);
}

/** Forgets every page-long state, as a newly opened page has none. */
export function startAfresh(): void {
  for (const forget of forgetters) forget();
}
