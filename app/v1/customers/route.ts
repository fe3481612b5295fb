import { listCustomers } from "@/lib/domain/customers/list-customers";
import { apiRoute } from "@/lib/http/api-route";
import { customerEndpoints, customerListContract } from "./contract";

export const GET = apiRoute(customerListContract, ({ actor, paging, query }) => listCustomers({ actor, paging, query }));

export const POST = customerEndpoints.create;
