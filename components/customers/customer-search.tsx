"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { Column } from "@/components/common/data-table";
import { FilteredList } from "@/components/filter/filtered-list";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchCustomers, type CustomerItem } from "@/lib/dashboard/documents/people";
import { membershipStanding } from "@/lib/domain/memberships/membership-standing";
import { formatDate } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { languageName } from "@/lib/i18n/language-names";
import { museumKeys } from "@/lib/dashboard/query-keys";

/** What the quick search above the list looks in. */
const SEARCH_FIELDS = ["NAME", "EMAIL", "MEMBER_NUMBER"];

export function CustomerSearch() {
  const t = useTranslations("CustomerSearch");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const [now] = useState(() => Date.now());
  const columns: Column<CustomerItem>[] = [
    { header: t("name"), cell: (customer) => <Link href={`/museums/${museum.id}/customers/${customer.id}`}>{customer.name}</Link> },
    { header: t("email"), cell: (customer) => customer.email ?? "—" },
    { header: t("memberNumber"), className: "mono", cell: (customer) => customer.memberNumber ?? "—" },
    { header: t("language"), cell: (customer) => languageName(customer.language, locale) },
    {
      header: t("memberships"),
      cell: (customer) => (
        <div className="cluster">
          {customer.memberships.length === 0 ? <span className="muted">—</span> : null}
          {customer.memberships.map((membership) => (
            <span
              key={membership.id}
              className={membershipStanding(membership, now, museum.timezone) === "VALID" ? "badge badge-success" : "badge"}
              title={t("validTo", { date: formatDate(membership.validTo, museum.timezone, locale) })}
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
          <h1>{t("title")}</h1>
          <p>{t("lead")}</p>
        </div>
        {museum.permissionToModifyMuseum ? (
          <Link className="button button-primary" href={`/museums/${museum.id}/customers/new`} style={{ minHeight: 44 }}>
            {t("newCustomer")}
          </Link>
        ) : null}
      </header>
      <FilteredList<CustomerItem>
        resource="CUSTOMER"
        apiPath="/v1/customers"
        exportList="customers"
        searchFields={SEARCH_FIELDS}
        queryKey={(filter, page) => museumKeys.customerList(museum.id, filter, page)}
        fetchPage={(filter, limit, offset) => fetchCustomers(museum.id, filter, limit, offset)}
        tableLabel={t("title")}
        columns={columns}
      />
    </div>
  );
}
