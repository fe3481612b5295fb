import type { UserIdentity } from "@/lib/auth/access-token";
import { openCompletion } from "./completion-assertion";
import type { StepError } from "./login-steps";
import { oauthEndpoints } from "./mcp-origin";
import { findPendingAuthorization, type PendingAuthorization } from "./pending-authorization";

// Which step of /auth/mcp a person is at, from the ticket, the hand-off cookie and the dashboard session.

export type LoginPageState =
  | { step: "expired" }
  | { step: "email"; pending: PendingAuthorization; error: StepError | null }
  | { step: "code"; pending: PendingAuthorization; email: string; error: StepError | null; tries: number }
  | { step: "session"; pending: PendingAuthorization; email: string }
  | { step: "consent"; pending: PendingAuthorization; email: string; assertion: string; completeUrl: string }
  | { step: "continue"; pending: PendingAuthorization; email: string; assertion: string; completeUrl: string };

const stepErrors: readonly StepError[] = ["invalid_email", "invalid_code", "code_locked", "rate_limited", "no_museum"];

export async function loginPageState(input: {
  ticket: string | undefined;
  email: string | undefined;
  error: string | undefined;
  /** Wrong codes entered since the code was sent (the code form carries the count). */
  tries?: string;
  other: boolean;
  handoff: string | undefined;
  sessionUser: UserIdentity | null;
}): Promise<LoginPageState> {
  const pending = await findPendingAuthorization(input.ticket);
  if (!pending) return { step: "expired" };
  const completion = input.handoff ? await openCompletion(input.handoff, pending.issuer) : null;
  if (completion && completion.ticket === input.ticket) {
    const form = { pending, email: completion.email, assertion: input.handoff!, completeUrl: oauthEndpoints(pending.issuer).complete };
    return completion.consented ? { step: "continue", ...form } : { step: "consent", ...form };
  }
  const error = stepErrors.find((known) => known === input.error) ?? null;
  if (input.sessionUser && !input.other) return { step: "session", pending, email: input.sessionUser.email };
  const tries = Number(input.tries ?? "0");
  if (input.email) return { step: "code", pending, email: input.email, error, tries: Number.isInteger(tries) && tries > 0 && tries < 100 ? tries : 0 };
  return { step: "email", pending, error };
}
