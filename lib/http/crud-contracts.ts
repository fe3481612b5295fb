import { z } from "zod";
import { pageOf } from "@/lib/domain/shared/answer-schemas";
import { idParams, listQuery } from "@/lib/domain/shared/input-schemas";
import type { ErrorCode } from "@/lib/errors/app-error";
import type { EndpointContract } from "./endpoint-contract";
import type { PagingRule } from "./paging";

// The contracts of the five endpoints every CRUD resource has (create, list, get, update, delete),
// written once: app/v1/<resource>/contract.ts fills in the resource's schemas and notes.

interface CrudResource<C extends z.ZodType, U extends z.ZodType, L extends z.ZodObject> {
  tag: string;
  /** Singular, lower case, e.g. "event". */
  noun: string;
  /** The record every answer carries (a list carries a page of them). */
  record: z.ZodType;
  create: C;
  update: U;
  paging: PagingRule;
  /** The list's query; listQuery (filter only) unless the resource has more. */
  listQuery?: L;
  notes?: { create?: string; list?: string; update?: string; delete?: string };
  /** Codes besides NOT_FOUND that each verb can answer with. */
  errors?: { create?: ErrorCode[]; update?: ErrorCode[]; delete?: ErrorCode[] };
}

/** What a resource's list endpoint needs: the list half of CrudResource. */
type ListedResource<L extends z.ZodObject> = Pick<CrudResource<z.ZodType, z.ZodType, L>, "tag" | "noun" | "record" | "paging" | "listQuery"> & {
  notes?: { list?: string };
};

/** The list endpoint's contract; for a resource whose other endpoints come from the operation catalog too. */
export function listContract<L extends z.ZodObject = typeof listQuery>(resource: ListedResource<L>): EndpointContract<undefined, L, undefined> {
  const { tag, noun, record } = resource;
  return {
    summary: `List ${noun}s`,
    description: resource.notes?.list ?? "Ordered by creation time, then id, so paging never skips or repeats a record.",
    tag,
    query: resource.listQuery ?? (listQuery as z.ZodObject as L),
    paging: resource.paging,
    success: { status: 200, description: `One page of ${noun}s.`, schema: pageOf(record) },
    errors: [],
  };
}

export function crudContracts<C extends z.ZodType, U extends z.ZodType, L extends z.ZodObject = typeof listQuery>(resource: CrudResource<C, U, L>) {
  const { tag, noun, record, notes = {}, errors = {} } = resource;
  const create: EndpointContract<undefined, undefined, C> = {
    summary: `Create a ${noun}`,
    description: notes.create,
    tag,
    body: resource.create,
    success: { status: 201, description: `The new ${noun}.`, schema: record },
    errors: errors.create ?? [],
  };
  const list = listContract(resource);
  const get: EndpointContract<typeof idParams> = {
    summary: `Get a ${noun}`,
    tag,
    params: idParams,
    success: { status: 200, description: `The ${noun}.`, schema: record },
    errors: ["NOT_FOUND"],
  };
  const update: EndpointContract<typeof idParams, undefined, U> = {
    summary: `Update a ${noun}`,
    description: `A partial update: only the fields sent change.${notes.update ? ` ${notes.update}` : ""}`,
    tag,
    params: idParams,
    body: resource.update,
    success: { status: 200, description: `The updated ${noun}.`, schema: record },
    errors: ["NOT_FOUND", ...(errors.update ?? [])],
  };
  const remove: EndpointContract<typeof idParams> = {
    summary: `Delete a ${noun}`,
    description: notes.delete,
    tag,
    params: idParams,
    success: { status: 204, description: "Deleted." },
    errors: ["NOT_FOUND", ...(errors.delete ?? [])],
  };
  return { create, list, get, update, delete: remove };
}
