"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { newGroup, parseBuilderText, toBuilderJson, type FilterGroup } from "@/lib/dashboard/filter-tree";
import { useDebounced } from "@/lib/dashboard/use-debounced";

// A filtered list's state in the page's address (docs/dashboard.md, "The filter builder"):
// ?filter= the builder's conditions as JSON (as saved filters keep them), ?q= the quick search,
// ?page= from 1. A reload, a bookmark or a shared link opens the same list; an address changed from
// outside (a saved filter's link, the browser's back button) puts its conditions into the builder.

export interface ListState {
  root: FilterGroup;
  search: string;
  /** From 0. */
  page: number;
}

function readAddress(params: URLSearchParams): ListState {
  const page = Number(params.get("page"));
  return {
    root: parseBuilderText(params.get("filter")) ?? newGroup("AND", undefined),
    search: params.get("q") ?? "",
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

function writeAddress({ root, search, page }: ListState): string {
  const params = new URLSearchParams();
  if (root.children.length > 0) params.set("filter", JSON.stringify(toBuilderJson(root)));
  if (search) params.set("q", search);
  if (page > 0) params.set("page", String(page + 1));
  return params.toString();
}

/** The list's state, read from the address at first and kept there a quarter of a second after each change. */
export function useListAddress(): [ListState, (change: Partial<ListState>) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const address = params.toString();
  const [state, setState] = useState<ListState>(() => readAddress(new URLSearchParams(address)));
  const [lastAddress, setLastAddress] = useState(address);
  const [ownAddress, setOwnAddress] = useState(address);

  if (address !== lastAddress) {
    setLastAddress(address);
    // Changed from outside, not by this list's own writing: the address wins.
    if (address !== ownAddress) setState(readAddress(new URLSearchParams(address)));
  }

  const wanted = useDebounced(writeAddress(state), 250);
  if (wanted !== ownAddress) setOwnAddress(wanted);
  useEffect(() => {
    // The browser's own history, which Next's router follows (useSearchParams): no request to the
    // server and no new page render for what only this list reads.
    window.history.replaceState(window.history.state, "", ownAddress ? `${pathname}?${ownAddress}` : pathname);
    // Only this list's own writing moves the address; a change from outside is read above instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ownAddress]);

  // A changed filter or search starts again on the first page.
  return [state, (change) => setState((current) => ({ ...current, ...change, page: change.page ?? ("root" in change || "search" in change ? 0 : current.page) }))];
}
