// Generated inputs for the property tests: anything JSON can carry, and values shaped like the fields they go
// to (ids of the account's rows and of nobody's, dates at the edges of the calendar, text of every size and
// script, lone surrogates, NUL), so that the generated requests get past the first check as often as not.
import fc from 'fast-check';
import { ACTION_TYPES, AI_PRODUCT_NAMES, FILE_TYPES, IDS_PER_REQUEST_MAX, LONG_TEXT_MAX_LENGTH } from '../../../contract';
import { repetitions } from '../../support/repetitions';

/** The fixed seed of every property run here: a failure prints its seed and path, and replays with them. */
export const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 20261125);

/**
 * Runs per route or request name: 20 at every commit (with the fixed seed, each commit would otherwise
 * re-check the very inputs the last one did); PROPERTY_RUNS=100 (or any count) asks for more, and another
 * PROPERTY_SEED for new inputs.
 */
export const PROPERTY_RUNS = repetitions('PROPERTY_RUNS', 20);

/** JSON text of a generated value, or '' for undefined (which JSON cannot write). */
export function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value);
}

/** Any JSON value, deep and wide enough to reach nested handling, small enough to send by the hundred. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 4, depthSize: 'small' });

/** Text of every kind: scripts, emoji, control characters and NUL, lone surrogates, and the longest allowed and just past it. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 2 },
  { arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff x', '%00', "'; drop table accounts; --", '<script>alert(1)</script>', '𝒜𝒷𝒸 ✓ 日本語 مرحبا'), weight: 2 },
  { arbitrary: fc.constantFrom(LONG_TEXT_MAX_LENGTH, LONG_TEXT_MAX_LENGTH + 1, 300_000).map((length) => 'é'.repeat(length)), weight: 1 },
);

/** Moments at the edges: before 1970, far future, 24:00, leap days that do not exist, offsets, no zone. */
export const anyDateText: fc.Arbitrary<string> = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-12-01T09:00:00.000Z',
    '0000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '2026-02-30T10:00:00Z',
    '2026-11-25T24:00:00Z',
    '2026-11-25T10:00:00+05:30',
    '2026-11-25T10:00:00',
    '2026-11-25',
    '1969-12-31T23:59:59.999999999Z',
  ),
);

/** Ids the generated requests may name: the account's own rows, another account's, and nobody's. */
export interface KnownIds {
  readonly own: readonly string[];
  readonly others: readonly string[];
}

function idArbitrary(known: KnownIds): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known.own), weight: 4 },
    { arbitrary: fc.constantFrom(...known.others), weight: 1 },
    { arbitrary: fc.uuid({ version: 4 }), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', 'not-an-id', '', ' '.repeat(36)), weight: 1 },
    { arbitrary: anyJson, weight: 1 },
  );
}

function idListArbitrary(known: KnownIds): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.array(idArbitrary(known), { maxLength: 6 }), weight: 5 },
    { arbitrary: fc.uniqueArray(fc.constantFrom(...known.own), { maxLength: known.own.length }), weight: 3 },
    { arbitrary: fc.constantFrom(IDS_PER_REQUEST_MAX, IDS_PER_REQUEST_MAX + 1).map((length) => Array.from({ length }, () => known.own[0])), weight: 1 },
    { arbitrary: anyJson, weight: 1 },
  );
}

/** A value for a field, shaped by its name when the name says what it holds, and anything at all sometimes. */
export function fieldValue(key: string, known: KnownIds): fc.Arbitrary<unknown> {
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (key === 'id' || key.endsWith('_id')) return idArbitrary(known);
    if (key === 'ids' || key.endsWith('_ids')) return idListArbitrary(known);
    if (key === 'date') return anyDateText;
    if (key === 'type') return fc.oneof(fc.constantFrom(...ACTION_TYPES, ...FILE_TYPES), anyText);
    if (key === 'locale') return fc.oneof(fc.constantFrom('en-US', 'fr-FR', 'en', 'de-DE', 'EN-us'), anyText);
    if (key === 'ai_product_name') return fc.oneof(fc.constantFrom(...AI_PRODUCT_NAMES), anyText);
    if (key === 'url') return fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('javascript:alert(1)', 'ftp://x.test/a', 'http://', 'https://[::1]:0/'), anyText);
    return anyText;
  })();
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: anyJson, weight: 1 }, { arbitrary: fc.constant(null), weight: 1 });
}

/** A value the field would accept as often as not: the generated requests then reach the handlers' own rules. */
export function plausibleValue(key: string, known: KnownIds): fc.Arbitrary<unknown> {
  const own = fc.constantFrom(...known.own);
  if (key === 'id' || key.endsWith('_id')) return own;
  if (key === 'ids' || key.endsWith('_ids')) return fc.uniqueArray(own, { maxLength: 3 });
  if (key === 'date') return anyDateText;
  if (key === 'type') return fc.constantFrom(...ACTION_TYPES, ...FILE_TYPES);
  if (key === 'locale') return fc.constantFrom('en-US', 'fr-FR');
  if (key === 'ai_product_name') return fc.constantFrom(...AI_PRODUCT_NAMES);
  if (key === 'url') return fc.webUrl({ withQueryParameters: true, withFragments: true });
  if (key === 'email') return fc.emailAddress();
  return fc.oneof({ arbitrary: fc.string({ unit: 'grapheme', minLength: 8, maxLength: 80 }), weight: 4 }, { arbitrary: anyText, weight: 1 });
}

/**
 * Params for a request or a body for a route whose fields are `keys`: any JSON at all; every field with a value
 * it would accept (sometimes one of them replaced by anything); or some of the fields, shaped or not, with now
 * and then a field no schema knows.
 */
export function paramsFor(keys: readonly string[], known: KnownIds): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue(key, known)])), { requiredKeys: [] });
  const plausible = fc.record(Object.fromEntries(keys.map((key) => [key, plausibleValue(key, known)])));
  const oneSpoiled =
    keys.length === 0
      ? plausible
      : fc.tuple(plausible, fc.constantFrom(...keys), anyJson).map(([record, key, value]) => ({ ...record, [key]: value }));
  return fc.oneof(
    { arbitrary: anyJson, weight: 2 },
    { arbitrary: plausible, weight: 4 },
    { arbitrary: oneSpoiled, weight: 2 },
    { arbitrary: shaped, weight: 3 },
    { arbitrary: fc.tuple(shaped, fc.string({ maxLength: 12 }), anyJson).map(([record, key, value]) => ({ ...record, [key]: value })), weight: 1 },
  );
}
