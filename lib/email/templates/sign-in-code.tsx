import { Text } from "@react-email/components";
import { renderEmail, type RenderedEmail } from "../render-membership-email";
import { EmailLayout } from "./email-layout";

// Staff sign-in emails are in English: staff accounts carry no language.

const code = { fontSize: "32px", fontWeight: 700, letterSpacing: "6px", margin: "16px 0" };

export function SignInCode({ signInCode, minutes }: { signInCode: string; minutes: number }) {
  return (
    <EmailLayout language="en" preview={`Your Foyer sign-in code is ${signInCode}`} museumName="Foyer" signOff="If you did not ask to sign in, you can ignore this email.">
      <Text>Your sign-in code:</Text>
      <Text style={code}>{signInCode}</Text>
      <Text>It works once, for {minutes} minutes. Never share it: Foyer staff will never ask for it.</Text>
    </EmailLayout>
  );
}

export function renderSignInCodeEmail(signInCode: string, minutes: number): Promise<RenderedEmail> {
  return renderEmail(`Your Foyer sign-in code: ${signInCode}`, <SignInCode signInCode={signInCode} minutes={minutes} />);
}
