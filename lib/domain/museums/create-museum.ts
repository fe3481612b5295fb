import { timeZoneInput } from "@/lib/domain/shared/input-schemas";
import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import { AppError } from "@/lib/errors/app-error";

export const museumSlug = z
  .string()
  .trim()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "use lower-case letters, digits and hyphens");

export const createMuseumInput = z.object({
  name: z.string().trim().min(1).max(200),
  slug: museumSlug,
  /** The museum's own zone (its days and reports); without one the database's default, UTC. */
  timezone: timeZoneInput.optional(),
  defaultCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/, "an ISO 4217 code such as EUR")
    .default("EUR"),
});

export interface MuseumSummary {
  id: string;
  slug: string;
  name: string;
}

export async function createMuseum(input: z.input<typeof createMuseumInput>, tx?: Tx): Promise<MuseumSummary> {
  const data = createMuseumInput.parse(input);
  const existing = await dbOr(tx).museum.findUnique({ where: { slug: data.slug }, select: { id: true } });
  if (existing) throw new AppError("ALREADY_EXISTS", `A museum with slug "${data.slug}" already exists.`);
  return dbOr(tx).museum.create({ data, select: { id: true, slug: true, name: true } });
}

export async function findMuseumBySlug(slug: string, tx?: Tx): Promise<MuseumSummary> {
  const museum = await dbOr(tx).museum.findUnique({ where: { slug }, select: { id: true, slug: true, name: true } });
  if (!museum) throw new AppError("NOT_FOUND", `No museum with slug "${slug}".`);
  return museum;
}
