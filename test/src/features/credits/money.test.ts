// Prices from minor units, in the interface language, with the currency's own number of fraction digits.
import { formatMinorUnits, formatPricePerCredit } from '../../../../src/features/credits/money';

describe('prices', () => {
  it.each([
    ['en-US', 500, 'eur', '€5.00'],
    ['fr-FR', 500, 'eur', '5,00\u00a0€'],
    ['en-US', 2500, 'EUR', '€25.00'],
    ['en-US', 1999, 'usd', '$19.99'],
    ['fr-FR', 1999, 'usd', '19,99\u00a0$US'],
    // The yen has no minor unit: 1000 is ¥1,000, not ¥10.
    ['en-US', 1000, 'jpy', '¥1,000'],
    // The Kuwaiti dinar has three fraction digits.
    ['en-US', 12345, 'kwd', 'KWD\u00a012.345'],
  ])('in %s, %d minor units of %s read %s', (locale, amount, currency, text) => {
    expect(formatMinorUnits(locale, amount, currency)).toBe(text);
  });

  it('give the price of one credit, rounded to the currency’s precision', () => {
    expect(formatPricePerCredit('en-US', 500, 20, 'eur')).toBe('€0.25');
    expect(formatPricePerCredit('en-US', 2500, 150, 'eur')).toBe('€0.17');
    expect(formatPricePerCredit('fr-FR', 1200, 60, 'eur')).toBe('0,20\u00a0€');
    expect(formatPricePerCredit('en-US', 500, 0, 'eur')).toBeNull();
  });
});
