import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { qrImage, type QrImage, type QrImageFormat } from "@/lib/qr/render-qr";
import { getOrder } from "@/lib/domain/order-records/get-order";

/** A confirmed group visit's one code as an image (docs/orders.md, "Group visits"); any other order is ORDER_NOT_A_GROUP. */
export async function groupQrImage({ actor, id, format }: { actor: Actor; id: string; format: QrImageFormat }): Promise<QrImage> {
  const { groupQrData } = await getOrder({ actor, id });
  if (!groupQrData) throw new AppError("ORDER_NOT_A_GROUP");
  return qrImage(groupQrData, format);
}
