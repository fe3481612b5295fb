import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { qrPng, qrSvg } from "@/lib/qr/render-qr";

export type QrImageFormat = "png" | "svg";

const CONTENT_TYPE: Record<QrImageFormat, string> = { png: "image/png", svg: "image/svg+xml" };

export interface QrImage {
  contentType: string;
  body: Uint8Array | string;
}

/** A membership's QR code as an image; another museum's membership is NOT_FOUND. */
export async function membershipQrImage({ actor, id, format }: { actor: Actor; id: string; format: QrImageFormat }): Promise<QrImage> {
  const membership = orNotFound(
    await db().membership.findFirst({ where: { id, museumId: actor.museumId }, select: { id: true, museumId: true } }),
    "membership",
  );
  const data = membershipQrData(membership);
  const body = format === "png" ? new Uint8Array(await qrPng(data)) : await qrSvg(data);
  return { contentType: CONTENT_TYPE[format], body };
}
