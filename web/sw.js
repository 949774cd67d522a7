// sw.js - the service worker that lets Hoyito play offline. On install it
// caches every file of the page (the list and its version come from
// gen/precache.js, written by tools/build/build-web.mjs from the files in web/);
// on activation it deletes the caches of older versions. Requests are
// answered from the cache first, so after one visit the game, its engine and
// everything loaded later (editor, embeds, workers) work without a network.
// A changed file changes the version, the browser sees a changed
// gen/precache.js and installs this worker again with a new cache.
importScripts('gen/precache.js');

const { version, files } = self.HOYITO_PRECACHE;
const CACHE = `hoyito-${version}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // 'reload': straight from the network, never from the HTTP cache.
      await cache.addAll(files.map((f) => new Request(f, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('hoyito-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (error) {
        // Offline, at an address the cache does not know: the game page.
        const page = request.mode === 'navigate' ? await cache.match('index.html') : null;
        if (page) return page;
        throw error;
      }
    })(),
  );
});
