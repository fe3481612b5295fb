// Money as a reader is told it in words (assistants' answers, docs/mcp.md): the amount in the
// currency's own unit with its minor digits, then its ISO 4217 code, e.g. "12.50 EUR", "1500 JPY".
// Amounts are stored and sent in minor units everywhere else.

const digitsOf = new Map<string, number>();

function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** 1250, "EUR" → "12.50 EUR". */
export function moneyInWords(amountInMinorUnits: number, currency: string): string {
  const digits = minorDigits(currency);
  return `${(amountInMinorUnits / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** Sums in several currencies: "12.50 EUR + 3.00 CHF", or "0" when there is none. */
export function amountsInWords(amounts: readonly { amount: number; currency: string }[]): string {
  return amounts.map((money) => moneyInWords(money.amount, money.currency)).join(" + ") || "0";
}
