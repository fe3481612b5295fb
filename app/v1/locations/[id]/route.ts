import { locationEndpoints } from "../contract";

export const GET = locationEndpoints.get;

export const PATCH = locationEndpoints.update;

export const DELETE = locationEndpoints.delete;
