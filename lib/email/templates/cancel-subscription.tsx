import { Text } from "@react-email/text";
import { EmailLayout } from "./email-layout";
import type { MembershipEmailProps } from "./membership-email-props";
import { MembershipQr } from "./membership-qr";
import { formatDate, wordsFor } from "./messages";

export function CancelSubscription(props: MembershipEmailProps) {
  const words = wordsFor(props.language);
  const date = (value: Date) => formatDate(value, props.language, props.timeZone);
  return (
    <EmailLayout language={props.language} preview={words.cancelSubject(props.museumName)} museumName={props.museumName} signOff={words.signOff(props.museumName)}>
      <Text>{words.greeting(props.customerName)}</Text>
      <Text>{words.cancelIntro(props.museumName, props.membershipName, date(props.validTo))}</Text>
      <Text>{words.validity(date(props.validFrom), date(props.validTo))}</Text>
      <Text>{words.cancelHow(props.museumName)}</Text>
      <MembershipQr words={words} />
    </EmailLayout>
  );
}
