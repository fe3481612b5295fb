import type { Actor } from "@/lib/domain/actor";

/** Who sells a ticket, stored on it for the report's channels (docs/reports.md, "Channels"). */
export const ticketSeller = (actor: Actor) => ({ apiKeyId: actor.apiKeyId ?? null, userId: actor.userId ?? null });
