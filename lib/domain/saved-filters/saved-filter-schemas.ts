import { z } from "zod";
import { nameInput } from "@/lib/domain/shared/input-schemas";

// What a saved filter holds: the filter builder's conditions (lib/dashboard/builder-filter.ts), kept
// as the staff member left them, half-filled conditions included, within the filter language's bounds
// (docs/filtering.md, "Bounds").

export const savedFilterKinds = ["CUSTOMER", "MEMBERSHIP"] as const;
export type SavedFilterKind = (typeof savedFilterKinds)[number];

const MAX_FILTER_TEXT = 20_000;
const MAX_DEPTH = 8;
const MAX_NODES = 100;

export interface BuilderLeaf {
  fieldName: string;
  operator: string;
  value: string;
}

export interface BuilderGroup {
  operator: "AND" | "OR";
  conditions: BuilderNode[];
}

export type BuilderNode = BuilderLeaf | BuilderGroup;

const leaf = z.strictObject({ fieldName: z.string().max(200), operator: z.string().max(40), value: z.string().max(500) });
const group: z.ZodType<BuilderGroup> = z.strictObject({
  operator: z.enum(["AND", "OR"]),
  conditions: z.array(z.lazy(() => z.union([leaf, group]))).max(MAX_NODES),
});

const depth = (node: BuilderNode): number => ("conditions" in node ? 1 + Math.max(0, ...node.conditions.map(depth)) : 0);
const count = (node: BuilderNode): number => 1 + ("conditions" in node ? node.conditions.reduce((sum, child) => sum + count(child), 0) : 0);

/** The builder's conditions as JSON text, parsed and checked against the filter language's bounds. */
export const builderFilterText = z
  .string()
  .max(MAX_FILTER_TEXT)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "Expected the filter as JSON." });
      return z.NEVER;
    }
  })
  .pipe(group)
  .refine((root) => depth(root) <= MAX_DEPTH, `At most ${MAX_DEPTH} levels of groups.`)
  .refine((root) => count(root) <= MAX_NODES, `At most ${MAX_NODES} conditions and groups.`);

export const saveFilterInput = z.strictObject({
  kind: z.enum(savedFilterKinds),
  name: nameInput,
  filter: builderFilterText,
});

export type SaveFilterInput = z.output<typeof saveFilterInput>;
