import { describe, expect, it } from "vitest";
import { withContract, type EndpointContract } from "@/lib/http/endpoint-contract";
import { operationsOf } from "./route-operations";

// The document's operations come from what the route files export: the folder gives the path, the
// export name the method, the handler its contract. A handler without one must not slip out of it.

const contract: EndpointContract = { summary: "Read a thing", tag: "Things", success: { status: 200, description: "The thing." }, errors: [] };
/** A fresh handler each time: withContract marks the function it is given. */
const handler = () => () => new Response();

describe("operationsOf", () => {
  it("reads each exported method's contract under the route's path", async () => {
    const operations = await operationsOf({
      "/v1/things/{id}": async () => ({ GET: withContract(contract, handler()), DELETE: withContract({ ...contract, summary: "Delete a thing" }, handler()), dynamic: "force-dynamic" }),
    });
    expect(operations.map(({ method, path, contract }) => [method, path, contract.summary])).toEqual([
      ["get", "/v1/things/{id}", "Read a thing"],
      ["delete", "/v1/things/{id}", "Delete a thing"],
    ]);
  });

  it("refuses a handler without a contract, naming it", async () => {
    await expect(operationsOf({ "/v1/things": async () => ({ POST: handler() }) })).rejects.toThrow("POST /v1/things has no contract");
  });
});
