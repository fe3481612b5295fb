// The address of the page a request asks for, as the server layer saw it (lib/server/page-path.ts):
// Next gives a server component its route's params but not the address itself, and a page whose
// session has ended sends the person to sign-in with `next` set to that address (docs/auth.md).

export const PAGE_PATH_HEADER = "x-foyer-page-path";

/** A request URL's path and query, without Next's own `_rsc` marker of client-side navigations. */
export function pagePathOf(url: string): string {
  const parsed = new URL(url, "http://foyer.invalid");
  parsed.searchParams.delete("_rsc");
  return `${parsed.pathname}${parsed.search}`;
}
