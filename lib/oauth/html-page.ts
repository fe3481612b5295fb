// The few pages the tool server itself shows a person's browser: errors of /oauth/authorize and
// /oauth/complete that must not be redirected to an unverified address (RFC 6749 4.1.2.1).

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]!);
}

const style =
  "body{font-family:ui-sans-serif,system-ui,sans-serif;background:#f7f6f3;color:#1d1c1a;margin:0;line-height:1.5}" +
  "main{max-width:32rem;margin:4rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #e4e1da;border-radius:12px}" +
  "h1{font-size:1.3rem;margin-top:0}code{font-family:ui-monospace,monospace}";

/** An error page for the browser: no redirect, no caching, nothing the page could be framed for. */
export function errorPage(status: number, heading: string, message: string, requestId: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(heading)} · Foyer</title><style>${style}</style></head><body><main>` +
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p>` +
    `<p>Go back to your assistant and connect to Foyer again. Request id: <code>${escapeHtml(requestId)}</code></p>` +
    `</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-frame-options": "DENY",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "referrer-policy": "no-referrer",
      "x-request-id": requestId,
    },
  });
}
