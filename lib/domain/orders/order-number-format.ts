// How order numbers are written (docs/orders.md, "Order numbers"): six signs of an alphabet without
// the ones people mistake for each other (0 and O, 1, I and L) nor U (mistaken for V), shown as
// "A7K-29Q". No server imports: the dashboard's search reads typed numbers with it in the browser.

export const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_NUMBER_SIGNS = 6;

/** Six signs of the alphabet as a number, "XXX-XXX". */
export function writtenOrderNumber(signs: string): string {
  return `${signs.slice(0, 3)}-${signs.slice(3)}`;
}

/** What a person typed, as a stored number: any case, spaces or dashes anywhere. Null when it cannot be a number. */
export function typedOrderNumber(typed: string): string | null {
  const signs = typed.toUpperCase().replace(/[\s-]/g, "");
  if (signs.length !== ORDER_NUMBER_SIGNS || [...signs].some((sign) => !ORDER_NUMBER_ALPHABET.includes(sign))) return null;
  return writtenOrderNumber(signs);
}
