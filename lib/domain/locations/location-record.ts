// The public shape of a location, as every door returns it.
export interface LocationRecord {
  id: string;
  name: string;
  timezone: string;
  /** Doors open this many minutes before a slot at this location starts. */
  earlyEntryMinutes: number;
  createdAt: Date;
  updatedAt: Date;
}

export const locationSelect = { id: true, name: true, timezone: true, earlyEntryMinutes: true, createdAt: true, updatedAt: true } as const;
