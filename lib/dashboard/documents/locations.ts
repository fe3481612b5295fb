import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// The museum's buildings and rooms as the Settings page edits them (docs/dashboard.md, "Settings"):
// each with its wall clock, how early doors open before a slot, and how many may be inside at once.

const LOCATION_SETTINGS_FIELDS = gql(`fragment LocationSettingsFields on Location { id name timezone earlyEntryMinutes maxOccupancy }`);

export type LocationSettings = ResultOf<typeof LOCATION_SETTINGS_FIELDS>;

const LOCATION_SETTINGS = gql(`query LocationSettings($museumId: ID!) { museum(id: $museumId) { locations(limit: 1000) { list { ...LocationSettingsFields } } } }`, [
  LOCATION_SETTINGS_FIELDS,
]);

export async function fetchLocationSettings(museumId: string): Promise<LocationSettings[]> {
  const data = await graphql(LOCATION_SETTINGS, { museumId });
  return answered(answered(data.museum).locations).list;
}

const CREATE_LOCATION = gql(
  `mutation CreateLocation($museumId: ID!, $input: CreateLocationInput!) { createLocation(museumId: $museumId, input: $input) { ...LocationSettingsFields } }`,
  [LOCATION_SETTINGS_FIELDS],
);
const UPDATE_LOCATION = gql(
  `mutation UpdateLocation($museumId: ID!, $id: ID!, $input: UpdateLocationInput!) { updateLocation(museumId: $museumId, id: $id, input: $input) { ...LocationSettingsFields } }`,
  [LOCATION_SETTINGS_FIELDS],
);

/** Creates the location, or changes the one with `id`. */
export async function saveLocation(museumId: string, id: string | null, input: Record<string, unknown>): Promise<LocationSettings> {
  if (id) return (await graphql(UPDATE_LOCATION, { museumId, id, input })).updateLocation;
  return (await graphql(CREATE_LOCATION, { museumId, input: input as { name: string } })).createLocation;
}
