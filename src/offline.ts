// Registers the service worker (public/sw.js) in the built site and hands it
// the list of resources this page loaded, so that the lab works offline.
export function enableOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('./sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = performance.getEntriesByType('resource').map((e) => e.name);
      registration.active?.postMessage({ cache: [window.location.href.split('#')[0], ...loaded] });
    })
    .catch(() => undefined); // No offline copy; the lab works as before.
}
