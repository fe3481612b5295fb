import { checkIn } from "@/lib/domain/check-ins/check-in";
import { checkOut } from "@/lib/domain/occupancy/check-out";
import { checkOutBody } from "@/lib/domain/occupancy/occupancy-schemas";
import { checkInBody } from "@/lib/domain/check-ins/check-in-schemas";
import { cancelReservation } from "@/lib/domain/reservations/cancel-reservation";
import { getReservation } from "@/lib/domain/reservations/get-reservation";
import { reservationId } from "@/lib/domain/reservations/reservation-schemas";
import { museumActor, type MuseumNeed } from "@/lib/domain/users/museum-access";
import { explainMembershipQrCode } from "@/lib/domain/memberships/verify-membership-qr-code";
import { parseArgs } from "../args";
import { withoutNulls } from "../museum-node";
import type { GraphqlContext } from "../context";
import { checkInResult, checkOutResult } from "./check-in-result";

// The mutations not yet made from the catalog (lib/graphql/catalog-fields.ts). Each first turns the
// user into an Actor for the museum (NOT_FOUND without a role, FORBIDDEN when the role may not), then
// parses its input with the /v1 endpoint's zod schema, then calls the /v1 endpoint's service. A refused
// mutation therefore never reaches the service.

interface MuseumArgs {
  museumId: string;
}

function actorFor({ user }: GraphqlContext, museumId: string, need: MuseumNeed) {
  return museumActor({ userId: user.userId, museumId, need });
}

export const mutationResolvers = {
  cancelReservation: async (_parent: unknown, { museumId, id }: MuseumArgs & { id: string }, context: GraphqlContext) => {
    const actor = await actorFor(context, museumId, "modify");
    const reservation = parseArgs(reservationId, id, "id");
    await cancelReservation({ actor, id: reservation });
    return getReservation({ actor, id: reservation });
  },

  verifyMembershipQrCode: async (_parent: unknown, { museumId, qrData }: MuseumArgs & { qrData: string }, context: GraphqlContext) =>
    explainMembershipQrCode({ actor: await actorFor(context, museumId, "verify"), qrData }),

  checkIn: async (_parent: unknown, { museumId, qrData, entrance, count }: MuseumArgs & { qrData: string; entrance?: string | null; count?: number | null }, context: GraphqlContext) => {
    const actor = await actorFor(context, museumId, "verify");
    const input = parseArgs(checkInBody, withoutNulls({ qrData, entrance, count }));
    return checkInResult(() => checkIn({ actor, input }));
  },

  checkOut: async (_parent: unknown, { museumId, qrData, entrance }: MuseumArgs & { qrData: string; entrance?: string | null }, context: GraphqlContext) => {
    const actor = await actorFor(context, museumId, "verify");
    const input = parseArgs(checkOutBody, entrance === null || entrance === undefined ? { qrData } : { qrData, entrance });
    return checkOutResult(() => checkOut({ actor, input }));
  },
};
