// The most guests one card may bring to one visit (docs/orders.md, "Members book a slot"). A module
// of its own, with no imports, so the dashboard's add-membership dialog checks the same bound in the
// browser.
export const MAX_GUESTS_PER_VISIT = 20;

/** Whether a card may bring this many guests per visit: a whole number from 0 to the most. */
export const guestsPerVisitAllowed = (guests: number): boolean => Number.isInteger(guests) && guests >= 0 && guests <= MAX_GUESTS_PER_VISIT;
