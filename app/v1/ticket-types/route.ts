import { ticketTypeEndpoints } from "./contract";

export const GET = ticketTypeEndpoints.list;

export const POST = ticketTypeEndpoints.create;
