import { expect, test, type Page } from "@playwright/test";
import { BrowserAssistant, startLoopbackCallback, type LoopbackCallback } from "./support/assistant";
import { mailedCode, startAssistantApp, type AssistantApp } from "./support/assistant-app";

// Connecting an assistant end to end, as a person does it (docs/mcp.md): the MCP SDK's client finds
// that the tool server wants authorization, registers itself and opens the sign-in page in the
// browser; the person signs in (with an emailed code, or as the dashboard's signed-in user), allows
// the assistant, and the browser lands on the assistant's loopback redirect URI; the assistant then
// lists the tools and calls one. Every request is made by the SDK or by the browser. The app runs on
// ports of its own without PUBLIC_URL, so the sign-in page must be where the defaults put it, and a
// form post from it must be accepted as coming from that page (an `Origin: null`, which a
// `no-referrer` policy makes Chromium send, is refused). The page speaks the person's language, as the
// dashboard's sign-in page does.

const signedOut = "ada.assistant@harbour.test";
const signedIn = "ben.dashboard@harbour.test";
const owner = "olga.owner@harbour.test";
const germanSpeaking = "greta.deutsch@harbour.test";

let app: AssistantApp;
let callback: LoopbackCallback;

test.beforeAll(async () => {
  // The app builds first when the production build is stale.
  test.setTimeout(10 * 60_000);
  app = await startAssistantApp([signedOut, signedIn, germanSpeaking], [owner]);
});

test.afterAll(async () => {
  await app?.stop();
});

test.beforeEach(async () => {
  callback = await startLoopbackCallback();
});

test.afterEach(async () => {
  await callback.close();
});

/** The authorization server sent the browser to the sign-in page at the default public address. */
const onSignInPage = (url: URL) => url.origin === app.publicUrl && url.pathname === "/auth/mcp" && url.searchParams.get("mcp_oauth")?.startsWith("mcp_oauth_") === true;

/** Allows the assistant on the consent step and checks the browser lands on the loopback callback. */
async function allow(page: Page, clientName: string): Promise<void> {
  await expect(page.getByRole("heading", { name: `Allow ${clientName}?` })).toBeVisible();
  // The tool server's own list of what the assistant may do (lib/mcp/assistant-tasks.ts).
  const changes = page.getByRole("listitem").filter({ hasText: /^where your role allows changes: / });
  for (const task of ["sell tickets", "hold places for a visitor", "void sold tickets", "close and reopen days"]) await expect(changes).toContainText(task);
  const door = page.getByRole("listitem").filter({ hasText: /^where your role lets you work the door: / });
  for (const task of ["check membership cards", "let visitors, members and groups in", "count visitors out at an exit"]) await expect(door).toContainText(task);
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === callback.redirectUrl && url.searchParams.has("code"));
  await expect(page.getByRole("heading", { name: "Connected" })).toBeVisible();
}

/** Signs in to the dashboard in this page with an emailed code. */
async function signInToDashboard(page: Page, email: string): Promise<void> {
  const seen = app.mail.messages.length;
  await page.goto(`${app.publicUrl}/sign-in`);
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await page.getByLabel("Six-digit code").fill(await mailedCode(app.mail, email, seen));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Lists the tools and calls list_museums, as an assistant does first. */
async function useTools(assistant: BrowserAssistant): Promise<void> {
  const client = await assistant.finishConnecting();
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain("list_museums");
    const result = await client.callTool({ name: "list_museums", arguments: {} });
    expect(result.isError).not.toBe(true);
    const text = (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("\n");
    expect(text).toContain(`${app.museumName} (`);
    expect(text).toContain("EDITOR");
  } finally {
    await client.close();
  }
}

test("an assistant connects: the person signs in with an emailed code and allows it, then the assistant calls a tool", async ({ page }) => {
  const clientName = "Desk assistant";
  // Registering as the SDK's example client does; Foyer registers it as the public client it can be.
  const assistant = new BrowserAssistant(app.mcpUrl, page, callback, { name: clientName, authMethod: "client_secret_post" });
  await assistant.startConnecting();

  await expect(page).toHaveURL(onSignInPage);
  await expect(page.getByRole("heading", { name: "Sign in to connect" })).toBeVisible();
  await expect(page.getByText(`${clientName} wants to use Foyer as you`)).toBeVisible();

  const seen = app.mail.messages.length;
  await page.getByLabel("Work email").fill(signedOut);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByLabel("Code").fill(await mailedCode(app.mail, signedOut, seen));
  await page.getByRole("button", { name: "Sign in" }).click();

  await allow(page, clientName);
  await useTools(assistant);
});

test("an assistant connects for the person signed in to the dashboard in that browser: Continue as …", async ({ page }) => {
  await signInToDashboard(page, signedIn);

  const clientName = "Laptop assistant";
  const assistant = new BrowserAssistant(app.mcpUrl, page, callback, { name: clientName, authMethod: "none" });
  await assistant.startConnecting();
  await expect(page).toHaveURL(onSignInPage);
  await expect(page.getByRole("heading", { name: `Connect ${clientName}` })).toBeVisible();
  await page.getByRole("button", { name: `Continue as ${signedIn}` }).click();

  await allow(page, clientName);
  await useTools(assistant);
});

test("a German-speaking person connects an assistant on a sign-in page in German, and may switch it to English", async ({ browser }) => {
  // The browser asks for German (Accept-Language), as the dashboard's sign-in page would read it.
  const context = await browser.newContext({ locale: "de-DE" });
  try {
    const page = await context.newPage();
    const clientName = "Kassenassistent";
    const assistant = new BrowserAssistant(app.mcpUrl, page, callback, { name: clientName, authMethod: "none" });
    await assistant.startConnecting();
    await expect(page).toHaveURL(onSignInPage);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^Assistenten verbinden/);
    await expect(page.getByRole("heading", { name: "Zum Verbinden anmelden" })).toBeVisible();
    await expect(page.getByText(`${clientName} möchte Foyer in Ihrem Namen nutzen`)).toBeVisible();

    // The same choice as on the dashboard's sign-in page, kept in the same cookie.
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to connect" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { name: "Zum Verbinden anmelden" })).toBeVisible();

    const seen = app.mail.messages.length;
    await page.getByLabel("Dienstliche E-Mail-Adresse").fill(germanSpeaking);
    await page.getByRole("button", { name: "Code per E-Mail senden" }).click();
    await expect(page.getByRole("heading", { name: "Code eingeben" })).toBeVisible();
    await expect(page.getByText(`Wenn ${germanSpeaking} zu den Mitarbeitenden eines Museums gehört`)).toBeVisible();
    const code = await mailedCode(app.mail, germanSpeaking, seen);
    await page.getByLabel("Sechsstelliger Code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Dieser Code ist falsch, abgelaufen oder schon benutzt." })).toBeVisible();
    await page.getByLabel("Sechsstelliger Code").fill(code);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();

    await expect(page.getByRole("heading", { name: `${clientName} erlauben?` })).toBeVisible();
    await expect(page.getByText(`Angemeldet als ${germanSpeaking}.`)).toBeVisible();
    const changes = page.getByRole("listitem").filter({ hasText: /^wo Ihre Rolle Änderungen erlaubt: / });
    for (const task of ["Tickets verkaufen", "Plätze für Besucher reservieren", "Tage schließen und wieder öffnen"]) await expect(changes).toContainText(task);
    const text = await page.evaluate(() => document.body.innerText);
    expect(["Allow", "Deny", "Signed in as", "wants to use Foyer", "You are asked once"].filter((phrase) => text.includes(phrase))).toEqual([]);
    await page.getByRole("button", { name: "Erlauben" }).click();
    await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === callback.redirectUrl && url.searchParams.has("code"));
    await useTools(assistant);
  } finally {
    await context.close();
  }
});

test("an owner sees the assistant on the Assistants page and disconnects it: its next tool call is refused", async ({ page, browser }) => {
  await signInToDashboard(page, signedIn);
  const clientName = "Gallery assistant";
  const assistant = new BrowserAssistant(app.mcpUrl, page, callback, { name: clientName, authMethod: "none" });
  await assistant.startConnecting();
  await page.getByRole("button", { name: `Continue as ${signedIn}` }).click();
  await allow(page, clientName);
  const client = await assistant.finishConnecting();
  try {
    expect((await client.callTool({ name: "list_museums", arguments: {} })).isError).not.toBe(true);

    const ownerContext = await browser.newContext();
    try {
      const ownerPage = await ownerContext.newPage();
      await signInToDashboard(ownerPage, owner);
      await ownerPage.goto(`${app.publicUrl}/museums/${app.museumId}/assistants`);
      const row = ownerPage.getByRole("row").filter({ hasText: clientName });
      await expect(row).toContainText(signedIn);
      await expect(row.getByRole("cell").nth(3)).not.toHaveText("Not yet");
      await row.getByRole("button", { name: "Disconnect…" }).click();
      const dialog = ownerPage.getByRole("dialog", { name: `Disconnect ${clientName}?` });
      await expect(dialog).toContainText(`stops acting for ${signedIn} at once`);
      await dialog.getByRole("button", { name: `Disconnect ${clientName}` }).click();
      await expect(ownerPage.getByRole("status")).toHaveText(`${clientName} is disconnected for ${signedIn}.`);
      await expect(ownerPage.getByRole("row").filter({ hasText: clientName })).toHaveCount(0);
    } finally {
      await ownerContext.close();
    }

    // The SDK's client tries its refresh token, which was ended with the rest, and gives up.
    await expect(client.callTool({ name: "list_museums", arguments: {} })).rejects.toThrow();
  } finally {
    await client.close();
  }
});
