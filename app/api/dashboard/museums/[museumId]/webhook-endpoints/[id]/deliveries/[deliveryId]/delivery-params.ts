import { z } from "zod";
import { recordId } from "@/lib/domain/shared/input-schemas";

/** An endpoint's id and one of its deliveries' ids (msg_ and 32 hex digits), as /v1 takes them. */
export const deliveryParams = z.strictObject({ id: recordId, deliveryId: z.string().regex(/^msg_[0-9a-f]{32}$/, "a delivery id, msg_ and 32 hex digits") });
