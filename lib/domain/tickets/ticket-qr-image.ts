import type { Actor } from "@/lib/domain/actor";
import { qrImage, type QrImage, type QrImageFormat } from "@/lib/qr/render-qr";
import { getTicket } from "./get-ticket";

/** A ticket's QR code as an image; another museum's ticket is TICKET_NOT_FOUND. */
export async function ticketQrImage({ actor, id, format }: { actor: Actor; id: string; format: QrImageFormat }): Promise<QrImage> {
  return qrImage((await getTicket({ actor, id })).qrData, format);
}
