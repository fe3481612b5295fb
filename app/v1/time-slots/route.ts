import { timeSlotEndpoints } from "./contract";

export const GET = timeSlotEndpoints.list;

export const POST = timeSlotEndpoints.create;
