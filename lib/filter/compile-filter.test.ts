import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import { compileFilter } from "./compile-filter";

// THE FILTER TEST: every operator, relations, custom fields and nested AND/OR run as SQL on each
// database, against customer names worked out by hand from the seed below.
//
// Museum A's customers (custom fields: shoe_size number, tags list, joined date, newsletter boolean, city string):
// | name              | email            | memberNumber | language | shoe | tags       | joined     | newsletter | city      | memberships (name, validTo, autoRenew)      |
// | Ada Lovelace      | ada@example.org  | M-001        | en       | 38   | vip, donor | 2020-03-01 | true       | London    | Gold 2026-12-31 yes                          |
// | Alan Turing       | alan@example.org | M-002        | en       | 44   | donor      | 2021-06-15 | false      | Wilmslow  | Silver 2025-01-31 no; Gold 2027-06-30 no     |
// | Grace Hopper      | GRACE@Navy.mil   | -            | en       | 40   | vip        | 2019-01-10 | true       | Arlington | -                                            |
// | Émile Zola        | -                | M-004        | fr       | -    | -          | -          | -          | -         | Bronze 2024-05-01 no                         |
// | Katherine Johnson | kj@nasa.gov      | M-005        | en       | 39.5 | -          | 2022-09-09 | false      | Hampton   | Silver 2026-03-01 no                         |
// | 100% Fan_Club     | -                | -            | de       | -    | -          | -          | -          | -         | -                                            |
// Museum B has "Ada Byron" with its own shoe_size field (38) and tags (vip), and a Gold membership to 2026-12-31.

const at = (iso: string) => new Date(iso);
const epoch = (iso: string) => Date.parse(iso);

describe.each(testProviders())("filters on %s", (provider) => {
  useTestDatabase(provider);
  const actor: Actor = { museumId: "" };
  const fieldIds: Record<string, string> = {};

  async function names(filter: unknown): Promise<string[]> {
    const where = await compileFilter("CUSTOMER", JSON.stringify(filter), actor);
    const found = await db().customer.findMany({ where: { AND: [{ museumId: actor.museumId }, where] }, select: { name: true } });
    return found.map((customer) => customer.name).sort();
  }
  const sorted = (list: string[]) => [...list].sort();
  const leaf = (fieldName: string, operator: string, value: string | number | boolean) => ({ operator, fieldName, value });

  beforeAll(async () => {
    const museumA = await db().museum.create({ data: { slug: "filter-a", name: "Filter A" } });
    const museumB = await db().museum.create({ data: { slug: "filter-b", name: "Filter B" } });
    actor.museumId = museumA.id;
    const types = { shoe_size: "number", tags: "list", joined: "date", newsletter: "boolean", city: "string" };
    for (const [key, type] of Object.entries(types)) {
      fieldIds[key] = (await db().customerField.create({ data: { museumId: museumA.id, key, label: key, type } })).id;
    }
    const bShoe = await db().customerField.create({ data: { museumId: museumB.id, key: "shoe_size", label: "Shoe", type: "number" } });
    const bTags = await db().customerField.create({ data: { museumId: museumB.id, key: "tags", label: "Tags", type: "list" } });

    const values = (shoe: number, tags: string[], joined: string, newsletter: boolean, city: string) => [
      { fieldId: fieldIds.shoe_size!, numberValue: shoe },
      ...tags.map((tag, position) => ({ fieldId: fieldIds.tags!, position, stringValue: tag })),
      { fieldId: fieldIds.joined!, dateValue: at(joined) },
      { fieldId: fieldIds.newsletter!, booleanValue: newsletter },
      { fieldId: fieldIds.city!, stringValue: city },
    ];
    const membership = (museumId: string, name: string, validTo: string, autoRenew = false) => ({
      museumId,
      name,
      validFrom: at("2024-01-01T00:00:00Z"),
      validTo: at(validTo),
      autoRenew,
    });
    const a = museumA.id;
    const customers = [
      {
        name: "Ada Lovelace", email: "ada@example.org", memberNumber: "M-001",
        fieldValues: { create: values(38, ["vip", "donor"], "2020-03-01T00:00:00Z", true, "London") },
        memberships: { create: [membership(a, "Gold", "2026-12-31T00:00:00Z", true)] },
      },
      {
        name: "Alan Turing", email: "alan@example.org", memberNumber: "M-002",
        fieldValues: { create: values(44, ["donor"], "2021-06-15T00:00:00Z", false, "Wilmslow") },
        memberships: { create: [membership(a, "Silver", "2025-01-31T00:00:00Z"), membership(a, "Gold", "2027-06-30T00:00:00Z")] },
      },
      {
        name: "Grace Hopper", email: "GRACE@Navy.mil",
        fieldValues: { create: values(40, ["vip"], "2019-01-10T00:00:00Z", true, "Arlington") },
      },
      { name: "Émile Zola", memberNumber: "M-004", language: "fr", memberships: { create: [membership(a, "Bronze", "2024-05-01T00:00:00Z")] } },
      {
        name: "Katherine Johnson", email: "kj@nasa.gov", memberNumber: "M-005",
        fieldValues: { create: values(39.5, [], "2022-09-09T00:00:00Z", false, "Hampton") },
        memberships: { create: [membership(a, "Silver", "2026-03-01T00:00:00Z")] },
      },
      { name: "100% Fan_Club", language: "de" },
    ];
    for (const customer of customers) await db().customer.create({ data: { museumId: a, ...customer } });
    await db().customer.create({
      data: {
        museumId: museumB.id,
        name: "Ada Byron",
        email: "ada@example.org",
        memberNumber: "M-001",
        fieldValues: { create: [{ fieldId: bShoe.id, numberValue: 38 }, { fieldId: bTags.id, stringValue: "vip" }] },
        memberships: { create: [membership(museumB.id, "Gold", "2026-12-31T00:00:00Z", true)] },
      },
    });
  });

  it("CONTAINS ignores case (ada finds Ada) and never reaches another museum", async () => {
    expect(await names(leaf("NAME", "CONTAINS", "ada"))).toEqual(["Ada Lovelace"]);
    expect(await names(leaf("NAME", "CONTAINS", "AN"))).toEqual(sorted(["Alan Turing", "100% Fan_Club"]));
    expect(await names(leaf("CUSTOM.CITY", "CONTAINS", "TON"))).toEqual(sorted(["Grace Hopper", "Katherine Johnson"]));
  });

  it("CONTAINS treats % and _ as plain characters on PostgreSQL, as LIKE wildcards on SQLite", async () => {
    const everyone = sorted(["Ada Lovelace", "Alan Turing", "Grace Hopper", "Émile Zola", "Katherine Johnson", "100% Fan_Club"]);
    const literal = provider === "postgresql";
    expect(await names(leaf("NAME", "CONTAINS", "%"))).toEqual(literal ? ["100% Fan_Club"] : everyone);
    expect(await names(leaf("NAME", "CONTAINS", "_"))).toEqual(literal ? ["100% Fan_Club"] : everyone);
    expect(await names(leaf("NAME", "ENDS_WITH", "n_club"))).toEqual(["100% Fan_Club"]);
  });

  it("NOT_CONTAINS ignores case and matches customers without a value", async () => {
    expect(await names(leaf("EMAIL", "NOT_CONTAINS", "EXAMPLE.ORG"))).toEqual(
      sorted(["Grace Hopper", "Émile Zola", "Katherine Johnson", "100% Fan_Club"]),
    );
  });

  it("EQUAL is exact, case included", async () => {
    expect(await names(leaf("EMAIL", "EQUAL", "GRACE@Navy.mil"))).toEqual(["Grace Hopper"]);
    expect(await names(leaf("EMAIL", "EQUAL", "grace@navy.mil"))).toEqual([]);
    expect(await names(leaf("MEMBERSHIP.NAME", "EQUAL", "Gold"))).toEqual(["Ada Lovelace", "Alan Turing"]);
    expect(await names(leaf("MEMBERSHIP.AUTO_RENEW", "EQUAL", true))).toEqual(["Ada Lovelace"]);
    expect(await names(leaf("CUSTOM.NEWSLETTER", "EQUAL", true))).toEqual(["Ada Lovelace", "Grace Hopper"]);
  });

  it("NOT_EQUAL includes customers whose field is empty", async () => {
    expect(await names(leaf("LANGUAGE", "NOT_EQUAL", "en"))).toEqual(sorted(["Émile Zola", "100% Fan_Club"]));
    expect(await names(leaf("MEMBER_NUMBER", "NOT_EQUAL", "M-001"))).toEqual(
      sorted(["Alan Turing", "Grace Hopper", "Émile Zola", "Katherine Johnson", "100% Fan_Club"]),
    );
    expect(await names(leaf("CUSTOM.NEWSLETTER", "NOT_EQUAL", "true"))).toEqual(
      sorted(["Alan Turing", "Émile Zola", "Katherine Johnson", "100% Fan_Club"]),
    );
  });

  it("STARTS_WITH and ENDS_WITH ignore case", async () => {
    expect(await names(leaf("NAME", "STARTS_WITH", "gr"))).toEqual(["Grace Hopper"]);
    expect(await names(leaf("MEMBER_NUMBER", "STARTS_WITH", "m-00"))).toEqual(
      sorted(["Ada Lovelace", "Alan Turing", "Émile Zola", "Katherine Johnson"]),
    );
    expect(await names(leaf("EMAIL", "ENDS_WITH", ".GOV"))).toEqual(["Katherine Johnson"]);
  });

  it("folds non-ASCII case on PostgreSQL only (SQLite's LIKE folds ASCII)", async () => {
    expect(await names(leaf("NAME", "CONTAINS", "Émile"))).toEqual(["Émile Zola"]);
    expect(await names(leaf("NAME", "CONTAINS", "émile"))).toEqual(provider === "postgresql" ? ["Émile Zola"] : []);
  });

  it("INCLUDES and NOT_INCLUDES test membership of a list field", async () => {
    expect(await names(leaf("CUSTOM.TAGS", "INCLUDES", "vip"))).toEqual(["Ada Lovelace", "Grace Hopper"]);
    expect(await names(leaf("CUSTOM.TAGS", "INCLUDES", "donor"))).toEqual(["Ada Lovelace", "Alan Turing"]);
    expect(await names(leaf("CUSTOM.TAGS", "NOT_INCLUDES", "vip"))).toEqual(
      sorted(["Alan Turing", "Émile Zola", "Katherine Johnson", "100% Fan_Club"]),
    );
  });

  it("LESSER, LESSER_OR_EQUAL, GREATER and GREATER_OR_EQUAL compare numbers", async () => {
    expect(await names(leaf("CUSTOM.SHOE_SIZE", "LESSER", 40))).toEqual(["Ada Lovelace", "Katherine Johnson"]);
    expect(await names(leaf("CUSTOM.SHOE_SIZE", "LESSER_OR_EQUAL", 40))).toEqual(["Ada Lovelace", "Grace Hopper", "Katherine Johnson"]);
    expect(await names(leaf("CUSTOM.SHOE_SIZE", "GREATER", 40))).toEqual(["Alan Turing"]);
    expect(await names(leaf("CUSTOM.SHOE_SIZE", "GREATER_OR_EQUAL", 40))).toEqual(["Alan Turing", "Grace Hopper"]);
  });

  it("compares dates with epoch milliseconds (and ISO strings)", async () => {
    expect(await names(leaf("CUSTOM.JOINED", "LESSER", epoch("2020-06-01T00:00:00Z")))).toEqual(["Ada Lovelace", "Grace Hopper"]);
    expect(await names(leaf("CUSTOM.JOINED", "GREATER_OR_EQUAL", "2021-06-15T00:00:00.000Z"))).toEqual(["Alan Turing", "Katherine Johnson"]);
    expect(await names(leaf("CUSTOM.JOINED", "EQUAL", epoch("2019-01-10T00:00:00Z")))).toEqual(["Grace Hopper"]);
  });

  it("MEMBERSHIP.VALID_TO holds when some membership matches", async () => {
    expect(await names(leaf("MEMBERSHIP.VALID_TO", "GREATER_OR_EQUAL", epoch("2026-06-01T00:00:00Z")))).toEqual(["Ada Lovelace", "Alan Turing"]);
    expect(await names(leaf("MEMBERSHIP.VALID_TO", "LESSER", epoch("2025-06-01T00:00:00Z")))).toEqual(["Alan Turing", "Émile Zola"]);
    expect(await names(leaf("MEMBERSHIP.VALID_TO", "LESSER_OR_EQUAL", epoch("2026-03-01T00:00:00Z")))).toEqual(
      sorted(["Alan Turing", "Émile Zola", "Katherine Johnson"]),
    );
    expect(await names(leaf("MEMBERSHIP.VALID_TO", "GREATER", epoch("2026-12-31T00:00:00Z")))).toEqual(["Alan Turing"]);
  });

  it("nests AND and OR three levels deep", async () => {
    const orAndOr = {
      operator: "OR",
      conditions: [
        {
          operator: "AND",
          conditions: [
            leaf("NAME", "NOT_CONTAINS", "hopper"),
            { operator: "OR", conditions: [leaf("CUSTOM.TAGS", "INCLUDES", "vip"), leaf("CUSTOM.SHOE_SIZE", "GREATER", 43)] },
          ],
        },
        leaf("LANGUAGE", "EQUAL", "fr"),
      ],
    };
    expect(await names(orAndOr)).toEqual(sorted(["Ada Lovelace", "Alan Turing", "Émile Zola"]));

    const andOrAnd = {
      operator: "AND",
      conditions: [
        leaf("MEMBER_NUMBER", "STARTS_WITH", "m"),
        {
          operator: "OR",
          conditions: [
            {
              operator: "AND",
              conditions: [
                leaf("MEMBERSHIP.VALID_TO", "GREATER_OR_EQUAL", epoch("2026-01-01T00:00:00Z")),
                leaf("MEMBERSHIP.NAME", "EQUAL", "Silver"),
              ],
            },
            leaf("CUSTOM.JOINED", "LESSER", epoch("2019-12-31T00:00:00Z")),
          ],
        },
      ],
    };
    expect(await names(andOrAnd)).toEqual(["Alan Turing", "Katherine Johnson"]);
  });

  it("filters other resources, through to-one relations into custom fields", async () => {
    const where = await compileFilter("MEMBERSHIP", JSON.stringify(leaf("CUSTOMER.CUSTOM.TAGS", "INCLUDES", "donor")), actor);
    const memberships = await db().membership.findMany({
      where: { AND: [{ museumId: actor.museumId }, where] },
      select: { name: true, customer: { select: { name: true } } },
    });
    expect(memberships.map((membership) => `${membership.customer.name}: ${membership.name}`).sort()).toEqual([
      "Ada Lovelace: Gold",
      "Alan Turing: Gold",
      "Alan Turing: Silver",
    ]);
  });

  it("refuses a custom field of another museum or a type mismatch with INVALID_FILTER", async () => {
    await expect(compileFilter("CUSTOMER", JSON.stringify(leaf("CUSTOM.HAT", "EQUAL", "x")), actor)).rejects.toMatchObject({
      code: "INVALID_FILTER",
      message: expect.stringContaining("filter.fieldName: unknown field CUSTOM.HAT on CUSTOMER"),
    });
    await expect(compileFilter("CUSTOMER", JSON.stringify(leaf("CUSTOM.TAGS", "CONTAINS", "v")), actor)).rejects.toMatchObject({
      code: "INVALID_FILTER",
      message: expect.stringContaining("filter.operator: CONTAINS is not allowed on CUSTOM.TAGS (list)"),
    });
  });
});
