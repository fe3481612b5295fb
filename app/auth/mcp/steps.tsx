import type { LoginPageState } from "@/lib/oauth/login-page-state";
import { codeRefusalWords } from "@/lib/auth/sign-in-words";
import type { StepError } from "@/lib/oauth/login-steps";
import styles from "./mcp-sign-in.module.css";

const errorTexts = (refusals = codeRefusalWords()): Record<StepError, string> => ({
  invalid_email: "Enter a valid email address.",
  invalid_code: refusals.wrong,
  code_locked: refusals.locked,
  rate_limited: "Too many attempts from here. Wait a few minutes, then try again.",
  no_museum: "This account has no role in any museum. Sign in with another one.",
});

function ErrorNote({ error }: { error: StepError | null }) {
  return error ? (
    <p className="alert alert-danger" role="alert">
      {errorTexts()[error]}
    </p>
  ) : null;
}

function ClientNote({ name, redirectHost }: { name: string; redirectHost: string }) {
  return (
    <p className={styles.client}>
      <strong>{name}</strong> wants to use Foyer as you. Afterwards you go back to <strong>{redirectHost}</strong>.
    </p>
  );
}

const CONTINUE_SCRIPT = "document.getElementById('mcp-continue').submit();";

export function McpSignInSteps({ state, ticket }: { state: LoginPageState; ticket: string }) {
  if (state.step === "expired") {
    return (
      <>
        <h1>This link has expired</h1>
        <p className="muted">The connection request is older than 10 minutes or was already used. Go back to your assistant and connect to Foyer again.</p>
      </>
    );
  }
  const { pending } = state;
  if (state.step === "continue") {
    return (
      <>
        <h1>Connecting {pending.clientName}</h1>
        <form id="mcp-continue" method="post" action={state.completeUrl} className="stack-tight">
          <input type="hidden" name="assertion" value={state.assertion} />
          <p className="muted">You allowed this application before, signed in as {state.email}.</p>
          <button type="submit" className="button button-primary">
            Continue
          </button>
        </form>
        <script dangerouslySetInnerHTML={{ __html: CONTINUE_SCRIPT }} />
      </>
    );
  }
  if (state.step === "consent") {
    return (
      <>
        <h1>Allow {pending.clientName}?</h1>
        <ClientNote name={pending.clientName} redirectHost={pending.redirectHost} />
        <p>Signed in as {state.email}. If you allow it, the application can, in every museum where you have a role:</p>
        <ul className={styles.list}>
          <li>read events, time slots, ticket types, customers, memberships and sales;</li>
          <li>where your role allows changes: create events, time slots and ticket types, and send membership emails.</li>
        </ul>
        <p className="muted small">You are asked once per application. Your role decides what it may do, exactly as in the dashboard.</p>
        <form method="post" action={state.completeUrl} className="form-actions">
          <input type="hidden" name="assertion" value={state.assertion} />
          <button type="submit" name="decision" value="allow" className="button button-primary">
            Allow
          </button>
          <button type="submit" name="decision" value="deny" className="button">
            Deny
          </button>
        </form>
      </>
    );
  }
  if (state.step === "session") {
    return (
      <>
        <h1>Connect {pending.clientName}</h1>
        <ClientNote name={pending.clientName} redirectHost={pending.redirectHost} />
        <form method="post" action="/auth/mcp/session" className="stack-tight">
          <input type="hidden" name="mcp_oauth" value={ticket} />
          <button type="submit" className="button button-primary">
            {`Continue as ${state.email}`}
          </button>
        </form>
        <a href={`/auth/mcp?${new URLSearchParams({ mcp_oauth: ticket, other: "1" })}`}>Use another account</a>
      </>
    );
  }
  if (state.step === "code") {
    return (
      <>
        <h1>Enter your code</h1>
        <ClientNote name={pending.clientName} redirectHost={pending.redirectHost} />
        <p className="muted">If {state.email} belongs to museum staff, a six-digit code is on its way. It works once, for 10 minutes.</p>
        <ErrorNote error={state.error} />
        <form method="post" action="/auth/mcp/verify" className="stack-tight">
          <input type="hidden" name="mcp_oauth" value={ticket} />
          <input type="hidden" name="email" value={state.email} />
          <input type="hidden" name="tries" value={state.tries} />
          <label className="field">
            <span className="field-label">Code</span>
            <input className="input" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required autoFocus />
          </label>
          <button type="submit" className="button button-primary">
            Sign in
          </button>
        </form>
        <form method="post" action="/auth/mcp/start">
          <input type="hidden" name="mcp_oauth" value={ticket} />
          <input type="hidden" name="email" value={state.email} />
          <button type="submit" className="button button-ghost button-small">
            Send a new code
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <h1>Sign in to connect</h1>
      <ClientNote name={pending.clientName} redirectHost={pending.redirectHost} />
      <ErrorNote error={state.error} />
      <form method="post" action="/auth/mcp/start" className="stack-tight">
        <input type="hidden" name="mcp_oauth" value={ticket} />
        <label className="field">
          <span className="field-label">Work email</span>
          <input className="input" type="email" name="email" autoComplete="email" required autoFocus />
        </label>
        <button type="submit" className="button button-primary">
          Email me a code
        </button>
      </form>
    </>
  );
}
