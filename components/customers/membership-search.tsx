"use client";

import Link from "next/link";
import { useState } from "react";
import { FilteredList } from "@/components/filter/filtered-list";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchMemberships, type MembershipRow } from "@/lib/dashboard/documents/people";
import { formatDate } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { validAt } from "./customer-search";

export function MembershipStatus({ membership, now }: { membership: { status: string; validFrom: string; validTo: string }; now: number }) {
  if (membership.status === "CANCELLED") return <span className="badge badge-danger">Cancelled</span>;
  if (validAt(membership, now)) return <span className="badge badge-success">Valid</span>;
  return Date.parse(membership.validFrom) > now ? <span className="badge badge-accent">Not yet valid</span> : <span className="badge">Expired</span>;
}

export function MembershipSearch() {
  const museum = useMuseum();
  const [now] = useState(() => Date.now());
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
        queryKey={(filter, page) => museumKeys.membershipList(museum.id, filter, page)}
        fetchPage={(filter, limit, offset) => fetchMemberships(museum.id, filter, limit, offset)}
        renderTable={(memberships) => (
          <div className="table-wrap">
            <table className="table" aria-label="Memberships">
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Membership</th>
                  <th scope="col">Valid from</th>
                  <th scope="col">Valid to</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {memberships.map((membership) => (
                  <tr key={membership.id}>
                    <td>
                      <Link href={`/museums/${museum.id}/customers/${membership.customer.id}`}>{membership.customer.name}</Link>
                    </td>
                    <td>
                      {membership.name}
                      {membership.autoRenew ? <span className="muted small"> · renews</span> : null}
                    </td>
                    <td>{formatDate(membership.validFrom)}</td>
                    <td>{formatDate(membership.validTo)}</td>
                    <td>
                      <MembershipStatus membership={membership} now={now} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      />
    </div>
  );
}
