// Who is acting, and for which museum. Every service takes one; every query it makes is
// scoped to `museumId`, which is how one museum's data stays walled off from another's.
export interface Actor {
  museumId: string;
  apiKeyId?: string;
  userId?: string;
}
