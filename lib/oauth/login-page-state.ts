import type { UserIdentity } from "@/lib/auth/access-token";
import { openCompletion } from "./completion-assertion";
import type { StepError } from "./login-steps";
import { oauthEndpoints } from "./mcp-origin";
import { findPendingAuthorization, type PendingAuthorization } from "./pending-authorization";

// Which step of /auth/mcp a person is at, from the ticket, the hand-off cookie and the dashboard session.

export type LoginPageState =
  | { step: "expired" }
  | { step: "email"; pending: PendingAuthorization; error: StepError | null }
  | { step: "code"; pending: PendingAuthorization; email: string; error: StepError | null }
  | { step: "session"; pending: PendingAuthorization; email: string }
  | { step: "consent"; pending: PendingAuthorization; email: string; assertion: string; completeUrl: string }
  | { step: "continue"; pending: PendingAuthorization; email: string; assertion: string; completeUrl: string };

const stepErrors: readonly StepError[] = ["invalid_email", "invalid_code", "rate_limited", "no_museum"];

export async function loginPageState(input: {
  ticket: string | undefined;
  email: string | undefined;
  error: string | undefined;
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
  if (input.email) return { step: "code", pending, email: input.email, error };
  return { step: "email", pending, error };
}
