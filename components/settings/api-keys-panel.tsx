"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { DataTable, type Column } from "@/components/common/data-table";
import { Field, FormStatus } from "@/components/forms/field";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { plainMessage } from "@/lib/dashboard/plain-errors";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { formatDateTime } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { museumKeys } from "@/lib/dashboard/query-keys";

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

type KeyList = { total: number; list: ApiKeyRow[] };

/** API keys: made here (the key is shown once), listed with their last use, revoked at once. */
export function ApiKeysPanel() {
  const errorText = useErrorText();
  const t = useTranslations("ApiKeys");
  const plainWords = useTranslations("PlainErrors");
  const locale = useDisplayLocale();
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const key = museumKeys.apiKeys(museum.id);
  const keys = useQuery({ queryKey: key, queryFn: () => dashboardApi<KeyList>(museum.id, "api-keys") });
  const [name, setName] = useState("");
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (keyName: string) => dashboardApi<ApiKeyRow & { key: string }>(museum.id, "api-keys", { method: "POST", body: { name: keyName } }),
    onSuccess: (result) => {
      setCreated({ name: result.name, key: result.key });
      setName("");
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  // Revoking shows at once; the list is put back if the server refuses.
  const revoke = useMutation({
    mutationFn: (id: string) => dashboardApi<ApiKeyRow>(museum.id, `api-keys/${id}`, { method: "DELETE" }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KeyList>(key);
      if (previous) {
        const revokedAt = new Date().toISOString();
        queryClient.setQueryData<KeyList>(key, { ...previous, list: previous.list.map((row) => (row.id === id ? { ...row, revokedAt: row.revokedAt ?? revokedAt } : row)) });
      }
      setConfirming(null);
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    create.mutate(name.trim());
  }

  const columns: Column<ApiKeyRow>[] = [
    { header: t("name"), cell: (row) => row.name },
    { header: t("key"), className: "mono", cell: (row) => `${row.prefix}…` },
    { header: t("created"), cell: (row) => formatDateTime(row.createdAt, undefined, locale) },
    { header: t("lastUsed"), cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt, undefined, locale) : t("never")) },
    { header: t("state"), cell: (row) => (row.revokedAt ? <span className="badge badge-danger">{t("revoked")}</span> : <span className="badge badge-success">{t("active")}</span>) },
  ];
  if (museum.canAdminister) {
    columns.push({
      header: t("actions"),
      headerHidden: true,
      cell: (row) =>
        row.revokedAt ? null : confirming === row.id ? (
          <div className="cluster">
            <button className="button button-small button-danger" type="button" onClick={() => revoke.mutate(row.id)}>
              {t("revokeNow", { name: row.name })}
            </button>
            <button className="button button-small" type="button" onClick={() => setConfirming(null)}>
              {t("keep")}
            </button>
          </div>
        ) : (
          <button className="button button-small button-danger" type="button" onClick={() => setConfirming(row.id)}>
            {t("revoke")}
          </button>
        ),
    });
  }

  const nameDetail = create.error instanceof DashboardError ? create.error.details.find((detail) => detail.path === "name")?.message : undefined;
  const nameError = nameDetail === undefined ? undefined : plainMessage(nameDetail, t("fieldNames.name"), plainWords);

  return (
    <div className="stack">
      {museum.canAdminister ? (
        <form className="card stack-tight" onSubmit={submit} aria-labelledby="new-key-heading">
          <h2 id="new-key-heading">{t("newHeading")}</h2>
          <p className="muted small">{t("newHint")}</p>
          <div className="cluster" style={{ alignItems: "end" }}>
            <div style={{ flex: "1 1 16rem" }}>
              <Field id="key-name" label={t("name")} hint={t("nameHint")} error={nameError}>
                {(control) => <input {...control} className="input" value={name} maxLength={100} required onChange={(event) => setName(event.target.value)} />}
              </Field>
            </div>
            <button className="button button-primary" type="submit" disabled={create.isPending || name.trim() === ""}>
              {create.isPending ? t("creating") : t("createKey")}
            </button>
          </div>
          <FormStatus error={create.isError && !nameError ? errorText(create.error) : undefined} />
          {created ? (
            <div className="alert alert-success stack-tight" role="status">
              <p>{t.rich("ready", { name: created.name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
              <pre className="code-block" role="group" aria-label={t("newKeyLabel")}>
                {created.key}
              </pre>
              <div>
                <button className="button button-small" type="button" onClick={() => void navigator.clipboard?.writeText(created.key)}>
                  {t("copyKey")}
                </button>
              </div>
            </div>
          ) : null}
        </form>
      ) : (
        <p className="alert alert-warning" role="note">
          {t("adminsOnly", { role: museum.role.toLowerCase() })}
        </p>
      )}

      <section className="card" aria-labelledby="keys-heading">
        <div className="card-header">
          <h2 id="keys-heading">{t("keys")}</h2>
        </div>
        {keys.isError ? <p className="alert alert-danger">{errorText(keys.error)}</p> : null}
        {revoke.isError ? <p className="alert alert-danger" role="alert">{errorText(revoke.error)}</p> : null}
        <DataTable label={t("label")} columns={columns} page={keys.data} empty={t("empty")} />
      </section>
    </div>
  );
}
