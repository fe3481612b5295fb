"use client";

import { keptOnPhone } from "./kept-on-phone";

// Whether this scanner lets visitors in or scans them out (docs/dashboard.md, "The door"). Kept on the
// phone like its entrance: a phone at the exit stays the exit's across sign-ins.

export type DoorDirection = "in" | "out";

const direction = keptOnPhone("foyer.scanner.direction", "in");

export function useDoorDirection(): [DoorDirection, (direction: DoorDirection) => void] {
  return [direction.useText() === "out" ? "out" : "in", direction.write];
}
