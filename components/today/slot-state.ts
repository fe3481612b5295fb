import type { CapacitySlot } from "@/lib/dashboard/documents/capacity";

// Which one thing a slot card says about a slot that can sell little or nothing (docs/dashboard.md,
// "Today"): a slot full of holds may free up when they expire, unlike one full of sales, and a slot
// with room whose ticket types are sold out still sells nothing, so each reads differently.

export type SlotState = "closed" | "sold-out" | "held-full" | "types-sold-out" | "almost-full" | "open";

export function slotState(slot: Pick<CapacitySlot, "closed" | "capacity" | "soldQuantity" | "availableCapacity" | "sellableQuantity">): SlotState {
  // A slot of no places sells nothing by design: closed, not sold out.
  if (slot.closed || slot.capacity === 0) return "closed";
  if (slot.soldQuantity >= slot.capacity) return "sold-out";
  if (slot.availableCapacity === 0) return "held-full";
  if (slot.sellableQuantity === 0) return "types-sold-out";
  if (slot.sellableQuantity / slot.capacity <= 0.1) return "almost-full";
  return "open";
}

/** The badge of a state (its message in the SlotCard catalogue), or null when the slot is simply open. */
export function slotBadge(state: SlotState): { message: "closed" | "soldOut" | "heldFull" | "typesSoldOut" | "almostFull"; tone: "danger" | "warning" | "neutral" } | null {
  switch (state) {
    case "closed":
      return { message: "closed", tone: "neutral" };
    case "sold-out":
      return { message: "soldOut", tone: "danger" };
    case "held-full":
      return { message: "heldFull", tone: "warning" };
    case "types-sold-out":
      return { message: "typesSoldOut", tone: "danger" };
    case "almost-full":
      return { message: "almostFull", tone: "warning" };
    case "open":
      return null;
  }
}
