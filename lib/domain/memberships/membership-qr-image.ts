import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { qrImage, type QrImage, type QrImageFormat } from "@/lib/qr/render-qr";

/** A membership's QR code as an image; another museum's membership is NOT_FOUND. */
export async function membershipQrImage({ actor, id, format }: { actor: Actor; id: string; format: QrImageFormat }): Promise<QrImage> {
  const membership = orNotFound(
    await db().membership.findFirst({ where: { id, museumId: actor.museumId }, select: { id: true, museumId: true } }),
    "membership",
  );
  return qrImage(membershipQrData(membership), format);
}
