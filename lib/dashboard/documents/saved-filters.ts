import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// Saved filters of the Customers and Memberships pages (docs/dashboard.md, "Saved filters"), and the
// names the filter builder offers in place of ticket type, event and time slot ids.

export type SavedFilterKind = "CUSTOMER" | "MEMBERSHIP";

const SAVED_FILTER_FIELDS = gql(`fragment SavedFilterFields on SavedFilter { id kind name filter createdBy updatedAt }`);

export type SavedFilterItem = ResultOf<typeof SAVED_FILTER_FIELDS>;

const SAVED_FILTERS = gql(
  `query SavedFilters($museumId: ID!, $kind: SavedFilterKind!) { museum(id: $museumId) { savedFilters(kind: $kind) { ...SavedFilterFields } } }`,
  [SAVED_FILTER_FIELDS],
);

export async function fetchSavedFilters(museumId: string, kind: SavedFilterKind): Promise<SavedFilterItem[]> {
  return answered((await graphql(SAVED_FILTERS, { museumId, kind })).museum).savedFilters;
}

const SAVE_FILTER = gql(
  `mutation SaveFilter($museumId: ID!, $input: SaveFilterInput!) { saveFilter(museumId: $museumId, input: $input) { ...SavedFilterFields } }`,
  [SAVED_FILTER_FIELDS],
);

export async function saveFilter(museumId: string, input: { kind: SavedFilterKind; name: string; filter: string }): Promise<SavedFilterItem> {
  return (await graphql(SAVE_FILTER, { museumId, input })).saveFilter;
}

const DELETE_SAVED_FILTER = gql(`mutation DeleteSavedFilter($museumId: ID!, $id: ID!) { deleteSavedFilter(museumId: $museumId, id: $id) }`);

export async function deleteSavedFilter(museumId: string, id: string): Promise<void> {
  await graphql(DELETE_SAVED_FILTER, { museumId, id });
}

const FILTER_CHOICES = gql(`
  query FilterChoices($museumId: ID!) {
    museum(id: $museumId) {
      events(limit: 100) { list { id name } }
      ticketTypes(limit: 1000) { list { id name eventId translations { language name } } }
      timeSlots(limit: 1000, orderBy: STARTS_AT) { list { id startsAt eventId } }
    }
  }
`);

export type FilterChoices = NonNullable<ResultOf<typeof FILTER_CHOICES>["museum"]>;

export async function fetchFilterChoices(museumId: string): Promise<FilterChoices> {
  return answered((await graphql(FILTER_CHOICES, { museumId })).museum);
}
