import { z } from "zod";

// What each role may do is listed in the README ("Roles"). OWNER, ADMIN and EDITOR may change
// a museum's data (GraphQL's permissionToModifyMuseum); VIEWER only reads; DOOR checks members in.
export const museumRoles = ["OWNER", "ADMIN", "EDITOR", "VIEWER", "DOOR"] as const;
export const museumRole = z.enum(museumRoles);
export type MuseumRoleName = z.infer<typeof museumRole>;

export function canModifyMuseum(role: MuseumRoleName): boolean {
  return role === "OWNER" || role === "ADMIN" || role === "EDITOR";
}
