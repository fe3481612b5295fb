"use client";

import { useTranslations } from "use-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useMuseum } from "@/components/shell/museum-context";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { deleteSavedFilter, fetchSavedFilters, saveFilter, type SavedFilterKind } from "@/lib/dashboard/documents/saved-filters";
import { museumKeys } from "@/lib/dashboard/query-keys";
import styles from "./filter.module.css";

/**
 * The museum's saved filters of this list: each opens as a link (its conditions in the address), and
 * editors and above save the builder's conditions under a name or delete one. Everyone sees them.
 */
export function SavedFilters({ kind, builderText }: { kind: SavedFilterKind; builderText: string }) {
  const errorText = useErrorText();
  const museum = useMuseum();
  const t = useTranslations("SavedFilters");
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [status, setStatus] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);
  const key = museumKeys.savedFilters(museum.id, kind);
  const saved = useQuery({ queryKey: key, queryFn: () => fetchSavedFilters(museum.id, kind) });
  const save = useMutation({
    mutationFn: () => saveFilter(museum.id, { kind, name: name.trim(), filter: builderText }),
    onSuccess: (filter) => {
      setStatus(t("saved", { name: filter.name }));
      setName("");
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedFilter(museum.id, id),
    onSuccess: () => {
      setConfirming(null);
      setStatus(t("deleted"));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const canSave = museum.permissionToModifyMuseum;

  function submit(event: FormEvent) {
    event.preventDefault();
    setStatus("");
    if (name.trim()) save.mutate();
  }

  return (
    <section className="card stack-tight" aria-labelledby="saved-filters-heading">
      <h2 id="saved-filters-heading">{t("title")}</h2>
      {saved.isError ? <p className="alert alert-danger">{errorText(saved.error)}</p> : null}
      {saved.data?.length === 0 ? <p className="muted small">{t("none")}</p> : null}
      {saved.data?.length ? (
        <ul className={styles.savedList} aria-label={t("title")}>
          {saved.data.map((filter) => (
            <li key={filter.id} className="cluster">
              <Link className={styles.savedLink} href={`${pathname}?filter=${encodeURIComponent(filter.filter)}`}>
                {filter.name}
              </Link>
              {filter.createdBy ? <span className="muted small">{t("by", { person: filter.createdBy })}</span> : null}
              {canSave && confirming !== filter.id ? (
                <button className="button button-small button-ghost" type="button" aria-label={t("deleteLabel", { name: filter.name })} onClick={() => setConfirming(filter.id)}>
                  {t("delete")}
                </button>
              ) : null}
              {confirming === filter.id ? (
                <span className="cluster small" role="group" aria-label={t("confirmGroup", { name: filter.name })}>
                  <span>{t("confirmQuestion")}</span>
                  <button className="button button-small button-danger" type="button" disabled={remove.isPending} onClick={() => remove.mutate(filter.id)}>
                    {t("confirmDelete", { name: filter.name })}
                  </button>
                  <button className="button button-small button-ghost" type="button" onClick={() => setConfirming(null)}>
                    {t("keep")}
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="cluster" onSubmit={submit}>
        <label className="stack-tight small" htmlFor="saved-filter-name">
          {t("saveAs")}
        </label>
        <input
          id="saved-filter-name"
          className={`input ${styles.savedName}`}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          disabled={!canSave}
          aria-describedby="saved-filter-status"
        />
        <button className="button button-small" type="submit" disabled={!canSave || !name.trim() || save.isPending}>
          {t("save")}
        </button>
        <span id="saved-filter-status" className="muted small" role="status">
          {canSave ? status : t("editorsOnly")}
        </span>
      </form>
      {save.isError ? <p className="alert alert-danger">{errorText(save.error)}</p> : null}
      {remove.isError ? <p className="alert alert-danger">{errorText(remove.error)}</p> : null}
    </section>
  );
}
