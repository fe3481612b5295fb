// The door scanner's service worker (docs/admission.md, "Offline"): with it, /scan opens and runs
// without a connection. The page and Next's build files are kept as they are fetched; the page is
// fetched fresh whenever the network answers, and the build files never change under one name.
// Everything else (the door list, check-ins, sign-in) always goes to the network.

const CACHE = "foyer-door-v1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("foyer-door-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(event.request));
  else if (url.pathname === "/scan" || url.pathname === "/scan.webmanifest" || url.pathname === "/door-icon.svg") event.respondWith(networkFirst(event.request));
});
