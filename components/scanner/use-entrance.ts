"use client";

import { keptOnPhone } from "./kept-on-phone";

// The entrance this scanner stands at ("Main entrance"), sent with each check-in so a second scan can
// say where the first was. Kept on the phone: one phone, one door, across sign-ins.

const entrance = keptOnPhone("foyer.scanner.entrance", "");

/**
 * The entrance as kept right now. A scan reads it here rather than from the last render: a handheld
 * scan into the focused Entrance field puts the field back in the same moment (use-keyboard-wedge.ts).
 */
export const currentEntrance = entrance.read;

export function useEntrance(): [string, (entrance: string) => void] {
  return [entrance.useText(), entrance.write];
}
