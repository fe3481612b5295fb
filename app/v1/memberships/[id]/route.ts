import { membershipEndpoints } from "../contract";

export const GET = membershipEndpoints.get;

export const PATCH = membershipEndpoints.update;

export const DELETE = membershipEndpoints.delete;
