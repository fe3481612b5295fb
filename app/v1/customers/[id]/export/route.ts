import { exportCustomer } from "@/lib/domain/exports/export-customer";
import { apiRoute } from "@/lib/http/api-route";
import { customerExportContract } from "../../export-contract";

export const GET = apiRoute(customerExportContract, ({ actor, params }) => exportCustomer({ actor, id: params.id }));
