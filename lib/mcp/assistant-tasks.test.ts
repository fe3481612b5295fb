import { describe, expect, it } from "vitest";
import { englishMessages, germanMessages } from "@/lib/i18n/catalogues";
import { assistantTaskNames } from "./assistant-tasks";
import { TOOLS } from "./create-server";

describe("what the consent page says an assistant may do", () => {
  const groups = assistantTaskNames();

  it("lists every tool of the tool server once, by the role it needs", () => {
    const listed = [...groups.read, ...groups.change, ...groups.door];
    expect(listed.sort()).toEqual(TOOLS.map((tool) => tool.name).sort());
    expect(groups.read).toEqual(expect.arrayContaining(["list_museums", "list_orders", "occupancy_now"]));
    expect(groups.change).toEqual(expect.arrayContaining(["sell_tickets", "hold_order", "void_ticket", "close_days", "create_schedule"]));
    expect(groups.door).toEqual(expect.arrayContaining(["check_in_visitor", "check_out_visitor"]));
    expect(groups.change).not.toContain("check_in_visitor");
  });

  it("has the words for exactly those tools in English and German", () => {
    const names = TOOLS.map((tool) => tool.name).sort();
    expect(Object.keys(englishMessages.AssistantTasks).sort()).toEqual(names);
    expect(Object.keys(germanMessages.AssistantTasks).sort()).toEqual(names);
    for (const words of [englishMessages.AssistantTasks, germanMessages.AssistantTasks]) {
      for (const [name, text] of Object.entries(words)) expect(text.trim(), name).not.toBe("");
    }
  });
});
