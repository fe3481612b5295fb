"use client";

import Link from "next/link";
import { useState } from "react";
import type { Column } from "@/components/common/data-table";
import { FilteredList } from "@/components/filter/filtered-list";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchCustomers, type CustomerItem } from "@/lib/dashboard/documents/people";
import { membershipStanding } from "@/lib/domain/memberships/membership-standing";
import { formatDate } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";

/** What the quick search above the list looks in. */
const SEARCH_FIELDS = ["NAME", "EMAIL", "MEMBER_NUMBER"];

export function CustomerSearch() {
  const museum = useMuseum();
  const [now] = useState(() => Date.now());
  const columns: Column<CustomerItem>[] = [
    { header: "Name", cell: (customer) => <Link href={`/museums/${museum.id}/customers/${customer.id}`}>{customer.name}</Link> },
    { header: "Email", cell: (customer) => customer.email ?? "—" },
    { header: "Member number", className: "mono", cell: (customer) => customer.memberNumber ?? "—" },
    { header: "Language", cell: (customer) => customer.language },
    {
      header: "Memberships",
      cell: (customer) => (
        <div className="cluster">
          {customer.memberships.length === 0 ? <span className="muted">—</span> : null}
          {customer.memberships.map((membership) => (
            <span
              key={membership.id}
              className={membershipStanding(membership, now, museum.timezone) === "VALID" ? "badge badge-success" : "badge"}
              title={`Valid to ${formatDate(membership.validTo, museum.timezone)}`}
            >
              {membership.name}
            </span>
          ))}
        </div>
      ),
    },
  ];

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>Customers</h1>
          <p>Visitors and members. Build a filter to find exactly the people you need.</p>
        </div>
        {museum.permissionToModifyMuseum ? (
          <Link className="button button-primary" href={`/museums/${museum.id}/customers/new`} style={{ minHeight: 44 }}>
            New customer
          </Link>
        ) : null}
      </header>
      <FilteredList<CustomerItem>
        resource="CUSTOMER"
        resourceLabel="Customer"
        noun="customers"
        apiPath="/v1/customers"
        exportList="customers"
        searchFields={SEARCH_FIELDS}
        queryKey={(filter, page) => museumKeys.customerList(museum.id, filter, page)}
        fetchPage={(filter, limit, offset) => fetchCustomers(museum.id, filter, limit, offset)}
        tableLabel="Customers"
        columns={columns}
      />
    </div>
  );
}
