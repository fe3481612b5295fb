import { ticketTypeEndpoints } from "../contract";

export const GET = ticketTypeEndpoints.get;

export const PATCH = ticketTypeEndpoints.update;

export const DELETE = ticketTypeEndpoints.delete;
