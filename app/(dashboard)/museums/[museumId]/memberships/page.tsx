import type { Metadata } from "next";
import { MembershipSearch } from "@/components/customers/membership-search";

export const metadata: Metadata = { title: "Memberships" };

export default function MembershipsPage() {
  return <MembershipSearch />;
}
