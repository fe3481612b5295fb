import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { museumRole, type MuseumRoleName } from "./roles";

export const grantMuseumRoleInput = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().max(200).optional(),
  museumId: z.string().min(1),
  role: museumRole,
});

export interface StaffMember {
  userId: string;
  email: string;
  museumId: string;
  role: MuseumRoleName;
}

/** Creates the user when the email is new, and gives them `role` in the museum (replacing any other). */
export async function grantMuseumRole(input: z.input<typeof grantMuseumRoleInput>, tx?: Tx): Promise<StaffMember> {
  const { email, name, museumId, role } = grantMuseumRoleInput.parse(input);
  return inTransaction(tx, async (t) => {
    const user = await t.user.upsert({
      where: { email },
      create: { email, name: name ?? "" },
      update: name === undefined ? {} : { name },
      select: { id: true, email: true },
    });
    await t.museumRole.upsert({
      where: { userId_museumId: { userId: user.id, museumId } },
      create: { userId: user.id, museumId, role },
      update: { role },
    });
    return { userId: user.id, email: user.email, museumId, role };
  });
}
