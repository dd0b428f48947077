// Registers the service worker (public/sw.js) in the built site and hands it
// the list of resources this page loaded, the scripts of the lab's workers
// (loaded only when a stage first needs one) and the sample trace (fetched
// only when the lifetime-curves stage reads it), so that the lab works
// offline.
import { DEFAULT_CURVES } from './stages/lifetime-curves/settings';
import policyCurves from './stages/policies/curves.worker.ts?worker&url';
import compute from './workers/compute.worker.ts?worker&url';
import experiment from './workers/experiment.worker.ts?worker&url';

const WORKERS = [compute, experiment, policyCurves];

/** Files the page does not load itself but a stage may read: the sample program's trace. */
const DATA = [DEFAULT_CURVES.trace_url];

export function enableOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('./sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = performance.getEntriesByType('resource').map((e) => e.name);
      const extra = [...WORKERS, ...DATA].map((u) => new URL(u, document.baseURI).href);
      registration.active?.postMessage({ cache: [window.location.href.split('#')[0], ...loaded, ...extra] });
    })
    .catch(() => undefined); // No offline copy; the lab works as before.
}
