"use client";

// Makes /scan open without a connection after one online visit (docs/admission.md, "Offline"). The
// service worker (public/scan-sw.js) only sees requests made once it controls the page, and on the
// first visit the page and its build files were fetched before that; so the page hands it the list of
// what it loaded, and the worker fetches and keeps each. Later visits keep them fresh as they load.

/** This page's address and every build file (scripts, styles, fonts) it has loaded so far, same origin only. */
function loadedFiles(): string[] {
  const files = new Set<string>([`${location.pathname}${location.search}`]);
  const add = (href: string | null) => {
    if (!href) return;
    const url = new URL(href, location.href);
    if (url.origin === location.origin && url.pathname.startsWith("/_next/static/")) files.add(`${url.pathname}${url.search}`);
  };
  for (const entry of performance.getEntriesByType("resource")) add(entry.name);
  document.querySelectorAll<HTMLScriptElement>("script[src]").forEach((script) => add(script.getAttribute("src")));
  document.querySelectorAll<HTMLLinkElement>("link[href]").forEach((link) => add(link.getAttribute("href")));
  return [...files, "/scan.webmanifest", "/door-icon.svg"];
}

export async function keepScannerOffline(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("/scan-sw.js", { scope: "/scan" });
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: "keep", files: loadedFiles() });
  } catch {
    // No service worker (a private window, an insecure address): the scanner works online only.
  }
}
