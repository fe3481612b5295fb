import { eventEndpoints } from "../contract";

export const GET = eventEndpoints.get;

export const PATCH = eventEndpoints.update;

export const DELETE = eventEndpoints.delete;
