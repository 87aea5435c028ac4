import { screen } from '@testing-library/react';
import type { Locale } from '../../../../src/i18n/locales';
import { connectedSessionState } from '../../testUtils/fixtures';
import { renderApp } from '../../testUtils/renderApp';

// Intl formats 1234 with a narrow no-break space (U+202F) as the French thousands separator.
const cases: readonly (readonly [Locale, number, string])[] = [
  ['en-US', 0, 'No credits'],
  ['en-US', 1, '1 credit'],
  ['en-US', 2, '2 credits'],
  ['en-US', 1234, '1,234 credits'],
  ['fr-FR', 0, 'Aucun crédit'],
  ['fr-FR', 1, '1 crédit'],
  ['fr-FR', 2, '2 crédits'],
  ['fr-FR', 1234, '1\u202f234 crédits'],
];

describe('credits in the header', () => {
  it.each(cases)('in %s, %d reads "%s"', async (locale, credits, text) => {
    renderApp({
      path: '/help',
      preloadedState: { locale: { current: locale }, session: connectedSessionState, balance: { credits } },
    });
    await screen.findByTestId('page-title');
    expect(screen.getByTestId('credits').textContent).toBe(text);
  });

  it('reads "No credits" while signed out', async () => {
    renderApp({ path: '/help' });
    await screen.findByTestId('page-title');
    expect(screen.getByTestId('credits')).toHaveTextContent('No credits');
  });
});
