import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// The signed-in owner's or admin's daily summary email of a museum (docs/reports.md, "Daily summary").

const DAILY_SUMMARY = gql(`query DailySummaryEmail($museumId: ID!) { museum(id: $museumId) { id dailySummaryEmail } }`);

const SET_DAILY_SUMMARY = gql(
  `mutation SetDailySummaryEmail($museumId: ID!, $enabled: Boolean!) { setDailySummaryEmail(museumId: $museumId, enabled: $enabled) { id dailySummaryEmail } }`,
);

export async function fetchDailySummaryEmail(museumId: string): Promise<boolean> {
  return answered((await graphql(DAILY_SUMMARY, { museumId })).museum).dailySummaryEmail;
}

export async function setDailySummaryEmail(museumId: string, enabled: boolean): Promise<boolean> {
  return (await graphql(SET_DAILY_SUMMARY, { museumId, enabled })).setDailySummaryEmail.dailySummaryEmail;
}
