import { join } from "node:path";
import { disconnectAll } from "@/lib/db/client";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { freePort } from "@/tests/support/free-port";
import { recipients, startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { startApp, type RunningApp } from "./foyer-process";

// A Foyer of its own for the assistant connection tests, started the way a person starts it
// locally: PORT and MCP_PORT set to ports of their own (never 3000), no PUBLIC_URL, so the sign-in
// page and the tool server are wherever their defaults put them (docs/mcp.md, Settings), and sign-in
// codes sent by SMTP to a real mail server the test reads.

export interface AssistantApp {
  /** Where the dashboard and the sign-in page are by default: http://localhost:$PORT. */
  publicUrl: string;
  /** The tool server's POST / at its default origin, http://localhost:$MCP_PORT. */
  mcpUrl: URL;
  museumName: string;
  museumId: string;
  mail: SmtpSink;
  stop(): Promise<void>;
}

/** Starts the app with a museum where `staffEmails` are editors and `ownerEmails` owners. */
export async function startAssistantApp(staffEmails: string[], ownerEmails: string[] = []): Promise<AssistantApp> {
  const mail = await startSmtpSink();
  let app: RunningApp | undefined;
  try {
    const [port, mcpPort] = [await freePort(), await freePort()];
    app = await startApp(join(process.cwd(), "test-results", "foyer-assistant-server.log"), {
      PORT: String(port),
      MCP_PORT: String(mcpPort),
      PUBLIC_URL: undefined,
      AUTH_URL: undefined,
      MCP_ORIGIN: undefined,
      NEXTAUTH_URL: undefined,
      EMAIL_TRANSPORT: "smtp",
      SMTP_URL: mail.url,
    });
    const museumName = "Assistant Museum";
    const museumId = await seedStaff(app.databaseUrl, museumName, staffEmails, ownerEmails);
    const running = app;
    return {
      publicUrl: `http://localhost:${port}`,
      mcpUrl: new URL(`http://localhost:${app.mcpPort}/`),
      museumName,
      museumId,
      mail,
      stop: async () => {
        await running.stop();
        await mail.close();
      },
    };
  } catch (error) {
    await app?.stop();
    await mail.close();
    throw error;
  }
}

/** A museum where every one of `emails` is an editor and of `owners` an owner, made through the domain services on the app's database; its id. */
async function seedStaff(databaseUrl: string, museumName: string, emails: string[], owners: string[]): Promise<string> {
  // The suite's own app keeps its database in DATABASE_URL (e2e/support/global-setup.ts): restore it.
  const suiteDatabase = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl;
  try {
    const museum = await createMuseum({ name: museumName, slug: "assistant" });
    for (const email of emails) await grantMuseumRole({ email, museumId: museum.id, role: "EDITOR" });
    for (const email of owners) await grantMuseumRole({ email, museumId: museum.id, role: "OWNER" });
    return museum.id;
  } finally {
    await disconnectAll();
    process.env.DATABASE_URL = suiteDatabase;
  }
}

/** The six-digit code of the first sign-in email to `email` among the messages after the first `seen`. */
export async function mailedCode(mail: SmtpSink, email: string, seen: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = mail.messages.slice(seen).find((candidate) => recipients(candidate).includes(email));
    const code = message && /\b(\d{6})\b/.exec(message.text ?? "")?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no sign-in code mailed to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
