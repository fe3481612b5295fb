// Where sign-in sends someone back to (`/sign-in?next=…`, e.g. the door scanner after its session
// ended). Only a path on this site: anything that could name another origin (`//host`, `/\host`, a
// scheme) is dropped, so a link to sign-in cannot forward a fresh session elsewhere.
export function returnPath(next: string | string[] | undefined): string | null {
  if (typeof next !== "string" || !next.startsWith("/") || next.length > 2000) return null;
  if (next.startsWith("//") || next.startsWith("/\\") || [...next].some((character) => character.charCodeAt(0) < 0x20)) return null;
  // Parsed against a placeholder origin: a path that leaves it is not a path on this site.
  const url = new URL(next, "http://foyer.invalid");
  return url.origin === "http://foyer.invalid" ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The sign-in page's address that returns to `path` afterwards. */
export function signInPath(path: string): string {
  return `/sign-in?next=${encodeURIComponent(path)}`;
}
