import type { StaffNeed } from "@/lib/domain/users/administer-museum";
import { TOOLS } from "./create-server";

// What the consent page (/auth/mcp) tells a person an assistant will be able to do: every tool the
// staff tool server has, the operation catalog's and the rest, grouped by the role each needs, so a
// tool added to the server is on the page at once. Each tool's words are the AssistantTasks namespace
// (lib/i18n/messages/*/connect.json), keyed by the tool's name; lib/mcp/assistant-tasks.test.ts checks
// that every tool has them.

export type TaskGroup = "read" | "change" | "door";

const groupOf: Record<StaffNeed | "any", TaskGroup> = { any: "read", read: "read", modify: "change", administer: "change", verify: "door" };

/** The tools' names in each group, in the order the tool server lists them. */
export function assistantTaskNames(): Record<TaskGroup, string[]> {
  const groups: Record<TaskGroup, string[]> = { read: [], change: [], door: [] };
  for (const tool of TOOLS) groups[groupOf[tool.need]].push(tool.name);
  return groups;
}
