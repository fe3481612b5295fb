"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { Column } from "@/components/common/data-table";
import { FilteredList } from "@/components/filter/filtered-list";
import { useMuseum } from "@/components/shell/museum-context";
import { fetchMemberships, type MembershipRow } from "@/lib/dashboard/documents/people";
import { formatDate } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { membershipStanding, type MembershipDates } from "@/lib/domain/memberships/membership-standing";

/** Valid, not yet valid, expired or cancelled today, a calendar day in the museum's time zone. */
/** What the quick search above the list looks in. */
const SEARCH_FIELDS = ["CUSTOMER.NAME", "CUSTOMER.EMAIL", "CUSTOMER.MEMBER_NUMBER"];

export function MembershipStatus({ membership, now, timeZone }: { membership: MembershipDates; now: number; timeZone: string }) {
  const t = useTranslations("MembershipStatus");
  const standing = membershipStanding(membership, now, timeZone);
  if (standing === "CANCELLED") return <span className="badge badge-danger">{t("cancelled")}</span>;
  if (standing === "VALID") return <span className="badge badge-success">{t("valid")}</span>;
  return standing === "NOT_YET_VALID" ? <span className="badge badge-accent">{t("notYetValid")}</span> : <span className="badge">{t("expired")}</span>;
}

export function MembershipSearch() {
  const t = useTranslations("MembershipSearch");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const [now] = useState(() => Date.now());
  const columns: Column<MembershipRow>[] = [
    { header: t("member"), cell: (membership) => <Link href={`/museums/${museum.id}/customers/${membership.customer.id}`}>{membership.customer.name}</Link> },
    {
      header: t("membership"),
      cell: (membership) => (
        <>
          {membership.name}
          {membership.autoRenew ? <span className="muted small"> · {t("renews")}</span> : null}
        </>
      ),
    },
    { header: t("validFrom"), cell: (membership) => formatDate(membership.validFrom, museum.timezone, locale) },
    { header: t("validTo"), cell: (membership) => formatDate(membership.validTo, museum.timezone, locale) },
    { header: t("status"), cell: (membership) => <MembershipStatus membership={membership} now={now} timeZone={museum.timezone} /> },
  ];

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("lead")}</p>
        </div>
      </header>
      <FilteredList<MembershipRow>
        resource="MEMBERSHIP"
        apiPath="/v1/memberships"
        exportList="memberships"
        searchFields={SEARCH_FIELDS}
        queryKey={(filter, page) => museumKeys.membershipList(museum.id, filter, page)}
        fetchPage={(filter, limit, offset) => fetchMemberships(museum.id, filter, limit, offset)}
        tableLabel={t("title")}
        columns={columns}
      />
    </div>
  );
}
