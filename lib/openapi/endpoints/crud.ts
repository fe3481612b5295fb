import { z } from "zod";
import { idParams } from "@/lib/domain/shared/input-schemas";
import type { ErrorCode } from "@/lib/errors/app-error";
import type { PagingRule } from "@/lib/http/paging";
import type { EndpointDoc } from "../endpoint-doc";

// The five endpoints every CRUD resource has (create, list, get, update, delete), described once.

export const timestamp = z.iso.datetime().describe("ISO 8601 with milliseconds and Z");

interface CrudResource {
  tag: string;
  /** e.g. "/v1/events" */
  path: string;
  /** Singular, lower case, e.g. "event". */
  noun: string;
  record: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  paging: PagingRule;
  listQuery?: z.ZodObject;
  notes?: { create?: string; list?: string; update?: string; delete?: string };
  /** Codes besides NOT_FOUND that each verb can answer with. */
  errors?: { create?: ErrorCode[]; update?: ErrorCode[]; delete?: ErrorCode[] };
}

export function crudEndpoints(resource: CrudResource): EndpointDoc[] {
  const { tag, path, noun, record, notes = {}, errors = {} } = resource;
  const one = `${path}/{id}`;
  return [
    {
      method: "post",
      path,
      summary: `Create a ${noun}`,
      description: notes.create,
      tag,
      body: resource.create,
      success: { status: 201, description: `The new ${noun}.`, schema: record },
      errors: errors.create ?? [],
    },
    {
      method: "get",
      path,
      summary: `List ${noun}s`,
      description: notes.list ?? "Ordered by creation time, then id, so paging never skips or repeats a record.",
      tag,
      query: resource.listQuery,
      list: { ...resource.paging, filterable: true },
      success: { status: 200, description: `One page of ${noun}s.`, schema: z.object({ total: z.int(), list: z.array(record) }) },
      errors: [],
    },
    {
      method: "get",
      path: one,
      summary: `Get a ${noun}`,
      tag,
      params: idParams,
      success: { status: 200, description: `The ${noun}.`, schema: record },
      errors: ["NOT_FOUND"],
    },
    {
      method: "patch",
      path: one,
      summary: `Update a ${noun}`,
      description: `A partial update: only the fields sent change.${notes.update ? ` ${notes.update}` : ""}`,
      tag,
      params: idParams,
      body: resource.update,
      success: { status: 200, description: `The updated ${noun}.`, schema: record },
      errors: ["NOT_FOUND", ...(errors.update ?? [])],
    },
    {
      method: "delete",
      path: one,
      summary: `Delete a ${noun}`,
      description: notes.delete,
      tag,
      params: idParams,
      success: { status: 204, description: "Deleted." },
      errors: ["NOT_FOUND", ...(errors.delete ?? [])],
    },
  ];
}
