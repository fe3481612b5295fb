import { releaseExpiredReservations } from "@/lib/domain/reservations/release-expired-reservations";
import { cronRoute } from "@/lib/http/cron-route";

export const dynamic = "force-dynamic";

const release = cronRoute(() => releaseExpiredReservations());

export const GET = release;
export const POST = release;
