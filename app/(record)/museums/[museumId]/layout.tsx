// A record's page (an event and its time slots and ticket types, a customer, an order, an order's
// printable tickets) sits outside the other museum pages' loading screen ((dashboard)/…/loading.tsx):
// a page inside it has begun streaming before it can look its record up, so an unknown id could only
// answer 200. Here the lookup (lib/dashboard/page-records.ts) comes first and an unknown id is a real
// 404 (docs/dashboard.md).
export { default } from "@/app/(dashboard)/museums/[museumId]/layout";

export const dynamic = "force-dynamic";
