// The door scanner's service worker (docs/admission.md, "Offline"): with it, /scan opens and runs
// without a connection after one online visit. The page sends the files it loaded before this worker
// controlled it ("keep"), and the worker fetches and keeps each; from then on the page and Next's build
// files are kept as they are fetched. The page is fetched fresh whenever the network answers, and
// the build files never change under one name. Everything else (the door list, check-ins, sign-in)
// always goes to the network. A sign-in page sent instead of the scanner (a redirect) is never kept.

const CACHE = "foyer-door-v2";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("foyer-door-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function keepable(response) {
  return response.ok && !response.redirected && response.type === "basic";
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(request, response.clone());
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
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

/** Fetches and keeps what the page loaded before this worker saw it; a build file already kept is not fetched again. */
async function keepFiles(files) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    files.map(async (path) => {
      const url = new URL(path, self.location.origin);
      if (url.origin !== self.location.origin || !kept(url.pathname)) return;
      if (url.pathname.startsWith("/_next/static/") && (await cache.match(url.href))) return;
      try {
        const response = await fetch(url.href, { credentials: "same-origin" });
        if (keepable(response)) await cache.put(url.href, response);
      } catch {
        // Offline already: the next visit keeps it.
      }
    }),
  );
}

function kept(pathname) {
  return pathname.startsWith("/_next/static/") || pathname === "/scan" || pathname === "/scan.webmanifest" || pathname === "/door-icon.svg";
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "keep" && Array.isArray(event.data.files)) event.waitUntil(keepFiles(event.data.files));
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin || !kept(url.pathname)) return;
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(event.request));
  // Only the page itself: the router's own requests for /scan (?_rsc=…) are not a page to open offline.
  else if (url.pathname !== "/scan" || event.request.mode === "navigate") event.respondWith(networkFirst(event.request));
});
