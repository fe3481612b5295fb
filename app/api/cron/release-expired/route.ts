import { releaseExpiredHolds } from "@/lib/domain/reservations/release-expired-holds";
import { cronRoute } from "@/lib/http/cron-route";

export const dynamic = "force-dynamic";

const release = cronRoute(() => releaseExpiredHolds());

export const GET = release;
export const POST = release;
