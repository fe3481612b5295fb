import type { GraphQLResolveInfo } from "graphql";
import { z } from "zod";
import { groupAtDoor } from "@/lib/domain/check-ins/group-admission";
import { getCheckIn, listCheckIns } from "@/lib/domain/check-ins/list-check-ins";
import { occupancy } from "@/lib/domain/occupancy/occupancy";
import { listOfflineScans, type OfflineOutcome } from "@/lib/domain/check-ins/offline-scans";
import { calendarDayInput } from "@/lib/domain/shared/zoned-day";
import { pagingArgs, pagingForSelection, parseArgs, parseId } from "../args";
import { museumFieldActor, withoutNulls, type MuseumNode } from "../museum-node";
import { filterArg, type ListFieldArgs } from "./museum-catalog";

// Museum fields for the door's record: who came in (docs/graphql.md, "Admission"). The same list
// service as GET /v1/check-ins, newest first unless asked otherwise.

interface CheckInArgs extends ListFieldArgs {
  day?: string | null;
  order?: "NEWEST_FIRST" | "OLDEST_FIRST" | null;
}

const dayArg = z.object({ day: calendarDayInput.optional() });

export const museumAdmissionResolvers = {
  checkIns: (museum: MuseumNode, args: CheckInArgs, _context: unknown, info: GraphQLResolveInfo) => {
    const actor = museumFieldActor(museum);
    const { day } = parseArgs(dayArg, withoutNulls({ day: args.day }));
    return listCheckIns({ actor, paging: pagingForSelection(pagingArgs(args), info), filter: filterArg(args), day, order: args.order ?? "NEWEST_FIRST" });
  },

  checkIn: (museum: MuseumNode, { id }: { id: string }) => getCheckIn({ actor: museumFieldActor(museum), id: parseId(id) }),

  occupancy: (museum: MuseumNode) => occupancy({ actor: museumFieldActor(museum) }),

  groupAtDoor: (museum: MuseumNode, { qrData }: { qrData: string }) => groupAtDoor({ actor: museumFieldActor(museum, "verify"), qrData }),

  offlineScans: (museum: MuseumNode, args: ListFieldArgs & { day?: string | null; outcome?: OfflineOutcome | null }, _context: unknown, info: GraphQLResolveInfo) => {
    const { day } = parseArgs(dayArg, withoutNulls({ day: args.day }));
    return listOfflineScans({ actor: museumFieldActor(museum), paging: pagingForSelection(pagingArgs(args), info), filter: filterArg(args), day, outcome: args.outcome ?? undefined });
  },
};
