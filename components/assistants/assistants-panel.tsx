"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { ConfirmDialog, type Confirmation } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";

interface AssistantRow {
  id: string;
  assistantName: string;
  assistantUri: string | null;
  person: { id: string; name: string; email: string };
  connectedAt: string;
  lastUsedAt: string | null;
}

type AssistantList = { total: number; list: AssistantRow[] };

function personText(person: AssistantRow["person"]): string {
  return person.name ? `${person.name} (${person.email})` : person.email;
}

/** The AI assistants the museum's staff connected (docs/mcp.md, "Disconnecting an assistant"), each disconnected after a confirmation. */
export function AssistantsPanel() {
  const errorText = useErrorText();
  const t = useTranslations("Assistants");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const key = museumKeys.assistants(museum.id);
  const assistants = useQuery({ queryKey: key, queryFn: () => dashboardApi<AssistantList>(museum.id, "assistants?limit=200") });
  const [change, setChange] = useState<Confirmation | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const disconnect = (row: AssistantRow): Confirmation => ({
    title: t("disconnectTitle", { assistant: row.assistantName }),
    text: t("disconnectText", { assistant: row.assistantName, person: personText(row.person) }),
    confirm: t("disconnectConfirm", { assistant: row.assistantName }),
    danger: true,
    run: () => dashboardApi(museum.id, `assistants/${row.id}`, { method: "DELETE" }),
    done: t("disconnected", { assistant: row.assistantName, person: personText(row.person) }),
  });

  const columns: Column<AssistantRow>[] = [
    { header: t("assistant"), cell: (row) => row.assistantName },
    { header: t("actsFor"), cell: (row) => personText(row.person) },
    { header: t("connected"), cell: (row) => formatDateTime(row.connectedAt, museum.timezone, locale) },
    { header: t("lastUsed"), cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt, museum.timezone, locale) : t("notYet")) },
    {
      header: t("actions"),
      headerHidden: true,
      cell: (row) => (
        <button className="button button-small button-danger" type="button" onClick={() => setChange(disconnect(row))}>
          {t("disconnect")}
        </button>
      ),
    },
  ];

  return (
    <section className="card" aria-labelledby="assistants-heading">
      <div className="card-header">
        <h2 id="assistants-heading">{t("heading")}</h2>
      </div>
      {assistants.isError ? <p className="alert alert-danger">{errorText(assistants.error)}</p> : null}
      {done ? (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      ) : null}
      <DataTable label={t("heading")} columns={columns} page={assistants.data} empty={t("empty")} />
      {change ? (
        <ConfirmDialog
          confirmation={change}
          onCancel={() => setChange(null)}
          onDone={(message) => {
            setChange(null);
            setDone(message);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
    </section>
  );
}
