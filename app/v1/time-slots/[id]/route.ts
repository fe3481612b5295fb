import { timeSlotEndpoints } from "../contract";

export const GET = timeSlotEndpoints.get;

export const PATCH = timeSlotEndpoints.update;

export const DELETE = timeSlotEndpoints.delete;
