import { apiRoute } from "@/lib/http/api-route";
import { fileResponse } from "@/lib/http/file-response";
import { ticketQrImage } from "@/lib/domain/tickets/ticket-qr-image";
import { ticketContracts } from "../../contract";

export const GET = apiRoute(ticketContracts.qrSvg, async ({ actor, params }) => fileResponse(await ticketQrImage({ actor, id: params.id, format: "svg" })));
