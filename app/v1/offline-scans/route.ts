import { z } from "zod";
import { listOfflineScans, syncOfflineScans } from "@/lib/domain/check-ins/offline-scans";
import { offlineScanSchema, offlineSyncBody, offlineSyncSchema } from "@/lib/domain/check-ins/offline-scan-schemas";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

const tag = "Check-in";

export const POST = apiRoute(
  {
    summary: "Send the scans a device made offline",
    description:
      "Each scan is judged with the check-in's rule at the moment it was scanned, oldest first, and kept as what happened: a scan the " +
      "device refused is REFUSED and never admits; one it admitted that the server would refuse is a CONFLICT, kept for staff (its " +
      "check-in stored, unless the code was already used). Sending a scan again (same scanId) returns its first answer. " +
      "At most 500 scans per request, each from the last 7 days.",
    tag,
    body: offlineSyncBody,
    success: { status: 200, description: "The server's verdict on every scan.", schema: offlineSyncSchema },
    errors: [],
  },
  ({ actor, body }) => syncOfflineScans({ actor, input: body }),
);

export const GET = apiRoute(
  {
    summary: "List scans sent by devices after being offline",
    description: 'Newest scan first. Filter on the OFFLINE_SCAN fields; OUTCOME EQUAL "CONFLICT" finds visitors a phone admitted twice.',
    tag,
    query: listQuery,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of offline scans.", schema: z.object({ total: z.int(), list: z.array(offlineScanSchema) }) },
    errors: [],
  },
  ({ actor, paging, query }) => listOfflineScans({ actor, paging, filter: query.filter }),
);
