import { locationEndpoints } from "./contract";

export const GET = locationEndpoints.list;

export const POST = locationEndpoints.create;
