// /payment_options in jsdom with the stub server: the packs with their names, credits and prices in both
// languages, the server's payment mode, the empty state, and buying (the window's departure is recorded).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentOption, PublicSettings } from '../../../../contract';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { creditIds, defaultOptions } from './creditsSupport';

const mockDepartures: string[] = [];
jest.mock('../../../../src/features/credits/checkoutPage', () => ({
  ...jest.requireActual<object>('../../../../src/features/credits/checkoutPage'),
  openPaymentPage: (url: string) => {
    mockDepartures.push(url);
  },
}));

jest.setTimeout(30_000);

beforeEach(() => {
  liveServer.reset();
  mockDepartures.length = 0;
});

function serveSettings(payments: PublicSettings['payments']) {
  liveServer.onGet('/settings', () => ({ status: 200, body: { support_email: null, payments } }));
}

async function packs(): Promise<HTMLElement[]> {
  await waitFor(() => {
    expect(screen.getAllByTestId('payment-option')).not.toHaveLength(0);
  });
  return screen.getAllByTestId('payment-option');
}

function pack(id: string): HTMLElement {
  const found = screen.getAllByTestId('payment-option').find((element) => element.getAttribute('data-id') === id);
  if (found === undefined) throw new Error(`no pack ${id}`);
  return found;
}

describe('the payment options page', () => {
  it.each([
    ['en-US', ['Starter', 'Standard', 'Intensive'], ['20 credits', '60 credits', '150 credits'], ['€5.00', '€12.00', '€25.00'], '€0.25 per credit', 'Your balance: 3 credits'],
    [
      'fr-FR',
      ['Découverte', 'Standard', 'Intensif'],
      ['20 crédits', '60 crédits', '150 crédits'],
      ['5,00\u00a0€', '12,00\u00a0€', '25,00\u00a0€'],
      '0,25\u00a0€ par crédit',
      'Votre solde\u00a0: 3 crédits',
    ],
  ] as const)('shows each pack with its name, credits and price (%s)', async (locale, names, credits, prices, perCredit, balance) => {
    serveSettings('stripe');
    liveServer.answer('account.list_payment_options', defaultOptions);
    renderJobSearch({ path: '/payment_options', locale });
    const cards = await packs();
    expect(cards.map((card) => card.getAttribute('data-id'))).toEqual([creditIds.starter, creditIds.standard, creditIds.intensive]);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(names);
    expect(cards.map((card) => within(card).getByTestId('payment-option-credits').textContent)).toEqual(credits);
    expect(cards.map((card) => within(card).getByTestId('payment-option-price').textContent)).toEqual(prices);
    // textContent, not toHaveTextContent, which would take a no-break space for any space.
    expect(within(pack(creditIds.starter)).getByTestId('payment-option-price-per-credit').textContent).toBe(perCredit);
    await waitFor(() => {
      expect(screen.getByTestId('payment-balance').textContent).toBe(balance);
    });
    expect(screen.queryByTestId('payment-sandbox-note')).not.toBeInTheDocument();
  });

  it('shows a pack the operator added under its own name, in its own currency', async () => {
    const custom: PaymentOption = { id: creditIds.intensive, name: 'Job fair special', credits: 1, price: 1000, currency: 'JPY' };
    liveServer.answer('account.list_payment_options', [custom]);
    renderJobSearch({ path: '/payment_options' });
    const [card] = await packs();
    if (card === undefined) throw new Error('no pack');
    expect(within(card).getByRole('heading')).toHaveTextContent('Job fair special');
    expect(within(card).getByTestId('payment-option-credits')).toHaveTextContent('1 credit');
    expect(within(card).getByTestId('payment-option-price')).toHaveTextContent('¥1,000');
  });

  it('names the pack each Buy button buys', async () => {
    liveServer.answer('account.list_payment_options', defaultOptions);
    renderJobSearch({ path: '/payment_options' });
    await packs();
    expect(screen.getByRole('button', { name: 'Buy the Starter pack: 20 credits for €5.00' })).toBe(within(pack(creditIds.starter)).getByTestId('payment-option-buy'));
  });

  it.each([
    ['en-US', 'This server uses a test checkout: no money moves and no card is asked for.'],
    ['fr-FR', 'Ce serveur utilise un paiement de test\u00a0: aucun argent n’est débité et aucune carte n’est demandée.'],
  ] as const)('says when the checkout is the server’s test one (%s)', async (locale, note) => {
    serveSettings('sandbox');
    liveServer.answer('account.list_payment_options', defaultOptions);
    renderJobSearch({ path: '/payment_options', locale });
    expect((await screen.findByTestId('payment-sandbox-note')).textContent).toBe(note);
  });

  it.each([
    ['en-US', 'Buying credits is not available on this server.'],
    ['fr-FR', 'L’achat de crédits n’est pas disponible sur ce serveur.'],
  ] as const)('says plainly when buying is off, with no pack to buy (%s)', async (locale, text) => {
    serveSettings('off');
    liveServer.answer('account.list_payment_options', []);
    renderJobSearch({ path: '/payment_options', locale });
    expect((await screen.findByTestId('payments-off')).textContent).toBe(text);
    expect(screen.queryByTestId('payment-options-empty')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-option-buy')).not.toBeInTheDocument();
  });

  it('shows a placeholder while the packs load, then says when there is none', async () => {
    let answer: () => void = () => undefined;
    liveServer.on(
      'account.list_payment_options',
      () =>
        new Promise((resolve) => {
          answer = () => {
            resolve({ data: [] });
          };
        }),
    );
    renderJobSearch({ path: '/payment_options' });
    expect(await screen.findByTestId('payment-options-loading')).toHaveAttribute('role', 'status');
    await waitFor(() => {
      expect(liveServer.requestsOf('account.list_payment_options')).toHaveLength(1);
    });
    answer();
    expect(await screen.findByTestId('payment-options-empty')).toHaveTextContent('No credit pack is on sale on this server for now.');
  });

  it('offers to try again when the packs cannot be loaded', async () => {
    liveServer.fail('account.list_payment_options', 'internal');
    renderJobSearch({ path: '/payment_options' });
    expect(await screen.findByTestId('payment-options-error')).toHaveTextContent('Unable to get payment options');
    liveServer.answer('account.list_payment_options', defaultOptions);
    fireEvent.click(screen.getByTestId('payment-options-error-retry'));
    expect(await packs()).toHaveLength(3);
  });

  it('opens the checkout of the pack pressed and sends the window to its payment page, once', async () => {
    const url = `http://127.0.0.1:4000/api/payments/sandbox/${creditIds.checkout}`;
    liveServer.answer('account.list_payment_options', defaultOptions).answer('account.use_payment_option', url);
    renderJobSearch({ path: '/payment_options' });
    await packs();
    const buy = within(pack(creditIds.standard)).getByTestId('payment-option-buy');
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => {
      expect(mockDepartures).toEqual([url]);
    });
    expect(liveServer.requestsOf('account.use_payment_option')).toEqual([{ id: creditIds.standard }]);
    // Busy until the window has gone; the other packs wait.
    expect(buy).toHaveClass('ant-btn-loading');
    expect(within(pack(creditIds.starter)).getByTestId('payment-option-buy')).toBeDisabled();
  });

  it('shows on the pack why its checkout could not be opened, and lets it be tried again', async () => {
    liveServer.answer('account.list_payment_options', defaultOptions).fail('account.use_payment_option', 'internal');
    renderJobSearch({ path: '/payment_options', locale: 'fr-FR' });
    await packs();
    fireEvent.click(within(pack(creditIds.starter)).getByTestId('payment-option-buy'));
    const error = await within(pack(creditIds.starter)).findByTestId('payment-option-error');
    expect(error).toHaveTextContent('Impossible de lancer le paiement');
    expect(mockDepartures).toEqual([]);
    expect(within(pack(creditIds.starter)).getByTestId('payment-option-buy')).toBeEnabled();
    expect(within(pack(creditIds.standard)).queryByTestId('payment-option-error')).not.toBeInTheDocument();
  });
});
