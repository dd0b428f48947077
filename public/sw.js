// Paging Lab works offline once loaded. Every same-origin GET goes to the
// network first (so a new version shows at once) and falls back to the cache;
// the page sends the list of what it loaded so that all of it is cached.
const CACHE = 'paging-lab';

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['./', './index.html'])));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.cache) ? event.data.cache : [];
  const own = urls.filter((u) => typeof u === 'string' && new URL(u, self.location.href).origin === self.location.origin);
  // One by one: a resource that cannot be fetched now leaves the others cached.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.allSettled(own.map((u) => cache.add(u))))
      .then((done) => event.source?.postMessage({ cached: done.filter((d) => d.status === 'fulfilled').length })),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      // Module scripts are requested with an Origin header the cached copies lack: ignore Vary.
      .catch(() => caches.match(request, { ignoreSearch: true, ignoreVary: true }).then((hit) => hit ?? caches.match('./index.html'))),
  );
});
