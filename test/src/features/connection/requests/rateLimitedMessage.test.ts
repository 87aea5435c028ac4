// A change refused because the account made more changes in the last minute than the server accepts
// (rate_limited) shows its own message in both languages, not the request's usual failure: the same change
// passes a minute later.
import { IntlMessageFormat } from 'intl-messageformat';
import { failureMessageOf, RequestFailedError } from '../../../../../src/features/connection/requests/RequestFailedError';
import { requestErrorOf } from '../../../../../src/features/connection/requests/requestErrorOf';
import enUS from '../../../../../src/i18n/en-US.json';
import frFR from '../../../../../src/i18n/fr-FR.json';

const catalogs: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'en-US': enUS, 'fr-FR': frFR };

const EXPECTED: Readonly<Record<string, string>> = {
  'en-US': 'Too many changes in a short time: wait a minute, then try again',
  'fr-FR': 'Trop de modifications en peu de temps\u00a0: attendez une minute, puis réessayez',
};

function refused(code: 'rate_limited' | 'not_found'): RequestFailedError {
  return new RequestFailedError({
    requestName: 'job_application.update',
    uuid: '5f0c7a8e-2b1d-4c3e-9f8a-7b6c5d4e3f21',
    code,
    ...failureMessageOf('job_application.update', {}),
  });
}

function shown(error: unknown, locale: string): string {
  const { descriptor, values } = requestErrorOf(error);
  const catalog = catalogs[locale] ?? {};
  return String(new IntlMessageFormat(catalog[descriptor.id] ?? `missing ${descriptor.id}`, locale).format(values));
}

describe.each(Object.keys(EXPECTED))('rate_limited in %s', (locale) => {
  it('shows that the account must wait, with the code kept', () => {
    expect(shown(refused('rate_limited'), locale)).toBe(EXPECTED[locale]);
    expect(requestErrorOf(refused('rate_limited')).code).toBe('rate_limited');
  });

  it("leaves other refusals to the request's own message", () => {
    expect(shown(refused('not_found'), locale)).not.toBe(EXPECTED[locale]);
  });
});
