// Prices as a person reads them. The server counts them in minor units of their currency (cents for EUR, yen for
// JPY), so how many fraction digits a unit has depends on the currency: Intl knows it (ISO 4217).

function currencyFormat(locale: string, currency: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // The contract allows the code in either case; Intl wants it in upper case.
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), ...options });
}

/** How many minor units make one unit of `currency`: 100 for EUR, 1 for JPY. */
function minorUnitsPerUnit(currency: string): number {
  // Any locale does: the number of fraction digits is the currency's, not the language's.
  return 10 ** (currencyFormat('en-US', currency).resolvedOptions().maximumFractionDigits ?? 2);
}

/** `500` EUR in fr-FR reads "5,00 €"; in en-US "€5.00". */
export function formatMinorUnits(locale: string, amount: number, currency: string): string {
  return currencyFormat(locale, currency).format(amount / minorUnitsPerUnit(currency));
}

/**
 * What one credit of a pack costs, rounded to the currency's own precision ("€0.17" for 150 credits at €25);
 * null for a pack of no credits.
 */
export function formatPricePerCredit(locale: string, price: number, credits: number, currency: string): string | null {
  if (credits <= 0) return null;
  return formatMinorUnits(locale, price / credits, currency);
}
