import type { z } from "zod";
import type { customerFieldContracts } from "@/app/v1/customer-fields/contract";
import type { customerEndpoints } from "@/app/v1/customers/contract";
import type { eventEndpoints } from "@/app/v1/events/contract";
import type { locationEndpoints } from "@/app/v1/locations/contract";
import type { membershipEndpoints } from "@/app/v1/memberships/contract";
import type { reservationContracts } from "@/app/v1/ticket-reservations/contract";
import type { ticketTypeEndpoints } from "@/app/v1/ticket-types/contract";
import type { ticketContracts } from "@/app/v1/tickets/contract";
import type { timeSlotEndpoints } from "@/app/v1/time-slots/contract";
import type { EndpointContract } from "@/lib/http/endpoint-contract";
import { apiClient, type ApiAnswer } from "./api-client";

// The /v1 client of tests/support/api-client.ts, plus `create` and `update` whose bodies are typed
// by the contracts beside the routes (app/v1/<resource>/contract.ts): a test that means to send a
// valid request gets a compile error when the contract changes under it. Tests that send what no
// contract allows (validation, fuzzing) keep the untyped `post` and `patch`.

/** The body an endpoint's contract accepts, as a caller writes it. */
type BodyOf<C> = C extends EndpointContract<infer _P, infer _Q, infer B> ? (B extends z.ZodType ? z.input<B> : never) : never;

interface CreateRoutes {
  "/v1/customer-fields": typeof customerFieldContracts.create;
  "/v1/customers": typeof customerEndpoints.create.contract;
  "/v1/events": typeof eventEndpoints.create.contract;
  "/v1/locations": typeof locationEndpoints.create.contract;
  "/v1/memberships": typeof membershipEndpoints.create.contract;
  "/v1/ticket-reservations": typeof reservationContracts.create;
  "/v1/ticket-types": typeof ticketTypeEndpoints.create.contract;
  "/v1/tickets": typeof ticketContracts.create;
  "/v1/time-slots": typeof timeSlotEndpoints.create.contract;
}

interface UpdateRoutes {
  [path: `/v1/customer-fields/${string}`]: typeof customerFieldContracts.update;
  [path: `/v1/customers/${string}`]: typeof customerEndpoints.update.contract;
  [path: `/v1/events/${string}`]: typeof eventEndpoints.update.contract;
  [path: `/v1/locations/${string}`]: typeof locationEndpoints.update.contract;
  [path: `/v1/memberships/${string}`]: typeof membershipEndpoints.update.contract;
  [path: `/v1/ticket-types/${string}`]: typeof ticketTypeEndpoints.update.contract;
  [path: `/v1/tickets/${string}`]: typeof ticketContracts.update;
  [path: `/v1/time-slots/${string}`]: typeof timeSlotEndpoints.update.contract;
}

export function typedApiClient(baseUrl: string, apiKey?: string) {
  const api = apiClient(baseUrl, apiKey);
  return {
    ...api,
    /** POSTs a body the endpoint's contract accepts. */
    create: <P extends keyof CreateRoutes, T = any>(path: P, body: BodyOf<CreateRoutes[P]>, headers?: Record<string, string>): Promise<ApiAnswer<T>> =>
      api.post<T>(path, body, headers),
    /** PATCHes a record with a body the endpoint's contract accepts. */
    update: <P extends keyof UpdateRoutes, T = any>(path: P, body: BodyOf<UpdateRoutes[P]>, headers?: Record<string, string>): Promise<ApiAnswer<T>> =>
      api.patch<T>(path, body, headers),
  };
}

export type TypedApiClient = ReturnType<typeof typedApiClient>;
