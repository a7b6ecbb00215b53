// sw.js — the site's service worker: after one visit, every page plays
// with no network. The build (web/build.mjs) fills in GG_FILES, the
// site's files, and GG_BUILD, a hash of them all: each build gets a cache
// of its own, filled whole before it serves anything, so a page never gets
// an old module with a new wasm. A new build's worker
// takes over at once and empties the old caches; the pages reload when it
// does (site.js, which registers it), so the next load is the new build.
// Only the pages register it: the elements never do, so a site embedding
// them gets no service worker of ours.
const GG_BUILD = '';
const GG_FILES = [];
const CACHE = 'gridgames-' + GG_BUILD;

self.addEventListener('install', (event) => {
  // cache: 'reload': every file from the server, none from the HTTP cache,
  // which may still hold the build before.
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(GG_FILES.map((file) => new Request(file, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith('gridgames-') && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

// The site's own files from this build's cache (a page's query string,
// the game it names, does not change the file), anything else from the
// network as usual.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(request)));
});
