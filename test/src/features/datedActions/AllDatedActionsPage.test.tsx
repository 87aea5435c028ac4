// /actions in jsdom with the stub server behind the live channel, in both languages: every action the last added
// first (`action.list_creation_dates`), grouped by the day each was added, each row asked for alone (`action.get`)
// and naming its application by title; twenty rows at a time; the empty state, the list's failure and a row's,
// each with a retry; an action gone meanwhile leaving the list; and the pushes of other tabs.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Action, CreationDate } from '../../../../contract';
import { action, application, company, ids } from '../jobApplications/jobSearchSupport';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';

jest.setTimeout(40_000);

// Added around midday UTC, so each falls on the same day in any time zone the tests may run in.
const interview = action(ids.action1, ids.app1, 'interview', '2026-12-10T09:00:00.000Z', { title: 'Technical interview', created: '2026-12-03T12:30:00.000Z' });
const call = action(ids.action2, ids.app2, 'phone_call', '2026-12-04T09:00:00.000Z', { title: 'Call the recruiter', created: '2026-12-03T11:00:00.000Z' });
const sent = action(ids.action3, ids.app1, 'submit', '2026-11-28T09:00:00.000Z', { title: 'Sent the resume', created: '2026-11-28T12:00:00.000Z' });
const all: readonly Action[] = [interview, call, sent];

const datesOf = (actions: readonly Action[]): CreationDate[] => actions.map(({ id, created }) => ({ id, created }));

function serveActions(actions: readonly Action[] = all) {
  liveServer
    .answer('action.list_creation_dates', datesOf(actions))
    .on('action.get', ({ id }) => {
      const found = actions.find((candidate) => candidate.id === id);
      return found === undefined ? { error: { code: 'not_found' } } : { data: found };
    })
    .on('job_application.get', ({ id }) =>
      id === ids.app1
        ? { data: application(ids.app1, { title: 'Frontend engineer', company_id: ids.company1, company: company(ids.company1, 'Acme') }) }
        : { data: application(ids.app2, { title: 'Platform engineer', company_id: null, company: null }) },
    );
}

function rowIds(): (string | null)[] {
  return screen.queryAllByTestId('all-actions-item').map((row) => row.getAttribute('data-id'));
}

function row(id: string): HTMLElement {
  const found = screen.getAllByTestId('all-actions-item').find((candidate) => candidate.getAttribute('data-id') === id);
  if (found === undefined) throw new Error(`no row ${id}`);
  return found;
}

function addedOn(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

beforeEach(() => {
  liveServer.reset();
});

describe('the page of every action', () => {
  it.each([
    ['en-US', 'All actions', 'Added on', 'Interview', '3 of 3 actions shown'],
    ['fr-FR', 'Toutes les actions', 'Ajoutées le', 'Entretien', '3 sur 3 actions affichées'],
  ] as const)('lists every action the last added first, by day added, each asked for alone (%s)', async (locale, title, added, type, count) => {
    serveActions([sent, interview, call]);
    renderJobSearch({ path: '/actions', locale });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.action1, ids.action2, ids.action3]);
    });
    const days = screen.getAllByTestId('all-actions-day');
    expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent)).toEqual([
      `${added} ${addedOn(interview.created, locale)}`,
      `${added} ${addedOn(sent.created, locale)}`,
    ]);
    expect(within(days[0]!).getAllByTestId('all-actions-item')).toHaveLength(2);

    const first = row(ids.action1);
    await within(first).findByTestId('all-actions-item-title');
    expect(within(first).getByTestId('all-actions-item-type')).toHaveTextContent(type);
    expect(within(first).getByRole('link', { name: 'Technical interview' })).toHaveAttribute('href', `/actions/${ids.action1}`);
    expect(within(first).getByTestId('all-actions-item-date')).toHaveAttribute('datetime', interview.date);
    expect(await within(first).findByRole('link', { name: 'Frontend engineer' })).toHaveAttribute('href', `/job_applications/${ids.app1}`);
    expect(within(first).getByTestId('dated-action-company')).toHaveTextContent('Acme');
    expect(await within(row(ids.action2)).findByRole('link', { name: 'Platform engineer' })).toBeInTheDocument();
    expect(screen.getByTestId('all-actions-count')).toHaveTextContent(count);
    expect(screen.queryByTestId('all-actions-show-more')).not.toBeInTheDocument();

    expect(liveServer.requestsOf('action.list_creation_dates')).toEqual([{}]);
    expect(liveServer.requestsOf('action.get').map(({ id }) => id).sort()).toEqual([ids.action1, ids.action2, ids.action3]);
  });

  it('shows twenty actions at first, and twenty more at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) => {
      const id = `44444444-4444-4444-8444-${String(index).padStart(12, '0')}`;
      const created = new Date(Date.parse('2026-12-03T12:00:00.000Z') - index * 60_000).toISOString();
      return action(id, ids.app1, 'email', '2026-12-01T09:00:00.000Z', { title: `Email ${String(index)}`, created });
    });
    serveActions(many);
    renderJobSearch({ path: '/actions' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(20);
    });
    await waitFor(() => {
      expect(liveServer.requestsOf('action.get')).toHaveLength(20);
    });
    expect(screen.getByTestId('all-actions-count')).toHaveTextContent('20 of 25 actions shown');
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more actions' }));
    await waitFor(() => {
      expect(rowIds()).toHaveLength(25);
    });
    await waitFor(() => {
      expect(liveServer.requestsOf('action.get')).toHaveLength(25);
    });
    expect(screen.queryByTestId('all-actions-show-more')).not.toBeInTheDocument();
  });

  it.each([
    ['en-US', 'No action yet: record the interviews, calls and emails of an application in its Actions tab.'],
    ['fr-FR', 'Aucune action pour l’instant\u00a0: notez les entretiens, appels et e-mails d’une candidature dans son onglet Actions.'],
  ] as const)('says when there is no action at all (%s)', async (locale, empty) => {
    serveActions([]);
    renderJobSearch({ path: '/actions', locale });
    const shown = await screen.findByTestId('all-actions-empty');
    // The text as written, its narrow spaces kept (the default matcher would turn them into plain ones).
    expect(within(shown).getByText(empty, { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('says it is loading until the list arrives', async () => {
    renderJobSearch({ path: '/actions' });
    const loading = await screen.findByTestId('all-actions-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveAccessibleName('Loading your actions…');
  });

  it('shows the list’s failure with a retry that asks again', async () => {
    liveServer.fail('action.list_creation_dates', 'internal');
    renderJobSearch({ path: '/actions' });
    expect(await screen.findByTestId('all-actions-error')).toHaveTextContent('Unable to get actions creation dates');
    serveActions();
    fireEvent.click(screen.getByTestId('all-actions-error-retry'));
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
  });

  it('shows a row’s failure with its retry, and drops an action deleted meanwhile', async () => {
    serveActions([interview, call]);
    // The list names an action that no longer exists, and the first action fails once.
    liveServer.answer('action.list_creation_dates', datesOf([interview, call, sent]));
    let failOnce = true;
    liveServer.on('action.get', ({ id }) => {
      if (id === ids.action1 && failOnce) {
        failOnce = false;
        return { error: { code: 'internal' } };
      }
      const found = [interview, call].find((candidate) => candidate.id === id);
      return found === undefined ? { error: { code: 'not_found' } } : { data: found };
    });
    renderJobSearch({ path: '/actions' });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.action1, ids.action2]);
    });
    const error = await within(row(ids.action1)).findByTestId('all-actions-item-error');
    expect(error).toHaveTextContent(`Unable to get action: ${ids.action1}`);
    fireEvent.click(within(error).getByRole('button'));
    expect(await within(row(ids.action1)).findByTestId('all-actions-item-title')).toHaveTextContent('Technical interview');
    expect(screen.getByTestId('all-actions-count')).toHaveTextContent('2 of 2 actions shown');
  });

  it('follows the actions created and deleted in other tabs', async () => {
    serveActions([call, sent]);
    renderJobSearch({ path: '/actions' });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.action2, ids.action3]);
    });
    act(() => {
      liveServer.push('created_action', { data: interview });
    });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.action1, ids.action2, ids.action3]);
    });
    expect(within(row(ids.action1)).getByTestId('all-actions-item-title')).toHaveTextContent('Technical interview');
    // Its data came with the push: not asked for.
    expect(liveServer.requestsOf('action.get').map(({ id }) => id)).not.toContain(ids.action1);
    act(() => {
      liveServer.push('deleted_action', { id: ids.action2, job_application_id: ids.app2 });
    });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.action1, ids.action3]);
    });
  });

  it('is reached from the upcoming events', async () => {
    liveServer.answer('action.list_future', []).answer('action.get_calendar_feed', '/api/calendar/secret-token-1.ics');
    serveActions();
    const { router } = renderJobSearch({ path: '/actions/future' });
    fireEvent.click(await screen.findByRole('link', { name: 'All your actions, the last added first' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/actions');
    });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
  });
});
