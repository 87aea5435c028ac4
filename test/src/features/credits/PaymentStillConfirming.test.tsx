// The success page after its 2-minute wait ran out (the wait itself is paymentReturnSaga's, tested there): the
// state is given to a store without sagas, and "check again" starts a new wait.
import { fireEvent, screen } from '@testing-library/react';
import { initialCreditsState, paymentReturnOpened } from '../../../../src/features/credits/creditsSlice';
import type { Locale } from '../../../../src/i18n/locales';
import { connectedSessionState } from '../../testUtils/fixtures';
import { renderApp, storeWithoutSagas } from '../../testUtils/renderApp';
import { creditIds } from './creditsSupport';

function renderGivenUp(locale: Locale) {
  const store = storeWithoutSagas({
    session: { ...connectedSessionState, savedSessionChecked: true },
    locale: { current: locale },
    credits: { ...initialCreditsState, paymentReturn: { status: 'stillConfirming', checkoutId: creditIds.checkout } },
  });
  // Spied before the app takes its dispatch function.
  const dispatched = jest.spyOn(store, 'dispatch');
  renderApp({ path: `/payment/success?checkout_id=${creditIds.checkout}`, store });
  return dispatched;
}

describe('the success page once the wait ran out', () => {
  it.each([
    ['en-US', 'Your payment is still being confirmed; the credits will appear as soon as it is.', 'Check again'],
    ['fr-FR', 'Votre paiement est toujours en cours de confirmation\u00a0; les crédits apparaîtront dès qu’il le sera.', 'Vérifier de nouveau'],
  ] as const)('says the payment is still being confirmed and offers to check again (%s)', async (locale, text, checkAgain) => {
    const dispatched = renderGivenUp(locale);
    const notice = await screen.findByTestId('payment-still-confirming');
    expect(notice.textContent).toContain(text);
    dispatched.mockClear();
    fireEvent.click(screen.getByRole('button', { name: checkAgain }));
    expect(dispatched).toHaveBeenCalledWith(paymentReturnOpened({ checkoutId: creditIds.checkout }));
  });
});
