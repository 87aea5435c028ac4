// The pack a returned payment was for, in jsdom with the stub server, in both languages: the success page names
// it from the checkout's first answer on (`account.get_payment_option` with the checkout's `option_id`), the page
// of a canceled payment asks for the checkout to name it, and both offer to buy it again when the payment was
// left unpaid; a pack withdrawn from sale, an unknown checkout and a failure with its retry.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { checkout, creditIds, defaultOptions } from './creditsSupport';

const mockDepartures: string[] = [];
jest.mock('../../../../src/features/credits/checkoutPage', () => ({
  ...jest.requireActual<object>('../../../../src/features/credits/checkoutPage'),
  openPaymentPage: (url: string) => {
    mockDepartures.push(url);
  },
}));

jest.setTimeout(30_000);

const [starter, standard] = defaultOptions;
const successPath = `/payment/success?checkout_id=${creditIds.checkout}`;
const canceledPath = `/payment_canceled?checkout_id=${creditIds.checkout}`;
const sandboxPage = `http://localhost/api/payments/sandbox/${creditIds.otherCheckout}`;

beforeEach(() => {
  liveServer.reset();
  mockDepartures.length = 0;
  liveServer.answer('account.get_payment_option', starter);
});

describe('the pack named on the page a payment returns to', () => {
  it.each([
    ['en-US', 'Pack: Starter, 20 credits for €5.00'],
    ['fr-FR', 'Pack\u00a0: Découverte, 20 crédits pour 5,00\u00a0€'],
  ] as const)('names the pack of a paid checkout, asked for by the checkout’s option id (%s)', async (locale, named) => {
    liveServer.answer('account.get_checkout', checkout('paid'));
    renderJobSearch({ path: successPath, locale });
    await screen.findByTestId('payment-confirmed');
    await waitFor(() => {
      expect(screen.getByTestId('payment-pack').textContent).toBe(named);
    });
    expect(liveServer.requestsOf('account.get_payment_option')).toEqual([{ id: creditIds.starter }]);
    // Paid: nothing to buy again.
    expect(screen.queryByTestId('payment-buy-again')).not.toBeInTheDocument();
  });

  it('names the pack while the payment is being confirmed, asking for it once', async () => {
    liveServer.answer('account.get_checkout', checkout('open', { option_id: creditIds.standard, credits: 60 })).answer('account.get_payment_option', standard);
    renderJobSearch({ path: successPath });
    await screen.findByTestId('payment-confirming');
    await waitFor(() => {
      expect(screen.getByTestId('payment-pack').textContent).toBe('Pack: Standard, 60 credits for €12.00');
    });
    expect(screen.getByTestId('payment-confirming')).toBeInTheDocument();
    expect(liveServer.requestsOf('account.get_payment_option')).toEqual([{ id: creditIds.standard }]);
  });

  it('offers to buy the pack of an expired checkout again, opening a new payment for it', async () => {
    liveServer.answer('account.get_checkout', checkout('expired')).answer('account.use_payment_option', sandboxPage);
    renderJobSearch({ path: successPath });
    await screen.findByTestId('payment-checkout-closed');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy this pack again' }));
    await waitFor(() => {
      expect(mockDepartures).toEqual([sandboxPage]);
    });
    expect(liveServer.requestsOf('account.use_payment_option')).toEqual([{ id: creditIds.starter }]);
  });

  it.each([
    ['en-US', 'The pack this payment was for is no longer on sale.'],
    ['fr-FR', 'Le pack de ce paiement n’est plus en vente.'],
  ] as const)('says when the pack is no longer on sale, offering nothing to buy again (%s)', async (locale, gone) => {
    liveServer.answer('account.get_checkout', checkout('canceled')).fail('account.get_payment_option', 'not_found');
    renderJobSearch({ path: successPath, locale });
    expect(await screen.findByTestId('payment-pack-gone')).toHaveTextContent(gone);
    expect(screen.getByTestId('payment-checkout-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-buy-again')).not.toBeInTheDocument();
  });

  it('shows a failure to load the pack with a retry that asks again', async () => {
    liveServer.answer('account.get_checkout', checkout('paid')).fail('account.get_payment_option', 'internal');
    renderJobSearch({ path: successPath });
    const error = await screen.findByTestId('payment-pack-error');
    expect(error).toHaveTextContent('Unable to get payment option');
    liveServer.answer('account.get_payment_option', starter);
    fireEvent.click(screen.getByTestId('payment-pack-error-retry'));
    await waitFor(() => {
      expect(screen.getByTestId('payment-pack').textContent).toBe('Pack: Starter, 20 credits for €5.00');
    });
    expect(liveServer.requestsOf('account.get_payment_option')).toHaveLength(2);
  });
});

describe('the pack named on the page of a canceled payment', () => {
  it.each([
    ['en-US', 'Pack: Starter, 20 credits for €5.00', 'Buy this pack again'],
    ['fr-FR', 'Pack\u00a0: Découverte, 20 crédits pour 5,00\u00a0€', 'Acheter de nouveau ce pack'],
  ] as const)('asks for the checkout to name its pack, and buys it again in one press (%s)', async (locale, named, buyAgain) => {
    liveServer.answer('account.get_checkout', checkout('canceled')).answer('account.use_payment_option', sandboxPage);
    renderJobSearch({ path: canceledPath, locale });
    await waitFor(() => {
      expect(screen.getByTestId('payment-pack').textContent).toBe(named);
    });
    expect(liveServer.requestsOf('account.get_checkout')).toEqual([{ id: creditIds.checkout }]);
    expect(liveServer.requestsOf('account.get_payment_option')).toEqual([{ id: creditIds.starter }]);
    fireEvent.click(screen.getByRole('button', { name: buyAgain }));
    await waitFor(() => {
      expect(mockDepartures).toEqual([sandboxPage]);
    });
  });

  it('says it is loading the pack until the checkout answers', async () => {
    renderJobSearch({ path: canceledPath });
    const loading = await screen.findByTestId('payment-pack-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveAccessibleName('Loading the pack…');
    expect(screen.getByTestId('payment-canceled')).toHaveTextContent('You canceled the payment. Nothing was charged.');
  });

  it('names no pack for a checkout the account does not have', async () => {
    liveServer.fail('account.get_checkout', 'not_found');
    renderJobSearch({ path: canceledPath });
    await waitFor(() => {
      expect(liveServer.requestsOf('account.get_checkout')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(screen.queryByTestId('payment-pack-loading')).not.toBeInTheDocument();
    });
    expect(screen.queryByTestId('payment-pack')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-pack-error')).not.toBeInTheDocument();
    expect(liveServer.requestsOf('account.get_payment_option')).toEqual([]);
  });

  it('asks nothing without a checkout id', async () => {
    renderJobSearch({ path: '/payment_canceled' });
    expect(await screen.findByTestId('payment-canceled')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-pack-loading')).not.toBeInTheDocument();
    expect(liveServer.requestsOf('account.get_checkout')).toEqual([]);
  });

  it('shows a failure to ask for the checkout with a retry', async () => {
    liveServer.fail('account.get_checkout', 'internal');
    renderJobSearch({ path: canceledPath, locale: 'fr-FR' });
    const error = await screen.findByTestId('payment-pack-error');
    liveServer.answer('account.get_checkout', checkout('canceled'));
    fireEvent.click(error.querySelector('button')!);
    await waitFor(() => {
      expect(screen.getByTestId('payment-pack').textContent).toBe('Pack\u00a0: Découverte, 20 crédits pour 5,00\u00a0€');
    });
  });
});
