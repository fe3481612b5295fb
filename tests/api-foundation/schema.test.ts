import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import type { TestMuseum } from "../support/seed-museum";

interface SchemaField {
  name: string;
  type: string;
  operators: string[];
  values?: string[];
  label?: string;
}
interface SchemaType {
  name: string;
  fields: SchemaField[];
}

describe.each(testProviders())("GET /v1/schema on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["schema-a", "schema-b"] });
  const museumA = foyer.museum("schema-a");
  const museumB = foyer.museum("schema-b");

  beforeAll(async () => {
    await db().customerField.createMany({
      data: [
        { museumId: museumA.museumId, key: "shoe_size", label: "Shoe size", type: "number" },
        { museumId: museumA.museumId, key: "tags", label: "Tags", type: "list" },
        { museumId: museumB.museumId, key: "secret_note", label: "Secret note", type: "string" },
      ],
    });
  });

  async function schemaOf(museum: TestMuseum): Promise<Map<string, SchemaField[]>> {
    const answer = await apiClient(foyer.baseUrl, museum.apiKey).get<{ types: SchemaType[] }>("/v1/schema");
    expect(answer.status).toBe(200);
    return new Map(answer.body.types.map((type) => [type.name, type.fields]));
  }

  it("lists every listable resource with typed fields and their operators", async () => {
    const types = await schemaOf(museumA);
    expect([...types.keys()].sort()).toEqual(
      ["CHECK_IN", "CUSTOMER", "CUSTOMER_FIELD", "EVENT", "LOCATION", "MEMBERSHIP", "OFFLINE_SCAN", "ORDER", "TICKET", "TICKET_RESERVATION", "TICKET_TYPE", "TIME_SLOT"].sort(),
    );
    const customer = types.get("CUSTOMER")!;
    expect(customer.find((field) => field.name === "NAME")).toEqual({
      name: "NAME",
      type: "string",
      operators: ["EQUAL", "NOT_EQUAL", "CONTAINS", "NOT_CONTAINS", "STARTS_WITH", "ENDS_WITH"],
    });
    expect(customer.find((field) => field.name === "MEMBERSHIP.VALID_TO")).toEqual({
      name: "MEMBERSHIP.VALID_TO",
      type: "date",
      operators: ["EQUAL", "NOT_EQUAL", "LESSER", "LESSER_OR_EQUAL", "GREATER", "GREATER_OR_EQUAL"],
    });
    expect(types.get("TICKET")!.find((field) => field.name === "STATUS")).toMatchObject({ type: "enum", values: ["VALID", "CANCELLED", "VOIDED"] });
    const everyName = [...types.values()].flat().map((field) => field.name);
    expect(everyName.filter((name) => /MUSEUM|HASH|HOLD_COUNT|SOLD_COUNT/.test(name))).toEqual([]);
  });

  it("includes the museum's own custom customer fields, and only those", async () => {
    const a = await schemaOf(museumA);
    const b = await schemaOf(museumB);
    const custom = (fields: SchemaField[]) =>
      fields.filter((field) => field.name.includes("CUSTOM.")).sort((x, y) => x.name.localeCompare(y.name));

    expect(custom(a.get("CUSTOMER")!)).toEqual([
      { name: "CUSTOM.SHOE_SIZE", type: "number", label: "Shoe size", operators: ["EQUAL", "NOT_EQUAL", "LESSER", "LESSER_OR_EQUAL", "GREATER", "GREATER_OR_EQUAL"] },
      { name: "CUSTOM.TAGS", type: "list", label: "Tags", operators: ["INCLUDES", "NOT_INCLUDES"] },
    ]);
    expect(custom(a.get("MEMBERSHIP")!).map((field) => field.name)).toEqual(["CUSTOMER.CUSTOM.SHOE_SIZE", "CUSTOMER.CUSTOM.TAGS"]);
    expect(custom(b.get("CUSTOMER")!)).toEqual([
      { name: "CUSTOM.SECRET_NOTE", type: "string", label: "Secret note", operators: ["EQUAL", "NOT_EQUAL", "CONTAINS", "NOT_CONTAINS", "STARTS_WITH", "ENDS_WITH"] },
    ]);
    expect(custom(b.get("TICKET")!).map((field) => field.name)).toEqual(["CUSTOMER.CUSTOM.SECRET_NOTE"]);
  });

  it("needs an API key", async () => {
    const answer = await apiClient(foyer.baseUrl).get("/v1/schema");
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe("UNAUTHORIZED");
  });
});
