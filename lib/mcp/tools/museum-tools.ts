import { z } from "zod";
import { READ_ONLY, type ToolDefinition } from "../tool-kit";

// The one staff tool outside the operation catalog: which museums the signed-in user has a role in.
// Every operation acts in one museum; this is how an assistant learns their ids. It answers the roles
// read once for the request (create-server.ts), so it asks the database nothing more.

const museumOutput = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  timeZone: z.string().describe("The museum's own IANA time zone: its calendar days, and the times of records without a location."),
  role: z.enum(["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"]).describe("Your role there."),
  permissionToModifyMuseum: z.boolean().describe("True for OWNER, ADMIN and EDITOR: you may change the museum's data."),
});

export const listMuseums: ToolDefinition<z.ZodObject> = {
  name: "list_museums",
  title: "List my museums",
  description:
    "Lists the museums where you (the signed-in staff member) have a role, with your role and whether you may change the museum " +
    "(permissionToModifyMuseum: OWNER, ADMIN and EDITOR may; VIEWER only reads; DOOR only verifies membership QR codes and checks visitors in and out). " +
    "Every other tool takes one of these museum ids.",
  input: z.strictObject({}),
  output: { museums: z.array(museumOutput).describe("By name.") },
  need: "any",
  annotations: READ_ONLY,
  async run(_args, context) {
    const museums = [...context.museums]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ id, name, slug, timezone, role, permissionToModifyMuseum }) => ({ id, name, slug, timeZone: timezone, role, permissionToModifyMuseum }));
    const lines = museums.map((museum) => `- ${museum.name} (${museum.id}): ${museum.role}${museum.permissionToModifyMuseum ? ", may change it" : ""}, days in ${museum.timeZone}`);
    return { summary: museums.length ? `You have a role in ${museums.length} museum(s):\n${lines.join("\n")}` : "You have no role in any museum.", data: { museums } };
  },
};
