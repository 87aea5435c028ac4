// /transactions in jsdom with the stub server: reasons, signed amounts and balances in both languages, the
// empty state, 20 to a page, the cards of a phone, and a refresh when the balance changes.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '../../../../contract';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { creditIds, transaction } from './creditsSupport';

jest.setTimeout(30_000);

beforeEach(() => {
  liveServer.reset();
});

const bonus = transaction(creditIds.transaction1, 'sign_up_bonus', 3, 0, '2026-11-20T10:00:00.000Z');
const purchase = transaction(creditIds.transaction2, 'purchase', 20, 3, '2026-11-21T10:00:00.000Z');
const aiUse = transaction(creditIds.transaction3, 'ai_usage', -3, 23, '2026-11-22T10:00:00.000Z');
/** Newest first, as the server answers. */
const history: readonly Transaction[] = [aiUse, purchase, bonus];

function rows(): HTMLElement[] {
  return screen.queryAllByTestId('transaction-row');
}

function cellTexts(testId: string): (string | null)[] {
  return rows().map((row) => within(row).getByTestId(testId).textContent);
}

async function shown(count: number) {
  await waitFor(() => {
    expect(rows()).toHaveLength(count);
  });
}

describe('the transactions page', () => {
  it.each([
    ['en-US', ['AI use', 'Purchase', 'Welcome credits'], 'Credits'],
    ['fr-FR', ['Utilisation de l’IA', 'Achat', 'Crédits de bienvenue'], 'Crédits'],
  ] as const)('lists each transaction with its reason, signed amount and balances, newest first (%s)', async (locale, reasons, amountHeader) => {
    liveServer.answer('account.list_transactions', history);
    renderJobSearch({ path: '/transactions', locale });
    await shown(3);
    expect(rows().map((row) => row.getAttribute('data-id'))).toEqual([creditIds.transaction3, creditIds.transaction2, creditIds.transaction1]);
    expect(screen.getByTestId('transactions-table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: amountHeader })).toBeInTheDocument();
    expect(cellTexts('transaction-reason')).toEqual(reasons);
    // A true minus sign, so the sign reads without the colour.
    expect(cellTexts('transaction-amount')).toEqual(['\u22123', '+20', '+3']);
    expect(cellTexts('transaction-balance-before')).toEqual(['23', '3', '0']);
    expect(cellTexts('transaction-balance-after')).toEqual(['20', '23', '3']);
    // One page: no page switcher.
    expect(screen.queryByRole('navigation', { name: 'Pages of transactions' })).not.toBeInTheDocument();
  });

  it('writes every reason of the contract', async () => {
    liveServer.answer('account.list_transactions', [
      transaction(creditIds.transaction1, 'ai_refund', 3, 20, '2026-11-22T10:00:00.000Z'),
      transaction(creditIds.transaction2, 'adjustment', -5, 25, '2026-11-21T10:00:00.000Z'),
    ]);
    renderJobSearch({ path: '/transactions' });
    await shown(2);
    expect(cellTexts('transaction-reason')).toEqual(['AI refund', 'Adjustment']);
  });

  it('shows the date and time of each transaction in the interface language', async () => {
    liveServer.answer('account.list_transactions', [bonus]);
    renderJobSearch({ path: '/transactions', locale: 'fr-FR' });
    await shown(1);
    const date = within(rows()[0] as HTMLElement).getByTestId('transaction-date');
    expect(date).toHaveAttribute('datetime', bonus.created);
    expect(date.textContent).toMatch(/^20 nov\. 2026/);
  });

  it.each([
    ['en-US', 'No transaction yet. Credits you receive, buy or spend will be listed here.'],
    ['fr-FR', 'Aucune transaction pour l’instant. Les crédits que vous recevez, achetez ou dépensez s’afficheront ici.'],
  ] as const)('says so when there is none (%s)', async (locale, text) => {
    liveServer.answer('account.list_transactions', []);
    renderJobSearch({ path: '/transactions', locale });
    expect(await screen.findByTestId('transactions-empty')).toHaveTextContent(text);
  });

  it('shows a placeholder while they load, and offers to try again after a failure', async () => {
    liveServer.fail('account.list_transactions', 'internal');
    renderJobSearch({ path: '/transactions' });
    expect(screen.getByTestId('transactions-loading')).toHaveAttribute('role', 'status');
    expect(await screen.findByTestId('transactions-error')).toHaveTextContent('Unable to get transactions');
    liveServer.answer('account.list_transactions', history);
    fireEvent.click(screen.getByTestId('transactions-error-retry'));
    await shown(3);
  });

  it('shows 20 transactions to a page', async () => {
    const many = Array.from({ length: 25 }, (_unused, index) => {
      const id = `77777777-7777-4777-8777-${String(index).padStart(12, '0')}`;
      return transaction(id, 'ai_usage', -1, 25 - index, `2026-11-${String(28 - Math.floor(index / 10)).padStart(2, '0')}T10:${String(59 - index).padStart(2, '0')}:00.000Z`);
    });
    liveServer.answer('account.list_transactions', many);
    renderJobSearch({ path: '/transactions' });
    await shown(20);
    expect(rows()[0]).toHaveAttribute('data-id', many[0]?.id);
    expect(screen.getByRole('navigation', { name: 'Pages of transactions' })).toContainElement(screen.getByTestId('transactions-pagination'));
    fireEvent.click(within(screen.getByTestId('transactions-pagination')).getByText('2'));
    await shown(5);
    expect(rows()[0]).toHaveAttribute('data-id', many[20]?.id);
  });

  it('asks again when the balance changes, and shows the new transaction', async () => {
    liveServer.answer('account.list_transactions', [purchase, bonus]);
    renderJobSearch({ path: '/transactions' });
    await shown(2);
    liveServer.answer('account.list_transactions', history);
    act(() => {
      liveServer.push('updated_credits', { credits: 20, fields: ['credits'] });
    });
    await shown(3);
    expect(rows()[0]).toHaveAttribute('data-id', creditIds.transaction3);
    expect(screen.getByTestId('transactions-balance')).toHaveTextContent('Your balance: 20 credits');
  });

  it('shows one card per transaction on a phone, with the same cells', async () => {
    const desktopWidth = window.innerWidth;
    Object.assign(window, { innerWidth: 360 });
    try {
      liveServer.answer('account.list_transactions', history);
      renderJobSearch({ path: '/transactions' });
      await shown(3);
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('list', { name: 'Credit transactions, newest first' })).toBe(screen.getByTestId('transactions-list'));
      expect(rows()[0]?.tagName).toBe('LI');
      expect(cellTexts('transaction-amount')).toEqual(['\u22123', '+20', '+3']);
      expect(cellTexts('transaction-balance-after')).toEqual(['20', '23', '3']);
      expect(within(rows()[0] as HTMLElement).getByText('Balance before')).toBeInTheDocument();
    } finally {
      Object.assign(window, { innerWidth: desktopWidth });
    }
  });
});
