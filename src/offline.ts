// Registers the service worker (public/sw.js) in the built site and hands it
// the list of resources this page loaded, and the scripts of the lab's
// workers (loaded only when a stage first needs one), so that the lab works
// offline.
import policyCurves from './stages/policies/curves.worker.ts?worker&url';
import compute from './workers/compute.worker.ts?worker&url';
import experiment from './workers/experiment.worker.ts?worker&url';

const WORKERS = [compute, experiment, policyCurves];

export function enableOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('./sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = performance.getEntriesByType('resource').map((e) => e.name);
      const workers = WORKERS.map((w) => new URL(w, window.location.href).href);
      registration.active?.postMessage({ cache: [window.location.href.split('#')[0], ...loaded, ...workers] });
    })
    .catch(() => undefined); // No offline copy; the lab works as before.
}
