// The order page sits outside the other museum pages' loading screen ((dashboard)/…/loading.tsx): a
// page inside it has begun streaming before it can look the order up, so an unknown order could only
// answer 200. Here the lookup comes first and an unknown order is a real 404 (docs/dashboard.md).
export { default } from "@/app/(dashboard)/museums/[museumId]/layout";

export const dynamic = "force-dynamic";
