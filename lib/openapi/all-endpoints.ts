import type { EndpointDoc } from "./endpoint-doc";
import { customerFieldsEndpoints } from "./endpoints/customer-fields";
import { customersEndpoints } from "./endpoints/customers";
import { emailsEndpoints } from "./endpoints/emails";
import { eventsEndpoints } from "./endpoints/events";
import { locationsEndpoints } from "./endpoints/locations";
import { membershipEmailsEndpoints } from "./endpoints/membership-emails";
import { membershipsEndpoints } from "./endpoints/memberships";
import { reservationsEndpoints } from "./endpoints/reservations";
import { schemaEndpoints } from "./endpoints/schema";
import { serviceEndpoints } from "./endpoints/service";
import { ticketTypesEndpoints } from "./endpoints/ticket-types";
import { ticketsEndpoints } from "./endpoints/tickets";
import { timeSlotsEndpoints } from "./endpoints/time-slots";

// Every documented /v1 endpoint. tests/http/openapi.test.ts fails when a route under app/v1 is missing here.
export const allEndpoints: EndpointDoc[] = [
  ...serviceEndpoints,
  ...locationsEndpoints,
  ...eventsEndpoints,
  ...timeSlotsEndpoints,
  ...ticketTypesEndpoints,
  ...customersEndpoints,
  ...customerFieldsEndpoints,
  ...membershipsEndpoints,
  ...membershipEmailsEndpoints,
  ...reservationsEndpoints,
  ...ticketsEndpoints,
  ...schemaEndpoints,
  ...emailsEndpoints,
];
