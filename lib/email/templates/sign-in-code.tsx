import { Text } from "@react-email/text";
import type { DashboardLanguage } from "@/lib/i18n/languages";
import { renderEmail, type RenderedEmail } from "../render-membership-email";
import { EmailLayout } from "./email-layout";

// The staff sign-in email, in the language of the page the person asked for it from (docs/auth.md,
// "Sign-in codes"): staff accounts carry no language, the page they are reading does.

interface SignInWords {
  subject: (code: string) => string;
  preview: (code: string) => string;
  yourCode: string;
  works: (minutes: number) => string;
  ignore: string;
}

const words: Record<DashboardLanguage, SignInWords> = {
  en: {
    subject: (code) => `Your Foyer sign-in code: ${code}`,
    preview: (code) => `Your Foyer sign-in code is ${code}`,
    yourCode: "Your sign-in code:",
    works: (minutes) => `It works once, for ${minutes} minutes. Never share it: Foyer staff will never ask for it.`,
    ignore: "If you did not ask to sign in, you can ignore this email.",
  },
  de: {
    subject: (code) => `Ihr Anmeldecode für Foyer: ${code}`,
    preview: (code) => `Ihr Anmeldecode für Foyer lautet ${code}`,
    yourCode: "Ihr Anmeldecode:",
    works: (minutes) => `Er gilt einmal, für ${minutes} Minuten. Geben Sie ihn nie weiter: Das Foyer-Team wird nie danach fragen.`,
    ignore: "Wenn Sie sich nicht anmelden wollten, können Sie diese E-Mail ignorieren.",
  },
};

const code = { fontSize: "32px", fontWeight: 700, letterSpacing: "6px", margin: "16px 0" };

export function SignInCode({ signInCode, minutes, language }: { signInCode: string; minutes: number; language: DashboardLanguage }) {
  const said = words[language];
  return (
    <EmailLayout language={language} preview={said.preview(signInCode)} museumName="Foyer" signOff={said.ignore}>
      <Text>{said.yourCode}</Text>
      <Text style={code}>{signInCode}</Text>
      <Text>{said.works(minutes)}</Text>
    </EmailLayout>
  );
}

export function renderSignInCodeEmail(signInCode: string, minutes: number, language: DashboardLanguage = "en"): Promise<RenderedEmail> {
  return renderEmail(words[language].subject(signInCode), <SignInCode signInCode={signInCode} minutes={minutes} language={language} />);
}
