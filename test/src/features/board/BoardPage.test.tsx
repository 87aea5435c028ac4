// The board in jsdom, against the stub server: columns by status, archived applications left out, a move with
// the "Move to" select recorded as the action that yields the status, a failed move put back with its reason,
// a move made on another device followed live, French, and a phone's one column at a time.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { intersections } from '../jobApplications/browserStubs';
import { action, application, ids } from '../jobApplications/jobSearchSupport';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';

jest.setTimeout(30_000);

const archivedId = '11111111-1111-4111-8111-000000000004';
const app1 = application(ids.app1, { title: 'Frontend engineer', created: '2026-11-22T09:30:00.000Z' });
const app2 = application(ids.app2, { title: 'Platform engineer', created: '2026-11-24T09:30:00.000Z', salary_min: 50_000, salary_currency: 'EUR', salary_period: 'year' });
const app3 = application(ids.app3, { title: 'Data engineer', created: '2026-11-23T09:30:00.000Z' });
const archived = application(archivedId, { title: 'Old job', created: '2026-11-25T09:30:00.000Z', archived: true });
const everyApp = new Map([app1, app2, app3, archived].map((app) => [app.id, app]));

let statuses: Record<string, string>;

function serveBoard() {
  statuses = { [ids.app1]: 'interviewing', [ids.app2]: 'new', [ids.app3]: 'new', [archivedId]: 'refused' };
  liveServer
    .answer(
      'job_application.list_creation_dates',
      [app1, app2, app3, archived].map(({ id, created, archived: isArchived }) => ({ id, created, archived: isArchived })),
    )
    .on('job_application.list_statuses', () => ({ data: Object.entries(statuses).map(([id, status]) => ({ id, status })) }))
    .answer('job_application.list_tags', [])
    .on('job_application.get', ({ id }) => ({ data: everyApp.get(id as string) }));
}

function column(status: string): HTMLElement {
  const found = screen.getAllByTestId('board-column').find((candidate) => candidate.getAttribute('data-status') === status);
  if (found === undefined) throw new Error(`no column ${status}`);
  return found;
}

function cardIds(status: string): (string | null)[] {
  return within(column(status))
    .queryAllByTestId('board-card')
    .map((card) => card.getAttribute('data-id'));
}

function card(id: string): HTMLElement {
  const found = screen.getAllByTestId('board-card').find((candidate) => candidate.getAttribute('data-id') === id);
  if (found === undefined) throw new Error(`no card ${id}`);
  return found;
}

function moveWithSelect(id: string, label: string) {
  const select = within(card(id)).getByRole<HTMLSelectElement>('combobox');
  fireEvent.change(select, { target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: label }).value } });
}

beforeEach(() => {
  liveServer.reset();
});

describe('the board', () => {
  it('shows the applications not archived by status, newest first in a column, and records a move as its action', async () => {
    serveBoard();
    liveServer.on('action.create', (params) => ({ data: action(ids.action1, params.job_application_id as string, 'submit', params.date as string) }));
    renderJobSearch({ path: '/board' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board' })).toBeInTheDocument();
    await waitFor(() => {
      expect(cardIds('new')).toEqual([ids.app2, ids.app3]);
    });
    expect(cardIds('interviewing')).toEqual([ids.app1]);
    expect(cardIds('refused')).toEqual([]);
    expect(within(column('refused')).getByText('No application in this column.')).toBeInTheDocument();
    expect(within(column('new')).getByTestId('board-column-count')).toHaveTextContent('2 applications');
    act(() => {
      intersections.intersect(card(ids.app2));
    });
    await within(card(ids.app2)).findByRole('link', { name: 'Platform engineer' });
    expect(card(ids.app2)).toHaveTextContent('from €50,000 a year');

    // "Move to" offers every other column but New.
    const select = within(card(ids.app2)).getByRole<HTMLSelectElement>('combobox', { name: 'Move "Platform engineer" to another column' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Move to…',
      'Submitted',
      'Interviewing',
      'Offer',
      'Accepted',
      'Refused',
    ]);
    moveWithSelect(ids.app2, 'Submitted');
    await waitFor(() => {
      expect(cardIds('submitted')).toEqual([ids.app2]);
    });
    expect(cardIds('new')).toEqual([ids.app3]);
    const [created] = liveServer.requestsOf('action.create');
    expect(created).toEqual({ job_application_id: ids.app2, type: 'submit', title: 'Moved to Submitted on the board', date: expect.any(String) });
    expect(Math.abs(Date.parse(String(created?.date)) - Date.now())).toBeLessThan(60_000);
    await waitFor(() => {
      expect(within(card(ids.app2)).queryByText('Moving…')).toBeNull();
    });
  });

  it('puts a card back when its move fails, and says why', async () => {
    serveBoard();
    liveServer.on('action.create', () => ({ error: { code: 'internal_error' } }));
    renderJobSearch({ path: '/board' });
    await waitFor(() => {
      expect(cardIds('interviewing')).toEqual([ids.app1]);
    });
    act(() => {
      intersections.intersect(card(ids.app1));
    });
    await within(card(ids.app1)).findByRole('link', { name: 'Frontend engineer' });
    moveWithSelect(ids.app1, 'Offer');
    const failure = await screen.findByTestId('board-move-failure');
    expect(failure).toHaveTextContent('"Frontend engineer" could not be moved to Offer: Unable to create new action');
    expect(cardIds('interviewing')).toEqual([ids.app1]);
    expect(cardIds('offer')).toEqual([]);
    fireEvent.click(within(failure).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('board-move-failure')).toBeNull();
  });

  it('moves a card when another device records an action that changes its status', async () => {
    serveBoard();
    renderJobSearch({ path: '/board' });
    await waitFor(() => {
      expect(cardIds('new')).toEqual([ids.app2, ids.app3]);
    });
    statuses = { ...statuses, [ids.app3]: 'accepted' };
    act(() => {
      liveServer.push('created_action', { data: action(ids.action2, ids.app3, 'accepted', '2026-11-26T10:00:00.000Z') });
    });
    await waitFor(() => {
      expect(cardIds('accepted')).toEqual([ids.app3]);
    });
    expect(cardIds('new')).toEqual([ids.app2]);
  });

  it('speaks French, and shows one column at a time on a phone', async () => {
    const desktopWidth = window.innerWidth;
    Object.assign(window, { innerWidth: 360 });
    try {
      serveBoard();
      renderJobSearch({ path: '/board', locale: 'fr-FR' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Tableau' })).toBeInTheDocument();
      const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Colonne affichée' });
      await waitFor(() => {
        expect(screen.getAllByTestId('board-column')).toHaveLength(1);
      });
      fireEvent.change(picker, { target: { value: 'new' } });
      await waitFor(() => {
        expect(cardIds('new')).toEqual([ids.app2, ids.app3]);
      });
      expect(within(column('new')).getByTestId('board-column-count')).toHaveTextContent('2 candidatures');
      expect(within(card(ids.app2)).getByRole('option', { name: 'Déplacer vers…' })).toBeInTheDocument();
    } finally {
      Object.assign(window, { innerWidth: desktopWidth });
    }
  });
});
