import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

const body = { backgroundColor: "#f4f1ec", fontFamily: "Helvetica, Arial, sans-serif", color: "#1f1d1a" };
const container = { backgroundColor: "#ffffff", margin: "24px auto", padding: "32px", maxWidth: "560px", borderRadius: "8px" };
const footer = { color: "#6b6660", fontSize: "13px", marginTop: "32px" };

/** The frame every membership email shares: the museum's name on top, a sign-off below. */
export function EmailLayout({ language, preview, museumName, signOff, children }: { language: string; preview: string; museumName: string; signOff: string; children: ReactNode }) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 24px" }}>
            {museumName}
          </Heading>
          {children}
          <Text style={footer}>{signOff}</Text>
        </Container>
      </Body>
    </Html>
  );
}
