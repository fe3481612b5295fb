import { z } from "zod";
import { defineOperation, listing, pageInWords, lookUp, pageInput, removalOperation } from "@/lib/domain/operations/operation";
import { pageOf } from "@/lib/domain/shared/answer-schemas";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { createLocation } from "./create-location";
import { deleteLocation } from "./delete-location";
import { getLocation } from "./get-location";
import { listLocations } from "./list-locations";
import { createLocationInput, locationAnswer, updateLocationInput } from "./location-schemas";
import { updateLocation } from "./update-location";

// A museum's locations in the operation catalog (docs/architecture.md, "The operation catalog"): the
// buildings, halls and sites its events, time slots and ticket types happen at.

/** "Nordflügel (id), Europe/Berlin, doors open 30 min before a slot, at most 120 inside". */
function locationInWords(location: z.output<typeof locationAnswer>): string {
  const most = location.maxOccupancy === null ? "no limit inside" : `at most ${location.maxOccupancy} inside`;
  return `${location.name} (${location.id}), ${location.timezone}, doors open ${location.earlyEntryMinutes} min before a slot, ${most}`;
}

const locationId = recordId.describe("The location's id (a UUID), as list_locations shows it.");

const LOCATION_PAGE = { max: 1000, fallback: 100 };

export const listLocationsOperation = defineOperation({
  name: "list_locations",
  title: "List locations",
  summary:
    "Lists a museum's locations (buildings, halls, sites) with their id, time zone, early entry and most allowed inside, oldest first. " +
    "Events, time slots and ticket types take one of these ids as locationId; times of a location's records are read in its time zone.",
  noun: "location",
  input: pageInput(LOCATION_PAGE),
  output: pageOf(locationAnswer),
  ...listing,
  run: (actor, { limit = LOCATION_PAGE.fallback, offset = 0, filter }) => listLocations({ actor, paging: { limit, offset }, filter }),
  inWords: pageInWords("location", locationInWords),
});

export const getLocationOperation = defineOperation({
  name: "get_location",
  title: "Look up a location",
  summary: "Shows one location: its name, time zone, early entry and most allowed inside.",
  noun: "location",
  input: z.strictObject({ locationId }),
  output: locationAnswer,
  ...lookUp,
  run: (actor, { locationId: id }) => getLocation({ actor, id }),
  inWords: locationInWords,
});

export const createLocationOperation = defineOperation({
  name: "create_location",
  title: "Add a location",
  summary: "Adds a location (a building, hall or site) to a museum, with its time zone, early entry and most allowed inside.",
  noun: "location",
  input: createLocationInput,
  output: locationAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  audits: ["location"],
  webhooks: [],
  errors: [],
  run: (actor, input) => createLocation({ actor, input }),
  inWords: (location) => `Added the location ${locationInWords(location)}.`,
});

export const updateLocationOperation = defineOperation({
  name: "update_location",
  title: "Change a location",
  summary: "Changes a location's name, time zone, early entry or most allowed inside; what is not given stays. maxOccupancy null lifts the limit.",
  noun: "location",
  input: updateLocationInput.extend({ locationId }),
  output: locationAnswer,
  answerKind: "record",
  need: "modify",
  effect: "changes",
  audits: ["location"],
  webhooks: [],
  errors: ["NOT_FOUND"],
  run: (actor, { locationId: id, ...input }) => updateLocation({ actor, id, input }),
  inWords: (location) => `Changed the location: ${locationInWords(location)}.`,
});

export const deleteLocationOperation = removalOperation({
  name: "delete_location",
  title: "Remove a location",
  summary: "Removes a location for good. Refused with IN_USE while events, time slots or ticket types use it.",
  noun: "location",
  recordId: { name: "locationId", schema: locationId },
  audits: ["location"],
  errors: ["NOT_FOUND", "IN_USE"],
  remove: (actor, id) => deleteLocation({ actor, id }),
});
