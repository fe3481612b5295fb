// The daily summary email (docs/reports.md, "Daily summary"): whether the signed-in user gets it, and
// the owner's or admin's own switch for it. Other roles read false and may not switch it on.
export const dailySummaryTypeDefs = /* GraphQL */ `
  extend type Museum {
    "Whether the signed-in user gets this museum's daily summary email: asked for, and an OWNER or ADMIN here."
    dailySummaryEmail: Boolean!
  }

  extend type Mutation {
    "Turns the signed-in user's daily summary email of this museum on or off; only an OWNER or ADMIN (others: FORBIDDEN)."
    setDailySummaryEmail(museumId: ID!, enabled: Boolean!): Museum!
  }
`;
