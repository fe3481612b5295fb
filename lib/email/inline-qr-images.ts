import { qrPng } from "@/lib/qr/render-qr";
import { QR_CONTENT_ID } from "./templates/membership-email-props";
import { ticketQrContentId } from "./templates/ticket-words";

// An email's QR codes travel as attachments its HTML names by cid: (deliver-due-emails.ts). A page
// that shows the email in a browser draws the same codes into the HTML as data: images instead.

const dataUrl = async (content: string) => `data:image/png;base64,${(await qrPng(content, 240)).toString("base64")}`;

/** `html` with cid:membership-qr drawn from `qrData` and cid:ticket-qr-N from the N-th of `ticketCodes`. */
export async function inlineQrImages(html: string, { qrData, ticketCodes }: { qrData: string | null; ticketCodes: string[] }): Promise<string> {
  let inlined = qrData ? html.replaceAll(`cid:${QR_CONTENT_ID}`, await dataUrl(qrData)) : html;
  for (const [index, code] of ticketCodes.entries()) inlined = inlined.replaceAll(`cid:${ticketQrContentId(index + 1)}`, await dataUrl(code));
  return inlined;
}
