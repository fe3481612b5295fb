// Saved filters (docs/dashboard.md, "Saved filters"): a museum's named filters of its customer and
// membership lists. Every role that reads the museum reads them; EDITOR and above save and delete.
export const savedFilterTypeDefs = /* GraphQL */ `
  "The list a saved filter filters."
  enum SavedFilterKind {
    CUSTOMER
    MEMBERSHIP
  }

  "A filter of a list kept under a name, shared by the museum's staff."
  type SavedFilter {
    id: ID!
    kind: SavedFilterKind!
    name: String!
    "The filter builder's conditions as JSON text: { operator: AND|OR, conditions: [{ fieldName, operator, value } or groups] }."
    filter: String!
    "Who saved it last: their name, or their email without one; null once that user is gone."
    createdBy: String
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  input SaveFilterInput {
    kind: SavedFilterKind!
    "1–200 characters; saving under a name the list already has replaces that filter."
    name: String!
    "The builder's conditions as JSON text, within the filter language's bounds (docs/filtering.md)."
    filter: String!
  }

  extend type Museum {
    "The museum's saved filters of one list, by name."
    savedFilters(kind: SavedFilterKind!): [SavedFilter!]!
  }

  extend type Mutation {
    "Saves a filter under a name for the museum's staff; EDITOR and above (others: FORBIDDEN)."
    saveFilter(museumId: ID!, input: SaveFilterInput!): SavedFilter!
    "Deletes a saved filter and answers its id; EDITOR and above (others: FORBIDDEN)."
    deleteSavedFilter(museumId: ID!, id: ID!): ID!
  }
`;
