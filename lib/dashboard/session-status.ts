// The browser's side of the dashboard session's end (docs/auth.md, "The dashboard session"): what the
// pages ask the server, and the signal any request gives when the server no longer knows the session.

/** Sent on `window` when a dashboard request was refused for want of a session (401). */
export const SESSION_ENDED_EVENT = "foyer:session-ended";

/** How long before the session ends the pages warn. */
export const SESSION_WARNING_MS = 5 * 60_000;

/** `endsInMs` is measured on the server's clock, so a browser whose clock is off still warns on time. */
export type SessionStatus = { signedIn: true; endsInMs: number } | { signedIn: false } | { signedIn: "unknown" };

/** Tells the page a request found no session; nothing listens outside the dashboard's pages. */
export function announceSessionEnded(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** Whether the session is still on and until when, without renewing it; "unknown" when Foyer cannot be reached. */
export async function sessionStatus(): Promise<SessionStatus> {
  try {
    const response = await fetch("/api/session", { cache: "no-store" });
    const body = (await response.json()) as { signedIn?: boolean; expiresAt?: string; now?: string };
    if (body.signedIn && body.expiresAt && body.now) return { signedIn: true, endsInMs: Date.parse(body.expiresAt) - Date.parse(body.now) };
    return body.signedIn === false ? { signedIn: false } : { signedIn: "unknown" };
  } catch {
    return { signedIn: "unknown" };
  }
}

/** Renews the session for its full length (next-auth's session endpoint issues a fresh cookie), then says until when. */
export async function renewSession(): Promise<SessionStatus> {
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store" });
    const body = (await response.json()) as { user?: unknown };
    return body.user ? await sessionStatus() : { signedIn: false };
  } catch {
    return { signedIn: "unknown" };
  }
}
