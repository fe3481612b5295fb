import { eraseCustomer } from "@/lib/domain/customers/erase-customer";
import { apiRoute } from "@/lib/http/api-route";
import { customerErasureContract } from "../../erase-contract";

export const POST = apiRoute(customerErasureContract, ({ actor, params }) => eraseCustomer({ actor, id: params.id }));
