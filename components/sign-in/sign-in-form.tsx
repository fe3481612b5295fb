"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { goodSignInEmail } from "@/lib/dashboard/sign-in-email";
import { useHydrated } from "@/lib/dashboard/use-hydrated";

// Two steps: the email (the login service sends a code, and answers the same whether or not the address
// belongs to staff), then the six digits, checked by next-auth's credentials provider `email-code`.

type Step = { name: "email" } | { name: "code"; email: string };

const CODE_PATTERN = /^\d{6}$/;

/**
 * `destination`: where a new session goes, a path on this site (the page checked it). `maxWrongTries`:
 * the attempt limit; once the wrong tries since the code was sent reach it, the code is locked (even the
 * right one is refused), and the form says so (docs/auth.md, "Sign-in codes").
 */
export function SignInForm({ destination, maxWrongTries }: { destination: string; maxWrongTries: number }) {
  const t = useTranslations("SignIn");
  // The code's email is written in the language this page is read in.
  const language = useLocale();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: "email" });
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [wrongTries, setWrongTries] = useState(0);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step.name === "code") codeInput.current?.focus();
  }, [step]);

  async function sendCode(address: string): Promise<boolean> {
    const response = await fetch("/auth/api/otp/start", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: address, language }),
    }).catch(() => null);
    if (response?.status === 202) return true;
    if (response?.status === 429) setError(t("tooManyCodes"));
    else if (response?.status === 400) setError(t("invalidEmail"));
    else setError(t("couldNotSend"));
    return false;
  }

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    // Said on the page in its language, not in the browser's own bubble (the form is noValidate).
    if (!goodSignInEmail(address)) {
      setError(t("invalidEmail"));
      return;
    }
    setBusy(true);
    setError(null);
    if (await sendCode(address)) {
      setWrongTries(0);
      setStep({ name: "code", email: address });
      setNotice(t("codeSent", { email: address }));
    }
    setBusy(false);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (step.name !== "code") return;
    if (!CODE_PATTERN.test(code)) {
      setError(t("codeFormat"));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await signIn("email-code", { email: step.email, code, redirect: false });
    if (result?.ok && !result.error) {
      // The page that sent here, or the front door, which sends the new session to the user's first museum.
      router.replace(destination);
      router.refresh();
      return;
    }
    if (result?.error === "RATE_LIMITED") setError(t("tooManyAttempts"));
    else {
      const tries = wrongTries + 1;
      setWrongTries(tries);
      setError(tries >= maxWrongTries ? t("codeLocked", { count: maxWrongTries }) : t("codeWrong"));
    }
    setCode("");
    setBusy(false);
    codeInput.current?.focus();
  }

  async function resend() {
    if (step.name !== "code") return;
    setBusy(true);
    setError(null);
    if (await sendCode(step.email)) {
      setWrongTries(0);
      setNotice(t("newCodeSent", { email: step.email }));
    }
    setBusy(false);
  }

  if (step.name === "email") {
    return (
      <form className="stack-tight" onSubmit={submitEmail} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="sign-in-email">
            {t("workEmail")}
          </label>
          <input
            id="sign-in-email"
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
        </div>
        {error ? (
          <p id="sign-in-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="button button-primary" type="submit" disabled={busy || !hydrated}>
          {busy ? t("sending") : t("emailMeACode")}
        </button>
      </form>
    );
  }

  return (
    <form className="stack-tight" onSubmit={submitCode} noValidate>
      {notice ? (
        <p className="alert" role="status">
          {notice}
        </p>
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor="sign-in-code">
          {t("sixDigitCode")}
        </label>
        <input
          ref={codeInput}
          id="sign-in-code"
          className="input mono"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "sign-in-error" : undefined}
          style={{ fontSize: "1.4rem", letterSpacing: "0.35em" }}
        />
      </div>
      {error ? (
        <p id="sign-in-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t("checking") : t("signIn")}
      </button>
      <div className="cluster small">
        <button className="button button-ghost button-small" type="button" onClick={resend} disabled={busy}>
          {t("sendNewCode")}
        </button>
        <button
          className="button button-ghost button-small"
          type="button"
          onClick={() => {
            setStep({ name: "email" });
            setCode("");
            setError(null);
            setNotice(null);
          }}
        >
          {t("useAnotherEmail")}
        </button>
      </div>
    </form>
  );
}
