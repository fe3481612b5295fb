// The public shape of a location, as every door returns it.
export interface LocationRecord {
  id: string;
  name: string;
  timezone: string;
  createdAt: Date;
  updatedAt: Date;
}

export const locationSelect = { id: true, name: true, timezone: true, createdAt: true, updatedAt: true } as const;
