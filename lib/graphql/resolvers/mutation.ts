import { checkIn } from "@/lib/domain/check-ins/check-in";
import { checkOut } from "@/lib/domain/occupancy/check-out";
import { checkOutBody } from "@/lib/domain/occupancy/occupancy-schemas";
import { checkInBody } from "@/lib/domain/check-ins/check-in-schemas";
import { createEvent } from "@/lib/domain/events/create-event";
import { createLocation } from "@/lib/domain/locations/create-location";
import { createLocationInput, updateLocationInput } from "@/lib/domain/locations/location-schemas";
import { updateLocation } from "@/lib/domain/locations/update-location";
import { createEventInput, updateEventInput } from "@/lib/domain/events/event-schemas";
import { updateEvent } from "@/lib/domain/events/update-event";
import { sendCancelSubscriptionEmail } from "@/lib/domain/membership-emails/send-cancel-subscription-email";
import { sendMembershipReceipt } from "@/lib/domain/membership-emails/send-membership-receipt";
import { cancelReservation } from "@/lib/domain/reservations/cancel-reservation";
import { getReservation } from "@/lib/domain/reservations/get-reservation";
import { reservationId } from "@/lib/domain/reservations/reservation-schemas";
import { createTicketType } from "@/lib/domain/ticket-types/create-ticket-type";
import { createTicketTypeInput, updateTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { updateTicketType } from "@/lib/domain/ticket-types/update-ticket-type";
import { createTimeSlot } from "@/lib/domain/time-slots/create-time-slot";
import { createTimeSlotInput, updateTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { updateTimeSlot } from "@/lib/domain/time-slots/update-time-slot";
import { museumActor, type MuseumNeed } from "@/lib/domain/users/museum-access";
import { explainMembershipQrCode } from "@/lib/domain/memberships/verify-membership-qr-code";
import { parseArgs, parseId } from "../args";
import { withoutNulls } from "../museum-node";
import { scoped, type GraphqlContext } from "../context";
import { checkInResult, checkOutResult } from "./check-in-result";

// Every mutation first turns the user into an Actor for the museum (NOT_FOUND without a role,
// FORBIDDEN when the role may not), then parses its input with the /v1 endpoint's zod schema, then
// calls the /v1 endpoint's service. A refused mutation therefore never reaches the service.

interface MuseumArgs {
  museumId: string;
}

interface InputArgs extends MuseumArgs {
  input: unknown;
}

interface UpdateArgs extends InputArgs {
  id: string;
}

interface MembershipArgs extends MuseumArgs {
  membershipId: string;
}

function actorFor({ user }: GraphqlContext, museumId: string, need: MuseumNeed) {
  return museumActor({ userId: user.userId, museumId, need });
}

export const mutationResolvers = {
  createLocation: async (_parent: unknown, { museumId, input }: InputArgs, context: GraphqlContext) =>
    createLocation({ actor: await actorFor(context, museumId, "modify"), input: parseArgs(createLocationInput, input, "input") }),

  updateLocation: async (_parent: unknown, { museumId, id, input }: UpdateArgs, context: GraphqlContext) =>
    updateLocation({ actor: await actorFor(context, museumId, "modify"), id: parseId(id), input: parseArgs(updateLocationInput, input, "input") }),

  createEvent: async (_parent: unknown, { museumId, input }: InputArgs, context: GraphqlContext) =>
    createEvent({ actor: await actorFor(context, museumId, "modify"), input: parseArgs(createEventInput, input, "input") }),

  updateEvent: async (_parent: unknown, { museumId, id, input }: UpdateArgs, context: GraphqlContext) =>
    updateEvent({ actor: await actorFor(context, museumId, "modify"), id: parseId(id), input: parseArgs(updateEventInput, input, "input") }),

  createTimeSlot: async (_parent: unknown, { museumId, input }: InputArgs, context: GraphqlContext) => {
    const actor = await actorFor(context, museumId, "modify");
    return scoped(await createTimeSlot({ actor, input: parseArgs(createTimeSlotInput, input, "input") }), actor);
  },

  updateTimeSlot: async (_parent: unknown, { museumId, id, input }: UpdateArgs, context: GraphqlContext) => {
    const actor = await actorFor(context, museumId, "modify");
    return scoped(await updateTimeSlot({ actor, id: parseId(id), input: parseArgs(updateTimeSlotInput, input, "input") }), actor);
  },

  createTicketType: async (_parent: unknown, { museumId, input }: InputArgs, context: GraphqlContext) =>
    createTicketType({ actor: await actorFor(context, museumId, "modify"), input: parseArgs(createTicketTypeInput, input, "input") }),

  updateTicketType: async (_parent: unknown, { museumId, id, input }: UpdateArgs, context: GraphqlContext) =>
    updateTicketType({ actor: await actorFor(context, museumId, "modify"), id: parseId(id), input: parseArgs(updateTicketTypeInput, input, "input") }),

  cancelReservation: async (_parent: unknown, { museumId, id }: MuseumArgs & { id: string }, context: GraphqlContext) => {
    const actor = await actorFor(context, museumId, "modify");
    const reservation = parseArgs(reservationId, id, "id");
    await cancelReservation({ actor, id: reservation });
    return getReservation({ actor, id: reservation });
  },

  sendMembershipEmail: async (_parent: unknown, { museumId, membershipId }: MembershipArgs, context: GraphqlContext) =>
    sendMembershipReceipt({ actor: await actorFor(context, museumId, "modify"), membershipId: parseId(membershipId, "membershipId") }),

  sendCancelSubscriptionEmail: async (_parent: unknown, { museumId, membershipId }: MembershipArgs, context: GraphqlContext) =>
    sendCancelSubscriptionEmail({ actor: await actorFor(context, museumId, "modify"), membershipId: parseId(membershipId, "membershipId") }),

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
