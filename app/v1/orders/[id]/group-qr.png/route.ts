import { groupQrImage } from "@/lib/domain/orders/group-qr-image";
import { apiRoute } from "@/lib/http/api-route";
import { fileResponse } from "@/lib/http/file-response";
import { orderContracts } from "../../contract";

export const GET = apiRoute(orderContracts.groupQrPng, async ({ actor, params }) => fileResponse(await groupQrImage({ actor, id: params.id, format: "png" })));
