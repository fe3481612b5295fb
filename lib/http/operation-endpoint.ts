import { z } from "zod";
import type { Operation } from "@/lib/domain/operations/operation";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute, type ApiRouteHandler } from "./api-route";
import type { EndpointContract, SuccessAnswer } from "./endpoint-contract";
import type { PagingRule } from "./paging";

// The /v1 door onto the operation catalog (docs/architecture.md, "The operation catalog"): an
// operation becomes an endpoint whose contract (and so its part of /v1/openapi.json) is made from the
// declaration, and whose handler runs the operation as the API key's museum. The route file says only
// what is REST's own: the method and path (its export and folder), the tag, the success status, which
// input field the path's {id} fills, and the paging rule of a list. The rest of the input is the body
// of a change, or the query of a read.

export interface RestDoor<PathId extends string> {
  tag: string;
  status?: 200 | 201 | 204;
  /** The operation's input field that the path's {id} fills, e.g. locationId. */
  pathId?: PathId;
  /** A list: limit and offset come from the query by this rule (docs/api.md, "Lists"). */
  paging?: PagingRule;
}

const PAGING_FIELDS = ["limit", "offset"];

/** The operation's input fields the path and the paging do not fill. */
type RestShape<Input extends z.ZodObject, PathId extends string> = Omit<Input["shape"], PathId | "limit" | "offset">;

function successOf(operation: Operation, status: 200 | 201 | 204): SuccessAnswer {
  if (status === 204) return { status, description: "Done; no body." };
  const description = {
    reads: operation.answerKind === "page" ? `One page of ${operation.noun}s.` : `The ${operation.noun}.`,
    creates: `The new ${operation.noun}.`,
    changes: `The ${operation.noun} as it is now.`,
    destroys: "What was done.",
  }[operation.effect];
  return { status, description, schema: operation.output };
}

export function operationEndpoint<Input extends z.ZodObject, Output extends z.ZodType, PathId extends string = never>(
  operation: Operation<Input, Output>,
  door: RestDoor<PathId>,
): ApiRouteHandler & { contract: EndpointContract<z.ZodObject | undefined, z.ZodObject | undefined, z.ZodObject<RestShape<Input, PathId>> | undefined> } {
  const status = door.status ?? 200;
  const filled = [...(door.pathId ? [door.pathId] : []), ...(door.paging ? PAGING_FIELDS : [])];
  // A read or a removal is a GET or DELETE, which carries no body: what it takes besides the path is its query.
  const takesBody = operation.effect === "creates" || operation.effect === "changes";
  const shape: Record<string, z.ZodType> = { ...operation.input.shape };
  for (const field of filled) delete shape[field];
  // A body is refused with fields the operation does not take, as its own input is; a query ignores
  // other parameters, as every /v1 list does. With nothing filled from the path, the body is the input
  // itself, checks across its fields included.
  const rest = filled.length === 0 ? operation.input : takesBody ? z.strictObject(shape) : z.object(shape);
  const hasRest = Object.keys(shape).length > 0;
  const contract: EndpointContract<z.ZodObject | undefined, z.ZodObject | undefined, z.ZodObject | undefined> = {
    summary: operation.title,
    description: operation.summary,
    tag: door.tag,
    ...(door.pathId ? { params: idParams } : {}),
    ...(hasRest && !takesBody ? { query: rest } : {}),
    ...(hasRest && takesBody ? { body: rest } : {}),
    ...(door.paging ? { paging: door.paging } : {}),
    success: successOf(operation, status),
    errors: [...operation.errors],
  };
  const handler = apiRoute(contract, async ({ actor, params, query, body, paging }) => {
    const input = { ...query, ...body, ...(door.pathId ? { [door.pathId]: params!.id } : {}), ...(door.paging ? paging : {}) };
    const answer = await operation.run(actor, input as z.output<Input>);
    return status === 204 ? undefined : answer;
  });
  return handler as ApiRouteHandler & { contract: EndpointContract<z.ZodObject | undefined, z.ZodObject | undefined, z.ZodObject<RestShape<Input, PathId>> | undefined> };
}

interface ResourceTasks<CreateInput extends z.ZodObject, CreateOutput extends z.ZodType, UpdateInput extends z.ZodObject, UpdateOutput extends z.ZodType> {
  list: Operation;
  create: Operation<CreateInput, CreateOutput>;
  get: Operation;
  update: Operation<UpdateInput, UpdateOutput>;
  delete: Operation;
}

/**
 * The five endpoints of a resource whose tasks are all in the catalog: GET and POST on its folder,
 * GET, PATCH and DELETE on `{id}`, which fills `pathId` (e.g. eventId).
 */
export function resourceEndpoints<CreateInput extends z.ZodObject, CreateOutput extends z.ZodType, UpdateInput extends z.ZodObject, UpdateOutput extends z.ZodType, PathId extends string>(
  tasks: ResourceTasks<CreateInput, CreateOutput, UpdateInput, UpdateOutput>,
  { tag, paging, pathId }: { tag: string; paging: PagingRule; pathId: PathId },
) {
  return {
    list: operationEndpoint(tasks.list, { tag, paging }),
    create: operationEndpoint(tasks.create, { tag, status: 201 }),
    get: operationEndpoint(tasks.get, { tag, pathId }),
    update: operationEndpoint(tasks.update, { tag, pathId }),
    delete: operationEndpoint(tasks.delete, { tag, pathId, status: 204 }),
  };
}
