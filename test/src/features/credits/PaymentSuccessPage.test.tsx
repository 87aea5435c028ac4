// /payment/success and /payment_canceled in jsdom with the stub server: confirming, paid (credits added and the
// balance the push brought), expired, canceled, unknown or malformed checkouts, in both languages.
import { act, screen, waitFor } from '@testing-library/react';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { checkout, creditIds } from './creditsSupport';

jest.setTimeout(30_000);

beforeEach(() => {
  liveServer.reset();
});

const successPath = `/payment/success?checkout_id=${creditIds.checkout}`;

describe('the page the payment provider returns to', () => {
  it.each([
    ['en-US', '20 credits were added to your account. Your balance is now 23 credits.', 'Go to your applications', 'See your transactions'],
    ['fr-FR', '20 crédits ont été ajoutés à votre compte. Votre solde est maintenant de 23 crédits.', 'Aller à vos candidatures', 'Voir vos transactions'],
  ] as const)('tells the credits added and the new balance once the checkout is paid (%s)', async (locale, text, useLink, transactionsLink) => {
    liveServer.answer('account.get_checkout', checkout('paid')).answer('account.get_credits', 23);
    renderJobSearch({ path: successPath, locale });
    const confirmed = await screen.findByTestId('payment-confirmed');
    await waitFor(() => {
      expect(confirmed).toHaveTextContent(text);
    });
    expect(screen.getByRole('link', { name: useLink })).toHaveAttribute('href', '/job_applications');
    expect(screen.getByRole('link', { name: transactionsLink })).toHaveAttribute('href', '/transactions');
    expect(liveServer.requestsOf('account.get_checkout')).toEqual([{ id: creditIds.checkout }]);
  });

  it('says it is confirming while the checkout is open, and tells when the credits arrive with their push', async () => {
    liveServer.answer('account.get_checkout', checkout('open'));
    renderJobSearch({ path: successPath });
    const confirming = await screen.findByTestId('payment-confirming');
    expect(confirming).toHaveAttribute('role', 'status');
    expect(confirming).toHaveTextContent('Confirming your payment…');
    await waitFor(() => {
      expect(liveServer.requestsOf('account.get_checkout')).toHaveLength(1);
    });
    liveServer.answer('account.get_checkout', checkout('paid'));
    act(() => {
      liveServer.push('updated_credits', { credits: 23, fields: ['credits'] });
    });
    expect(await screen.findByTestId('payment-confirmed')).toHaveTextContent('20 credits were added to your account. Your balance is now 23 credits.');
    expect(screen.queryByTestId('payment-confirming')).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'en-US', 'This payment expired before it was completed. Nothing was charged.'],
    ['canceled', 'en-US', 'This payment was canceled. Nothing was charged.'],
    ['expired', 'fr-FR', 'Ce paiement a expiré avant d’être finalisé. Rien n’a été débité.'],
    ['canceled', 'fr-FR', 'Ce paiement a été annulé. Rien n’a été débité.'],
  ] as const)('says nothing was charged for a checkout %s, with a way back to the packs (%s)', async (status, locale, text) => {
    liveServer.answer('account.get_checkout', checkout(status));
    renderJobSearch({ path: successPath, locale });
    const closed = await screen.findByTestId('payment-checkout-closed');
    expect(closed).toHaveTextContent(text);
    expect(screen.getByTestId('payment-back-to-packs')).toHaveAttribute('href', '/payment_options');
  });

  it.each([
    ['without a checkout id', '/payment/success'],
    ['with a malformed checkout id', '/payment/success?checkout_id=42%27%3B--'],
  ])('says the payment cannot be found %s, asking nothing', async (_case, path) => {
    renderJobSearch({ path });
    expect(await screen.findByTestId('payment-checkout-missing')).toHaveTextContent('This payment could not be found. Check the address, or choose a pack again.');
    expect(screen.getByTestId('payment-back-to-packs')).toHaveAttribute('href', '/payment_options');
    expect(liveServer.requestsOf('account.get_checkout')).toEqual([]);
  });

  it('says the payment cannot be found when the server knows no such checkout of the account', async () => {
    liveServer.fail('account.get_checkout', 'not_found');
    renderJobSearch({ path: successPath, locale: 'fr-FR' });
    expect(await screen.findByTestId('payment-checkout-missing')).toHaveTextContent('Ce paiement est introuvable. Vérifiez l’adresse, ou choisissez de nouveau un pack.');
  });
});

describe('the page of a canceled payment', () => {
  it.each([
    ['en-US', 'You canceled the payment. Nothing was charged.', 'Back to the credit packs', 'Your balance: 3 credits'],
    ['fr-FR', 'Vous avez annulé le paiement. Rien n’a été débité.', 'Retour aux packs de crédits', 'Votre solde\u00a0: 3 crédits'],
  ] as const)('says nothing was charged, leads back to the packs and shows the balance (%s)', async (locale, text, back, balance) => {
    renderJobSearch({ path: `/payment_canceled?checkout_id=${creditIds.checkout}`, locale });
    expect(await screen.findByTestId('payment-canceled')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/payment_options');
    await waitFor(() => {
      expect(screen.getByTestId('payment-balance').textContent).toBe(balance);
    });
  });
});
