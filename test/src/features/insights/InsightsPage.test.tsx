// /insights in jsdom with the stub server: the tables' counts and percentages (each with its n) in both
// languages, no percentage on small samples, the empty and failed states, the range choice, a refresh on a push.
// jsdom lays nothing out, so the charts draw at no size: the tables are what is checked, as screen readers read.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Statistics } from '../../../../contract';
import { INSIGHTS_PUSH_DEBOUNCE_MS } from '../../../../src/features/insights/insightsSaga';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';

jest.setTimeout(30_000);

beforeEach(() => {
  liveServer.reset();
});

const figures: Statistics = {
  applications: 10,
  funnel: [
    { stage: 'applied', count: 10 },
    { stage: 'responded', count: 6 },
    { stage: 'interview', count: 3 },
    { stage: 'offer', count: 1 },
    { stage: 'accepted', count: 0 },
  ],
  weekly: [
    { week_start: '2026-11-02', applications: 4, actions: 7 },
    { week_start: '2026-11-09', applications: 0, actions: 0 },
    { week_start: '2026-11-16', applications: 6, actions: 12 },
  ],
  by_source: [
    { source: 'LinkedIn', applications: 8, responses: 6, interviews: 3, offers: 1 },
    { source: null, applications: 2, responses: 0, interviews: 0, offers: 0 },
  ],
  median_days_to_response: 3.5,
};

function rowTexts(tableTestId: string): string[][] {
  const table = screen.getByTestId(tableTestId);
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent.replace(/\s/g, ' ')));
}

describe('the insights page', () => {
  it('shows each figure in a table, every percentage with its counts, and no percentage for a source under 5 (en-US)', async () => {
    liveServer.answer('account.get_statistics', figures);
    renderJobSearch({ path: '/insights' });
    await screen.findByTestId('insights-funnel-table');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Insights');
    expect(screen.getByTestId('insights-summary')).toHaveTextContent('10 applications recorded in these 12 weeks');
    expect(screen.getByTestId('insights-median')).toHaveTextContent('Median time to a first response: 3.5 days');
    expect(rowTexts('insights-funnel-table')).toEqual([
      ['Stage', 'Applications', 'Share of the applications'],
      ['Applied', '10', '100% (10 of 10)'],
      ['Got a response', '6', '60% (6 of 10)'],
      ['Interview', '3', '30% (3 of 10)'],
      ['Offer', '1', '10% (1 of 10)'],
      ['Accepted', '0', '0% (0 of 10)'],
    ]);
    expect(screen.queryByTestId('insights-funnel-note')).not.toBeInTheDocument();
    expect(rowTexts('insights-weekly-table')).toEqual([
      ['Week of', 'Applications', 'Actions'],
      ['Nov 2', '4', '7'],
      ['Nov 9', '0', '0'],
      ['Nov 16', '6', '12'],
    ]);
    expect(rowTexts('insights-sources-table')).toEqual([
      ['Source', 'Applications', 'Responses', 'Interviews', 'Offers'],
      ['LinkedIn', '8', '75% (6 of 8)', '38% (3 of 8)', '13% (1 of 8)'],
      ['No source', '2', '0', '0', '0'],
    ]);
    expect(screen.getByTestId('insights-sources-note')).toHaveTextContent('No percentage is given for a source with fewer than 5 applications.');
    // The charts are for the eyes: screen readers read the tables.
    for (const chart of ['funnel', 'weekly', 'sources']) expect(screen.getByTestId(`insights-${chart}-chart`)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('table', { name: 'Funnel' })).toBeInTheDocument();
    expect(liveServer.requestsOf('account.get_statistics')).toEqual([{ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown }]);
  });

  it('says the same in French', async () => {
    liveServer.answer('account.get_statistics', figures);
    renderJobSearch({ path: '/insights', locale: 'fr-FR' });
    await screen.findByTestId('insights-funnel-table');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Statistiques');
    expect(screen.getByTestId('insights-summary')).toHaveTextContent('10 candidatures enregistrées sur ces 12 semaines');
    expect(screen.getByTestId('insights-median')).toHaveTextContent('Délai médian avant une première réponse : 3,5 jours');
    expect(rowTexts('insights-funnel-table')[2]).toEqual(['Réponse reçue', '6', '60 % (6 sur 10)']);
    expect(rowTexts('insights-sources-table')[2]).toEqual(['Sans source', '2', '0', '0', '0']);
    expect(rowTexts('insights-weekly-table')[1]).toEqual(['2 nov.', '4', '7']);
  });

  it('gives counts without percentages, and says why, when the period has fewer than 5 applications', async () => {
    liveServer.answer('account.get_statistics', {
      ...figures,
      applications: 3,
      funnel: figures.funnel.map(({ stage }, index) => ({ stage, count: Math.max(0, 3 - index) })),
      by_source: [{ source: 'LinkedIn', applications: 3, responses: 2, interviews: 1, offers: 0 }],
      median_days_to_response: null,
    });
    renderJobSearch({ path: '/insights' });
    await screen.findByTestId('insights-funnel-table');
    expect(rowTexts('insights-funnel-table')).toEqual([
      ['Stage', 'Applications'],
      ['Applied', '3'],
      ['Got a response', '2'],
      ['Interview', '1'],
      ['Offer', '0'],
      ['Accepted', '0'],
    ]);
    expect(screen.getByTestId('insights-funnel-note')).toHaveTextContent('Fewer than 5 applications');
    expect(rowTexts('insights-sources-table')[1]).toEqual(['LinkedIn', '3', '2', '1', '0']);
    expect(screen.getByTestId('insights-median')).toHaveTextContent('no response after a submission yet');
  });

  it('says when the period has no application', async () => {
    liveServer.answer('account.get_statistics', {
      applications: 0,
      funnel: figures.funnel.map(({ stage }) => ({ stage, count: 0 })),
      weekly: [],
      by_source: [],
      median_days_to_response: null,
    });
    renderJobSearch({ path: '/insights' });
    expect(await screen.findByTestId('insights-empty')).toHaveTextContent('No application was recorded in this period.');
    expect(screen.queryByTestId('insights-funnel-table')).not.toBeInTheDocument();
  });

  it('shows the loading state, then the failure with a retry that asks again', async () => {
    liveServer.fail('account.get_statistics', 'internal');
    renderJobSearch({ path: '/insights' });
    expect(screen.getByTestId('insights-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('insights-error');
    expect(error).toHaveTextContent('Unable to load the insights');
    liveServer.answer('account.get_statistics', figures);
    fireEvent.click(screen.getByTestId('insights-error-retry'));
    await screen.findByTestId('insights-funnel-table');
    expect(liveServer.requestsOf('account.get_statistics')).toHaveLength(2);
  });

  it('asks for the period chosen', async () => {
    liveServer.answer('account.get_statistics', figures);
    renderJobSearch({ path: '/insights' });
    await screen.findByTestId('insights-funnel-table');
    const select = within(screen.getByTestId('insights-range')).getByRole('combobox', { name: 'Period' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Last 4 weeks', 'Last 12 weeks', 'Last 26 weeks', 'Last 52 weeks']);
    fireEvent.change(select, { target: { value: '4' } });
    await waitFor(() => {
      expect(liveServer.requestsOf('account.get_statistics')).toHaveLength(2);
    });
    await waitFor(() => {
      expect(screen.getByTestId('insights-summary')).toHaveTextContent('in these 4 weeks');
    });
  });

  it('asks again once a change to an action has passed', async () => {
    liveServer.answer('account.get_statistics', figures);
    renderJobSearch({ path: '/insights' });
    await screen.findByTestId('insights-funnel-table');
    liveServer.answer('account.get_statistics', { ...figures, applications: 11 });
    act(() => {
      liveServer.push('deleted_action', { id: '11111111-1111-4111-8111-000000000001', job_application_id: '22222222-2222-4222-8222-000000000001' });
    });
    await waitFor(
      () => {
        expect(screen.getByTestId('insights-summary')).toHaveTextContent('11 applications');
      },
      { timeout: INSIGHTS_PUSH_DEBOUNCE_MS + 3000 },
    );
    expect(liveServer.requestsOf('account.get_statistics')).toHaveLength(2);
  });
});
