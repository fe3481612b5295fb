import { databaseProvider, sqliteTimestamp, type Tx } from "@/lib/db/client";

// Who is inside a location now (docs/admission.md, "Who is inside now"): one LocationOccupancy row per
// location, moved in the transaction that stores or ends the visits. The claim is one conditional
// upsert, so on both databases the check against the location's maxOccupancy and the increment are
// one step under the row's lock (PostgreSQL) or the write transaction (SQLite): concurrent admissions,
// in any batches and processes, can never together pass the limit. Nothing counts CheckIn rows.

const sqlite = () => databaseProvider() === "sqlite";
const at = (now: Date) => (sqlite() ? sqliteTimestamp(now) : now.toISOString());
const param = (index: number, timestamp = false) => (sqlite() ? "?" : timestamp ? `$${index}::timestamp(3)` : `$${index}`);

const maxOf = (locationRef: string) => `(SELECT "maxOccupancy" FROM "Location" WHERE "id" = ${locationRef})`;

// `capped`: whether the location's maxOccupancy applies. An admission a phone made offline happened
// whatever the count, so it is counted uncapped.
// The units are written into the statement (an integer the caller counted), so each parameter appears
// once, as SQLite's positional ones require.
function claimStatement(units: number, capped: boolean): string {
  if (!Number.isSafeInteger(units) || units < 1) throw new Error(`claimPlaces: ${units} is not a count of visitors`);
  const firstFits = capped ? `("Location"."maxOccupancy" IS NULL OR ${units} <= "Location"."maxOccupancy")` : "true";
  const updateFits = capped ? `WHERE ${maxOf(`excluded."locationId"`)} IS NULL OR "LocationOccupancy"."inside" + excluded."inside" <= ${maxOf(`excluded."locationId"`)}` : "";
  return `INSERT INTO "LocationOccupancy" ("locationId", "museumId", "inside", "updatedAt")
    SELECT "Location"."id", "Location"."museumId", ${units}, ${param(1, true)} FROM "Location"
    WHERE "Location"."id" = ${param(2)} AND ${firstFits}
    ON CONFLICT ("locationId") DO UPDATE SET "inside" = "LocationOccupancy"."inside" + excluded."inside", "updatedAt" = excluded."updatedAt" ${updateFits}`;
}

/** Takes `units` places at the location, all or none; whether they were taken. */
async function claimAll(tx: Tx, locationId: string, units: number, capped: boolean, now: Date): Promise<boolean> {
  return (await tx.$executeRawUnsafe(claimStatement(units, capped), at(now), locationId)) === 1;
}

/**
 * Takes places at the location for `units` visitors arriving together (in admission order): all of
 * them when they fit, else one at a time until the location is full. Answers how many were let in,
 * the first ones; the rest are refused LOCATION_FULL.
 */
export async function claimPlaces(tx: Tx, locationId: string, units: number, { capped, now }: { capped: boolean; now: Date }): Promise<number> {
  if (units === 0 || (await claimAll(tx, locationId, units, capped, now))) return units;
  let granted = 0;
  while (granted < units && (await claimAll(tx, locationId, 1, capped, now))) granted += 1;
  return granted;
}

/** Gives back the places of `units` visits that ended. */
export async function freePlaces(tx: Tx, locationId: string, units: number, now: Date): Promise<void> {
  if (units === 0) return;
  await tx.$executeRawUnsafe(
    `UPDATE "LocationOccupancy" SET "inside" = "inside" - ${param(1)}, "updatedAt" = ${param(2, true)} WHERE "locationId" = ${param(3)}`,
    units,
    at(now),
    locationId,
  );
}
