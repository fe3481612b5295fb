"use client";

import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DataTable, type Column } from "@/components/common/data-table";
import { Pager } from "@/components/common/pager";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { groupFields } from "@/lib/dashboard/filter-fields";
import { newGroup, toFilterJson, type FilterGroup, type SchemaField } from "@/lib/dashboard/filter-tree";
import type { Page } from "@/lib/dashboard/documents/people";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useDebounced } from "@/lib/dashboard/use-debounced";
import { FilterBuilder } from "./filter-builder";
import { FilterOutput } from "./filter-output";

const PAGE_SIZE = 20;

interface FilteredListProps<T extends { id: string }> {
  /** The filter type in /v1/schema: CUSTOMER, MEMBERSHIP. */
  resource: string;
  resourceLabel: string;
  /** Plural noun for the count: "customers". */
  noun: string;
  apiPath: string;
  queryKey: (filter: string, page: number) => QueryKey;
  fetchPage: (filter: string, limit: number, offset: number) => Promise<Page<T>>;
  /** The results table: its accessible name and its columns. */
  tableLabel: string;
  columns: Column<T>[];
}

/** A list with the visual filter builder above it: live count, paging, and the same query for the API. */
export function FilteredList<T extends { id: string }>({ resource, resourceLabel, noun, apiPath, queryKey, fetchPage, tableLabel, columns }: FilteredListProps<T>) {
  const museum = useMuseum();
  const schema = useQuery({
    queryKey: museumKeys.filterSchema(museum.id),
    queryFn: () => dashboardApi<{ types: { name: string; fields: SchemaField[] }[] }>(museum.id, "filter-schema"),
    staleTime: 60_000,
  });
  const fieldList = useMemo(() => schema.data?.types.find((type) => type.name === resource)?.fields ?? [], [schema.data, resource]);
  const fields = useMemo(() => new Map(fieldList.map((field) => [field.name, field])), [fieldList]);
  const fieldGroups = useMemo(() => groupFields(fieldList, resourceLabel), [fieldList, resourceLabel]);

  const [root, setRoot] = useState<FilterGroup>(() => newGroup("AND", undefined));
  const [page, setPage] = useState(0);
  const filter = useMemo(() => toFilterJson(root, fields), [root, fields]);
  const filterText = filter ? JSON.stringify(filter) : "";
  const settledFilter = useDebounced(filterText, 250);
  // A changed filter starts again from the first page.
  const [pageFilter, setPageFilter] = useState(settledFilter);
  if (pageFilter !== settledFilter) {
    setPageFilter(settledFilter);
    setPage(0);
  }

  const results = useQuery({
    queryKey: queryKey(settledFilter, page),
    queryFn: () => fetchPage(settledFilter, PAGE_SIZE, page * PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: schema.isSuccess,
  });
  const updating = results.isFetching || settledFilter !== filterText;

  return (
    <div className="stack">
      <section className="card stack-tight" aria-labelledby="filter-heading">
        <div className="card-header">
          <h2 id="filter-heading">Filter</h2>
          <button className="button button-small button-ghost" type="button" onClick={() => setRoot(newGroup("AND", undefined))} disabled={root.children.length === 0}>
            Clear filter
          </button>
        </div>
        {schema.isError ? <p className="alert alert-danger">{errorText(schema.error)}</p> : null}
        {schema.isPending ? <p className="muted">Loading the fields…</p> : <FilterBuilder value={root} onChange={setRoot} fields={fields} fieldGroups={fieldGroups} />}
      </section>

      <section className="card" aria-labelledby="results-heading" aria-busy={updating}>
        <div className="card-header">
          <h2 id="results-heading">
            <span aria-live="polite">
              {results.data ? `${results.data.total} ${results.data.total === 1 ? noun.replace(/s$/, "") : noun}` : `Loading ${noun}…`}
            </span>
          </h2>
          {results.data ? <Pager label={`Pages of ${noun}`} page={page} pageSize={PAGE_SIZE} total={results.data.total} onPage={setPage} /> : null}
        </div>
        {results.isError ? (
          <p className="alert alert-danger" role="alert">
            {errorText(results.error)}
          </p>
        ) : null}
        <DataTable label={tableLabel} columns={columns} page={results.data} empty={`No ${noun} match this filter.`} />
      </section>

      {schema.isSuccess ? <FilterOutput filter={filter} apiPath={apiPath} limit={PAGE_SIZE} offset={page * PAGE_SIZE} /> : null}
    </div>
  );
}
