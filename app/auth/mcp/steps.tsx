import { authConfig } from "@/lib/auth/auth-config";
import { requestLanguage, serverTranslator } from "@/lib/dashboard/i18n/request-language";
import { assistantTaskNames } from "@/lib/mcp/assistant-tasks";
import type { translatorFor } from "@/lib/i18n/translator";
import type { LoginPageState } from "@/lib/oauth/login-page-state";
import type { StepError } from "@/lib/oauth/login-steps";
import styles from "./mcp-sign-in.module.css";

// The steps of /auth/mcp in the request's language: the "ConnectAssistant" catalogue namespace, and
// the dashboard sign-in page's own "SignIn" sentences where the two pages say the same.

type Words = ReturnType<typeof translatorFor<"ConnectAssistant">>;
type SignInWords = ReturnType<typeof translatorFor<"SignIn">>;

function errorText(error: StepError, words: Words, signIn: SignInWords): string {
  if (error === "invalid_email") return signIn("invalidEmail");
  if (error === "invalid_code") return signIn("codeWrong");
  if (error === "code_locked") return signIn("codeLocked", { count: authConfig().codeMaxAttempts });
  if (error === "rate_limited") return signIn("tooManyAttempts");
  return words("noMuseum");
}

function ErrorNote({ error, words, signIn }: { error: StepError | null; words: Words; signIn: SignInWords }) {
  return error ? (
    <p className="alert alert-danger" role="alert">
      {errorText(error, words, signIn)}
    </p>
  ) : null;
}

function ClientNote({ name, redirectHost, words }: { name: string; redirectHost: string; words: Words }) {
  return <p className={styles.client}>{words.rich("clientNote", { name, host: redirectHost, strong: (chunks) => <strong>{chunks}</strong> })}</p>;
}

/** What the assistant may do, from the tool server's own list (lib/mcp/assistant-tasks.ts), as three sentences. */
async function AssistantTasks({ words }: { words: Words }) {
  const [language, task] = await Promise.all([requestLanguage(), serverTranslator("AssistantTasks")]);
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  const groups = assistantTaskNames();
  const tasks = (names: string[]) => list.format(names.map((name) => task(name as Parameters<typeof task>[0])));
  return (
    <ul className={styles.list}>
      <li>{words("mayRead", { tasks: tasks(groups.read) })}</li>
      <li>{words("mayChange", { tasks: tasks(groups.change) })}</li>
      <li>{words("mayAdmit", { tasks: tasks(groups.door) })}</li>
    </ul>
  );
}

const CONTINUE_SCRIPT = "document.getElementById('mcp-continue').submit();";

export async function McpSignInSteps({ state, ticket }: { state: LoginPageState; ticket: string }) {
  const [words, signIn] = await Promise.all([serverTranslator("ConnectAssistant"), serverTranslator("SignIn")]);
  if (state.step === "expired") {
    return (
      <>
        <h1>{words("expiredTitle")}</h1>
        <p className="muted">{words("expiredText")}</p>
      </>
    );
  }
  const { pending } = state;
  const clientNote = <ClientNote name={pending.clientName} redirectHost={pending.redirectHost} words={words} />;
  if (state.step === "continue") {
    return (
      <>
        <h1>{words("connectingTitle", { name: pending.clientName })}</h1>
        <form id="mcp-continue" method="post" action={state.completeUrl} className="stack-tight">
          <input type="hidden" name="assertion" value={state.assertion} />
          <p className="muted">{words("allowedBefore", { email: state.email })}</p>
          <button type="submit" className="button button-primary">
            {words("continue")}
          </button>
        </form>
        <script dangerouslySetInnerHTML={{ __html: CONTINUE_SCRIPT }} />
      </>
    );
  }
  if (state.step === "consent") {
    return (
      <>
        <h1>{words("allowTitle", { name: pending.clientName })}</h1>
        {clientNote}
        <p>{words("allowLead", { email: state.email })}</p>
        <AssistantTasks words={words} />
        <p className="muted small">{words("askedOnce")}</p>
        <form method="post" action={state.completeUrl} className="form-actions">
          <input type="hidden" name="assertion" value={state.assertion} />
          <button type="submit" name="decision" value="allow" className="button button-primary">
            {words("allow")}
          </button>
          <button type="submit" name="decision" value="deny" className="button">
            {words("deny")}
          </button>
        </form>
      </>
    );
  }
  if (state.step === "session") {
    return (
      <>
        <h1>{words("connectTitle", { name: pending.clientName })}</h1>
        {clientNote}
        <form method="post" action="/auth/mcp/session" className="stack-tight">
          <input type="hidden" name="mcp_oauth" value={ticket} />
          <button type="submit" className="button button-primary">
            {words("continueAs", { email: state.email })}
          </button>
        </form>
        <a href={`/auth/mcp?${new URLSearchParams({ mcp_oauth: ticket, other: "1" })}`}>{words("anotherAccount")}</a>
      </>
    );
  }
  if (state.step === "code") {
    return (
      <>
        <h1>{words("codeTitle")}</h1>
        {clientNote}
        <p className="muted">{signIn("codeSent", { email: state.email })}</p>
        <ErrorNote error={state.error} words={words} signIn={signIn} />
        <form method="post" action="/auth/mcp/verify" className="stack-tight">
          <input type="hidden" name="mcp_oauth" value={ticket} />
          <input type="hidden" name="email" value={state.email} />
          <input type="hidden" name="tries" value={state.tries} />
          <label className="field">
            <span className="field-label">{signIn("sixDigitCode")}</span>
            <input className="input" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required autoFocus />
          </label>
          <button type="submit" className="button button-primary">
            {signIn("signIn")}
          </button>
        </form>
        <form method="post" action="/auth/mcp/start">
          <input type="hidden" name="mcp_oauth" value={ticket} />
          <input type="hidden" name="email" value={state.email} />
          <button type="submit" className="button button-ghost button-small">
            {signIn("sendNewCode")}
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <h1>{words("signInTitle")}</h1>
      {clientNote}
      <ErrorNote error={state.error} words={words} signIn={signIn} />
      <form method="post" action="/auth/mcp/start" className="stack-tight">
        <input type="hidden" name="mcp_oauth" value={ticket} />
        <label className="field">
          <span className="field-label">{signIn("workEmail")}</span>
          <input className="input" type="email" name="email" autoComplete="email" required autoFocus />
        </label>
        <button type="submit" className="button button-primary">
          {signIn("emailMeACode")}
        </button>
      </form>
    </>
  );
}
