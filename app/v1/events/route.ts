import { eventEndpoints } from "./contract";

export const GET = eventEndpoints.list;

export const POST = eventEndpoints.create;
