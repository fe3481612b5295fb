"use client";

import { useLocale, useMessages, useTranslations } from "use-intl";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchFilterChoices, type SavedFilterKind } from "@/lib/dashboard/documents/saved-filters";
import { builderFields } from "@/lib/dashboard/filter-fields";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { newGroup, toBuilderJson, toFilterJson, withSearch, type SchemaField } from "@/lib/dashboard/filter-tree";
import type { Page } from "@/lib/dashboard/documents/people";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useDebounced } from "@/lib/dashboard/use-debounced";
import { FilterBuilder } from "./filter-builder";
import { FilterOutput } from "./filter-output";
import { SavedFilters } from "./saved-filters";
import { useListAddress } from "./use-list-address";
import styles from "./filter.module.css";

const PAGE_SIZE = 20;

interface FilteredListProps<T extends { id: string }> {
  /** The filter type in /v1/schema, and the kind of its saved filters: CUSTOMER, MEMBERSHIP. */
  resource: SavedFilterKind;
  apiPath: string;
  /** The list's "Download CSV": /api/dashboard/museums/:id/exports/<exportList>. */
  exportList: "customers" | "memberships";
  /** The fields the quick search looks in (name, email, member number), ORed. */
  searchFields: string[];
  queryKey: (filter: string, page: number) => QueryKey;
  fetchPage: (filter: string, limit: number, offset: number) => Promise<Page<T>>;
  /** The results table: its accessible name and its columns. */
  tableLabel: string;
  columns: Column<T>[];
}

/**
 * A list with the quick search and the visual filter builder above it: live count, paging, saved
 * filters, the CSV download, and the same query for the API. The filter, search and page live in the
 * address (use-list-address.ts).
 */
export function FilteredList<T extends { id: string }>(props: FilteredListProps<T>) {
  const errorText = useErrorText();
  const { resource, apiPath, exportList, searchFields, queryKey, fetchPage, tableLabel, columns } = props;
  const museum = useMuseum();
  const t = useTranslations("FilteredList");
  const language = useLocale();
  const names = useMessages().FilterFields;
  const locale = useDisplayLocale();
  const list = exportList;
  const [now] = useState(() => Date.now());
  const schema = useQuery({
    queryKey: museumKeys.filterSchema(museum.id),
    queryFn: () => dashboardApi<{ types: { name: string; fields: SchemaField[] }[] }>(museum.id, "filter-schema"),
    staleTime: 60_000,
  });
  const choices = useQuery({ queryKey: museumKeys.filterChoices(museum.id), queryFn: () => fetchFilterChoices(museum.id), staleTime: 60_000 });
  const { fields, fieldGroups, defaultField } = useMemo(
    () =>
      builderFields(schema.data?.types.find((type) => type.name === resource)?.fields ?? [], {
        resource,
        choices: choices.data,
        timeZone: museum.timezone,
        now,
        names,
        locale,
      }),
    [schema.data, choices.data, resource, museum.timezone, now, names, locale],
  );

  const [{ root, search, page }, change] = useListAddress();
  const filter = useMemo(() => withSearch(toFilterJson(root, fields), searchFields, search), [root, fields, searchFields, search]);
  const filterText = filter ? JSON.stringify(filter) : "";
  const settledFilter = useDebounced(filterText, 250);

  const results = useQuery({
    queryKey: queryKey(settledFilter, page),
    queryFn: () => fetchPage(settledFilter, PAGE_SIZE, page * PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: schema.isSuccess,
  });
  const updating = results.isFetching || settledFilter !== filterText;
  // The CSV is written for a spreadsheet in the page's language (docs/dashboard.md, "Export as CSV").
  const exportHref = `/api/dashboard/museums/${museum.id}/exports/${exportList}?language=${language}${settledFilter ? `&filter=${encodeURIComponent(settledFilter)}` : ""}`;

  return (
    <div className={`stack ${styles.list}`}>
      <SavedFilters kind={resource} builderText={JSON.stringify(toBuilderJson(root))} />

      <section className="card stack-tight" aria-labelledby="filter-heading">
        <div className="card-header">
          <h2 id="filter-heading">{t("filterHeading")}</h2>
          <button
            className="button button-small button-ghost"
            type="button"
            onClick={() => change({ root: newGroup("AND", undefined), search: "" })}
            disabled={root.children.length === 0 && search === ""}
          >
            {t("clearFilter")}
          </button>
        </div>
        <div className={styles.search}>
          <label htmlFor="quick-search">{t("quickSearch")}</label>
          <input id="quick-search" className="input" type="search" value={search} onChange={(event) => change({ search: event.target.value })} />
        </div>
        {schema.isError ? <p className="alert alert-danger">{errorText(schema.error)}</p> : null}
        {schema.isPending ? (
          <p className="muted">{t("loadingFields")}</p>
        ) : (
          <FilterBuilder value={root} onChange={(next) => change({ root: next })} fields={fields} fieldGroups={fieldGroups} defaultField={defaultField} />
        )}
      </section>

      <section className="card" aria-labelledby="results-heading" aria-busy={updating}>
        <div className="card-header">
          <h2 id="results-heading">
            <span aria-live="polite">
              {results.data ? t("count", { list, count: results.data.total }) : t("loading", { list })}
            </span>
          </h2>
          <div className="cluster">
            {results.data ? <Pager label={t("pages", { list })} page={page} pageSize={PAGE_SIZE} total={results.data.total} onPage={(next) => change({ page: next })} /> : null}
            <a className="button button-small" href={exportHref} download aria-label={t("downloadCsvLabel", { list })}>
              {t("downloadCsv")}
            </a>
          </div>
        </div>
        {results.isError ? (
          <p className="alert alert-danger" role="alert">
            {errorText(results.error)}
          </p>
        ) : null}
        <DataTable label={tableLabel} columns={columns} page={results.data} empty={t("noMatch", { list })} cardsOnPhone />
      </section>

      {schema.isSuccess ? <FilterOutput filter={filter} apiPath={apiPath} limit={PAGE_SIZE} offset={page * PAGE_SIZE} /> : null}
    </div>
  );
}
