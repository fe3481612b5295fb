"use client";

import Link from "next/link";
import { useState } from "react";
import type { Column } from "@/components/common/data-table";
import { FilteredList } from "@/components/filter/filtered-list";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchMemberships, type MembershipRow } from "@/lib/dashboard/documents/people";
import { formatDate } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { membershipStanding, type MembershipDates } from "@/lib/domain/memberships/membership-standing";

/** Valid, not yet valid, expired or cancelled today, a calendar day in the museum's time zone. */
/** What the quick search above the list looks in. */
const SEARCH_FIELDS = ["CUSTOMER.NAME", "CUSTOMER.EMAIL", "CUSTOMER.MEMBER_NUMBER"];

export function MembershipStatus({ membership, now, timeZone }: { membership: MembershipDates; now: number; timeZone: string }) {
  const standing = membershipStanding(membership, now, timeZone);
  if (standing === "CANCELLED") return <span className="badge badge-danger">Cancelled</span>;
  if (standing === "VALID") return <span className="badge badge-success">Valid</span>;
  return standing === "NOT_YET_VALID" ? <span className="badge badge-accent">Not yet valid</span> : <span className="badge">Expired</span>;
}

export function MembershipSearch() {
  const museum = useMuseum();
  const [now] = useState(() => Date.now());
  const columns: Column<MembershipRow>[] = [
    { header: "Member", cell: (membership) => <Link href={`/museums/${museum.id}/customers/${membership.customer.id}`}>{membership.customer.name}</Link> },
    {
      header: "Membership",
      cell: (membership) => (
        <>
          {membership.name}
          {membership.autoRenew ? <span className="muted small"> · renews</span> : null}
        </>
      ),
    },
    { header: "Valid from", cell: (membership) => formatDate(membership.validFrom, museum.timezone) },
    { header: "Valid to", cell: (membership) => formatDate(membership.validTo, museum.timezone) },
    { header: "Status", cell: (membership) => <MembershipStatus membership={membership} now={now} timeZone={museum.timezone} /> },
  ];

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Memberships</h1>
          <p>Every membership with its member. Filter by dates, status or anything about the member.</p>
        </div>
      </header>
      <FilteredList<MembershipRow>
        resource="MEMBERSHIP"
        resourceLabel="Membership"
        noun="memberships"
        apiPath="/v1/memberships"
        exportList="memberships"
        searchFields={SEARCH_FIELDS}
        queryKey={(filter, page) => museumKeys.membershipList(museum.id, filter, page)}
        fetchPage={(filter, limit, offset) => fetchMemberships(museum.id, filter, limit, offset)}
        tableLabel="Memberships"
        columns={columns}
      />
    </div>
  );
}
