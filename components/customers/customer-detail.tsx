"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { dialogStyles } from "@/components/common/confirm-dialog";
import { Detail } from "@/components/common/detail";
import { useMuseum } from "@/components/shell/museum-context";
import { fieldWords } from "@/lib/dashboard/customer-form";
import { fetchCustomer } from "@/lib/dashboard/documents/people";
import { formatDate } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { CustomerEmails } from "./customer-emails";
import { CustomerForm } from "./customer-form";
import { EraseCustomer } from "./erase-customer";
import { ExportCustomer } from "./export-customer";
import { MembershipCard } from "./membership-card";
import { AddMembershipDialog } from "./membership-dialogs";
import { languageName } from "@/lib/i18n/language-names";
import { useCustomerFields } from "./use-customer-fields";

export function CustomerDetail({ customerId }: { customerId: string }) {
  const t = useTranslations("CustomerDetail");
  const locale = useDisplayLocale();
  const errorText = useErrorText();
  const museum = useMuseum();
  const customer = useQuery({ queryKey: museumKeys.customer(museum.id, customerId), queryFn: () => fetchCustomer(museum.id, customerId) });
  const fields = useCustomerFields();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (customer.isPending) return <p className="empty">{t("loading")}</p>;
  if (customer.isError) return <p className="alert alert-danger">{errorText(customer.error)}</p>;
  if (!customer.data) return <p className="alert alert-warning">{t("missing", { museum: museum.name })}</p>;
  const data = customer.data;
  const erased = data.erasedAt !== null;
  const definitions = fields.data?.list ?? [];
  const words = { yes: t("yes"), no: t("no"), locale };
  const stored = data.customFields as Record<string, unknown>;
  const labelled = definitions.map((definition) => ({ key: definition.key, label: definition.label, value: fieldWords(definition.type, stored[definition.key], words) }));
  const unlisted = Object.keys(stored).filter((key) => !definitions.some((definition) => definition.key === key));
  const language = languageName(data.language, locale);
  const editor = museum.permissionToModifyMuseum;
  const show = (text: string) => {
    setMessage(text);
    setEditing(false);
    setAdding(false);
    void queryClient.invalidateQueries({ queryKey: museumKeys.customers(museum.id) });
    void queryClient.invalidateQueries({ queryKey: museumKeys.memberships(museum.id) });
  };

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museum.id}/customers`}>{t("customers")}</Link> /
          </p>
          <h1>{data.name}</h1>
          <p>
            {erased ? t("erasedOn", { date: formatDate(data.erasedAt, undefined, locale) }) : t("customerSince", { date: formatDate(data.createdAt, undefined, locale) })}
          </p>
        </div>
      </header>
      {message ? (
        <p className="alert alert-success" role="status">
          {message}
        </p>
      ) : null}
      {erased ? (
        <p className="alert alert-warning" role="note">
          {t("erasedNote")}
        </p>
      ) : null}
      {editing ? (
        <CustomerForm customer={data} onSaved={show} onCancel={() => setEditing(false)} />
      ) : (
        <section className="card stack-tight" aria-labelledby="customer-details-heading">
          <div className="card-header">
            <h2 id="customer-details-heading">{t("details")}</h2>
            {editor && !erased ? (
              <div className={dialogStyles.actions}>
                <button className="button" type="button" onClick={() => setEditing(true)}>
                  {t("editDetails")}
                </button>
              </div>
            ) : null}
          </div>
          <dl className="form-grid" style={{ margin: 0 }}>
            <Detail label={t("email")} value={data.email ?? t("noEmail")} />
            <Detail label={t("memberNumber")} value={data.memberNumber ?? "—"} />
            <Detail label={t("language")} value={language} />
            {labelled.map((field) => (
              <Detail key={field.key} label={field.label} value={field.value} />
            ))}
            {unlisted.map((key) => (
              <Detail key={key} label={key} value={fieldWords(undefined, stored[key], words)} />
            ))}
          </dl>
          {!data.email && editor && !erased ? <p className="muted small">{t("noEmailHint")}</p> : null}
        </section>
      )}
      <section className="stack-tight" aria-labelledby="memberships-heading">
        <div className="card-header">
          <h2 id="memberships-heading">{t("memberships")}</h2>
          {editor && !erased ? (
            <div className={dialogStyles.actions}>
              <button className="button" type="button" onClick={() => setAdding(true)}>
                {t("addMembership")}
              </button>
            </div>
          ) : null}
        </div>
        {data.memberships.length === 0 ? <p className="card empty">{t("noMemberships")}</p> : null}
        {[...data.memberships].reverse().map((membership) => (
          <MembershipCard key={membership.id} customer={data} membership={membership} onMessage={setMessage} />
        ))}
      </section>
      <CustomerEmails customerId={data.id} />
      <ExportCustomer customerId={data.id} />
      {erased ? null : <EraseCustomer customer={data} onErased={setMessage} />}
      {adding ? <AddMembershipDialog customer={data} onDone={show} onCancel={() => setAdding(false)} /> : null}
    </div>
  );
}
