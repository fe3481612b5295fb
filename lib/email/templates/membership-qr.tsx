import { Img } from "@react-email/img";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { QR_CONTENT_ID } from "./membership-email-props";
import type { EmailWords } from "./messages";

/** The membership's QR code, large enough for a door scanner reading a phone screen. */
export function MembershipQr({ words }: { words: EmailWords }) {
  return (
    <>
      <Text>{words.showCode}</Text>
      <Section style={{ textAlign: "center" }}>
        <Img src={`cid:${QR_CONTENT_ID}`} width="240" height="240" alt={words.qrAlt} style={{ margin: "0 auto" }} />
      </Section>
    </>
  );
}
