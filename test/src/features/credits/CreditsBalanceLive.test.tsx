// The header's balance follows the server's updated_credits pushes, in every tab, without a reload.
import { act, screen, waitFor } from '@testing-library/react';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';

beforeEach(() => {
  liveServer.reset();
});

describe('the balance in the header', () => {
  it('changes when the server pushes a new balance', async () => {
    liveServer.answer('account.get_credits', 1).answer('account.list_transactions', []);
    renderJobSearch({ path: '/transactions', locale: 'fr-FR' });
    await waitFor(() => {
      expect(screen.getByTestId('credits').textContent).toBe('1 crédit');
    });
    act(() => {
      liveServer.push('updated_credits', { credits: 0, fields: ['credits'] });
    });
    // The first push downloads the pushes' schemas before it is checked; the next ones are checked at once.
    await waitFor(() => {
      expect(screen.getByTestId('credits').textContent).toBe('Aucun crédit');
    });
    act(() => {
      liveServer.push('updated_credits', { credits: 21, fields: ['credits'] });
    });
    expect(screen.getByTestId('credits').textContent).toBe('21 crédits');
  });

  it('keeps its value when a push says the credits were not among the changes', async () => {
    liveServer.answer('account.get_credits', 5).answer('account.list_transactions', []);
    renderJobSearch({ path: '/transactions' });
    await waitFor(() => {
      expect(screen.getByTestId('credits').textContent).toBe('5 credits');
    });
    // A first push brings the pushes' schemas: the one under test is then checked at once, as it arrives.
    act(() => {
      liveServer.push('updated_credits', { credits: 6, fields: ['credits'] });
    });
    await waitFor(() => {
      expect(screen.getByTestId('credits').textContent).toBe('6 credits');
    });
    act(() => {
      liveServer.push('updated_credits', { credits: 0, fields: ['locale'] });
    });
    expect(screen.getByTestId('credits').textContent).toBe('6 credits');
  });
});
