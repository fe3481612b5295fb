import { customerEndpoints } from "../contract";

export const GET = customerEndpoints.get;

export const PATCH = customerEndpoints.update;

export const DELETE = customerEndpoints.delete;
