import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";

const MUSEUMS = gql("query Museums { museums { id name slug role permissionToModifyMuseum } }");

const museumOutput = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"]).describe("Your role there."),
  permissionToModifyMuseum: z.boolean().describe("True for OWNER, ADMIN and EDITOR: you may change the museum's data."),
});

export const listMuseums: ToolDefinition<z.ZodObject> = {
  name: "list_museums",
  title: "List my museums",
  description:
    "Lists the museums where you (the signed-in staff member) have a role, with your role and whether you may change the museum " +
    "(permissionToModifyMuseum: OWNER, ADMIN and EDITOR may; VIEWER only reads; DOOR only verifies membership QR codes). " +
    "Every other tool takes one of these museum ids.",
  input: z.object({}),
  output: { museums: z.array(museumOutput).describe("By name.") },
  need: "any",
  annotations: READ_ONLY,
  async run(_args, context) {
    const { museums } = await graphql(context, MUSEUMS);
    const lines = museums.map((museum) => `- ${museum.name} (${museum.id}): ${museum.role}${museum.permissionToModifyMuseum ? ", may change it" : ""}`);
    return { summary: museums.length ? `You have a role in ${museums.length} museum(s):\n${lines.join("\n")}` : "You have no role in any museum.", data: { museums } };
  },
};
