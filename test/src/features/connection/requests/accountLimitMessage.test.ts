// A creation refused because the account keeps as many rows of that kind as it may (account_limit_reached, over
// HTTP for companies and applications, over the channel for actions) shows its own message in both languages,
// not the generic failure: retrying cannot help, deleting something can.
import { IntlMessageFormat } from 'intl-messageformat';
import { ApiError } from '../../../../../src/api/httpClient';
import { failureMessageOf, RequestFailedError } from '../../../../../src/features/connection/requests/RequestFailedError';
import { requestErrorOf } from '../../../../../src/features/connection/requests/requestErrorOf';
import { failureMessages } from '../../../../../src/features/jobApplications/messages';
import enUS from '../../../../../src/i18n/en-US.json';
import frFR from '../../../../../src/i18n/fr-FR.json';

const catalogs: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'en-US': enUS, 'fr-FR': frFR };

const EXPECTED: Readonly<Record<string, string>> = {
  'en-US': 'You have reached the limit for one account: delete some entries before adding more',
  'fr-FR': 'Vous avez atteint la limite d’un compte : supprimez des éléments avant d’en ajouter d’autres',
};

function shown(error: unknown, locale: string): string {
  const { descriptor, values } = requestErrorOf(error, failureMessages.create);
  const catalog = catalogs[locale] ?? {};
  return String(new IntlMessageFormat(catalog[descriptor.id] ?? `missing ${descriptor.id}`, locale).format(values));
}

const refusedOverHttp = new ApiError(409, 'account_limit_reached', { error: 'account_limit_reached' });
const refusedOverChannel = new RequestFailedError({
  requestName: 'action.create',
  uuid: '5f0c7a8e-2b1d-4c3e-9f8a-7b6c5d4e3f21',
  code: 'account_limit_reached',
  ...failureMessageOf('action.create', {}),
});

describe.each(Object.keys(EXPECTED))('account_limit_reached in %s', (locale) => {
  it.each([
    ['a company or application refused over HTTP', refusedOverHttp],
    ['an action refused over the live channel', refusedOverChannel],
  ])('shows the account limit message for %s', (_case, error) => {
    expect(shown(error, locale)).toBe(EXPECTED[locale]);
    expect(requestErrorOf(error).code).toBe('account_limit_reached');
  });

  it('leaves other refusals to their usual messages', () => {
    expect(shown(new ApiError(404, 'not_found', { error: 'not_found' }), locale)).not.toBe(EXPECTED[locale]);
  });
});
