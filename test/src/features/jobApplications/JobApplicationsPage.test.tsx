import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetFirstScreen, rememberFirstScreen } from '../../../../src/features/jobApplications/firstScreenMemory';
import { FIRST_SCREEN_ROWS } from '../../../../src/features/jobApplications/firstScreen';
import { connectedSession } from '../../testUtils/fixtures';
import { intersections } from './browserStubs';
import { application, ids } from './jobSearchSupport';
import { liveServer } from './liveServerStub';
import { renderJobSearch } from './renderJobSearch';

jest.setTimeout(30_000);

const app1 = application(ids.app1, {
  title: 'Frontend engineer',
  created: '2026-11-22T09:30:00.000Z',
  company_id: ids.company1,
  company: { id: ids.company1, name: 'Acme' },
});
const app2 = application(ids.app2, { title: 'Platform engineer', created: '2026-11-24T09:30:00.000Z' });
const app3 = application(ids.app3, {
  title: 'Data engineer',
  created: '2026-11-23T09:30:00.000Z',
  salary_min: 90_000,
  salary_max: 110_000,
  salary_currency: 'USD',
  salary_period: 'year',
  deadline: '2099-12-01',
});
const byId = new Map([app1, app2, app3].map((app) => [app.id, app]));

function serveApplications() {
  liveServer
    .answer(
      'job_application.list_creation_dates',
      [app1, app2, app3].map(({ id, created, archived }) => ({ id, created, archived })),
    )
    .answer('job_application.list_statuses', [
      { id: ids.app1, status: 'interviewing' },
      { id: ids.app2, status: 'new' },
      { id: ids.app3, status: 'refused' },
    ])
    .on('job_application.get', ({ id }) => {
      const app = byId.get(id as string);
      return app === undefined ? { error: { code: 'not_found' } } : { data: app };
    });
}

/** A promise the test settles when it chooses. */
function deferred(): { readonly promise: Promise<void>; resolve(): void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function rowIds(): (string | null)[] {
  return screen.queryAllByTestId('job-application-row').map((row) => row.getAttribute('data-id'));
}

function row(id: string): HTMLElement {
  const found = screen.getAllByTestId('job-application-row').find((candidate) => candidate.getAttribute('data-id') === id);
  if (found === undefined) throw new Error(`no row ${id}`);
  return found;
}

/** app1's row, loaded: its title as a link, company, date and status. */
async function expectFirstRowLoaded() {
  const link = await within(row(ids.app1)).findByRole('link', { name: 'Frontend engineer' });
  expect(link).toHaveAttribute('href', `/job_applications/${ids.app1}`);
  expect(row(ids.app1)).toHaveTextContent('Acme');
  expect(row(ids.app1)).toHaveTextContent('Nov 22, 2026');
  expect(within(row(ids.app1)).getByTestId('job-application-status')).toHaveTextContent('Interviewing');
}

/** The three applications, asked for once each, newest first: the first screen's rows come with the list. */
const FIRST_SCREEN_GETS = [{ id: ids.app2 }, { id: ids.app3 }, { id: ids.app1 }];

function scrollIntoView(id: string) {
  act(() => {
    intersections.intersect(row(id));
  });
}

/** `count` applications created an hour apart, newest first; every other one (from the second) refused. */
function manyApplications(count: number) {
  const newest = Date.parse('2026-11-30T12:00:00.000Z');
  return Array.from({ length: count }, (_unused, index) => {
    const id = `44444444-4444-4444-8444-${String(index).padStart(12, '0')}`;
    return application(id, { title: `Job ${index}`, created: new Date(newest - index * 3_600_000).toISOString() });
  });
}

function serveMany(apps: readonly ReturnType<typeof application>[]) {
  const known = new Map(apps.map((app) => [app.id, app]));
  liveServer
    .answer(
      'job_application.list_creation_dates',
      // Shuffled by the server's whims: the page sorts them newest first.
      [...apps].reverse().map(({ id, created, archived }) => ({ id, created, archived })),
    )
    .answer(
      'job_application.list_statuses',
      apps.map(({ id }, index) => ({ id, status: index % 2 === 1 ? 'refused' : 'interviewing' })),
    )
    .on('job_application.get', ({ id }) => {
      const app = known.get(id as string);
      return app === undefined ? { error: { code: 'not_found' } } : { data: app };
    });
}

function showMoreButton(): HTMLElement {
  return screen.getByTestId('job-applications-show-more');
}

function shownCount(): HTMLElement {
  return screen.getByTestId('job-applications-shown-count');
}

function chooseStatus(label: string) {
  const select = within(screen.getByTestId('job-applications-status-filter')).getByRole<HTMLSelectElement>('combobox');
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: label });
  fireEvent.change(select, { target: { value: option.value } });
}

beforeEach(() => {
  liveServer.reset();
  // No first screen remembered by an earlier test (firstScreenMemory.ts).
  forgetFirstScreen(window.localStorage);
});

describe('the job applications list', () => {
  it("lists the applications newest first, loading the first screen's rows with the list, each once", async () => {
    serveApplications();
    renderJobSearch({ path: '/job_applications' });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
    });
    expect(screen.getByTestId('job-applications-list')).toBeInTheDocument();
    await expectFirstRowLoaded();
    await within(row(ids.app3)).findByRole('link', { name: 'Data engineer' });
    // Its salary and deadline in their columns, as the locale writes them; nothing for the others'.
    const cellsOf = (id: string) => within(row(id)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Company', 'Salary', 'Deadline', 'Created', 'Status']);
    expect(cellsOf(ids.app3).slice(2, 4)).toEqual(['$90,000 – $110,000 a year', 'Dec 1, 2099']);
    expect(cellsOf(ids.app2).slice(2, 4)).toEqual(['', '']);

    // Coming into view does not load a row again.
    scrollIntoView(ids.app1);
    scrollIntoView(ids.app3);
    await within(row(ids.app2)).findByRole('link', { name: 'Platform engineer' });
    expect(liveServer.requestsOf('job_application.get')).toEqual(FIRST_SCREEN_GETS);
  });

  it('shows one card per application on a phone, loaded like the rows', async () => {
    const desktopWidth = window.innerWidth;
    Object.assign(window, { innerWidth: 360 });
    try {
      serveApplications();
      renderJobSearch({ path: '/job_applications' });
      await waitFor(() => {
        expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
      });
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('list', { name: 'Job applications, newest first' })).toBe(screen.getByTestId('job-applications-list'));
      expect(row(ids.app1).tagName).toBe('LI');
      await expectFirstRowLoaded();
      await within(row(ids.app3)).findByRole('link', { name: 'Data engineer' });
      expect(row(ids.app3)).toHaveTextContent('$90,000 – $110,000 a year');
      expect(row(ids.app3)).toHaveTextContent('Deadline: Dec 1, 2099');
      scrollIntoView(ids.app1);
      expect(liveServer.requestsOf('job_application.get')).toEqual(FIRST_SCREEN_GETS);
    } finally {
      Object.assign(window, { innerWidth: desktopWidth });
    }
  });

  it('filters the rows by status', async () => {
    serveApplications();
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    // The statuses come once the first screen's applications are there.
    chooseStatus('Refused');
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app3]);
    });
    chooseStatus('Offer');
    expect(screen.getByTestId('job-applications-no-status-match')).toHaveTextContent('No job application has this status.');
    chooseStatus('All statuses');
    expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
  });

  it("asks for the statuses once the first screen's applications are there; a filter chosen before waits for them", async () => {
    serveApplications();
    const gets = deferred();
    const statuses = deferred();
    liveServer.on('job_application.get', async ({ id }) => {
      await gets.promise;
      return { data: byId.get(id as string) };
    });
    liveServer.on('job_application.list_statuses', async () => {
      await statuses.promise;
      return { data: [{ id: ids.app1, status: 'interviewing' }, { id: ids.app2, status: 'new' }, { id: ids.app3, status: 'refused' }] };
    });
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(liveServer.requestsOf('job_application.get')).toEqual(FIRST_SCREEN_GETS);
    });
    // Not while the first screen's applications are on their way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(liveServer.requestsOf('job_application.list_statuses')).toHaveLength(0);
    gets.resolve();
    await within(row(ids.app2)).findByRole('link', { name: 'Platform engineer' });
    await waitFor(() => {
      expect(liveServer.requestsOf('job_application.list_statuses')).toHaveLength(1);
    });

    chooseStatus('Refused');
    expect(screen.getByTestId('job-applications-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('job-applications-no-status-match')).toBeNull();
    statuses.resolve();
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app3]);
    });
  });

  it('shows the first screen remembered from the last visit while the list is on its way, without those gone since', async () => {
    serveApplications();
    const list = deferred();
    const app1Answer = deferred();
    liveServer.on('job_application.list_creation_dates', async () => {
      await list.promise;
      return { data: [app1, app2, app3].map(({ id, created, archived }) => ({ id, created, archived })) };
    });
    liveServer.on('job_application.get', async ({ id }) => {
      if (id === ids.app1) await app1Answer.promise;
      const app = byId.get(id as string);
      return app === undefined ? { error: { code: 'not_found' } } : { data: app };
    });
    const gone = '99999999-9999-4999-8999-999999999999';
    rememberFirstScreen(window.localStorage, connectedSession.user_id, [ids.app1, gone, ids.app3]);
    renderJobSearch({ path: '/job_applications' });
    await waitFor(() => {
      expect(liveServer.requestsOf('job_application.get')).toEqual([{ id: ids.app1 }, { id: gone }, { id: ids.app3 }]);
    });
    // Not while one of them is still awaited: no row moves when its answer comes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rowIds()).toEqual([]);
    expect(screen.getByTestId('job-applications-loading')).toBeInTheDocument();

    app1Answer.resolve();
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app3, ids.app1]);
    });
    expect(within(row(ids.app3)).getByRole('link', { name: 'Data engineer' })).toBeInTheDocument();
    expect(within(row(ids.app1)).getByRole('link', { name: 'Frontend engineer' })).toBeInTheDocument();
    expect(screen.queryByTestId('job-applications-footer')).toBeNull();

    // The list puts the application created since above them.
    list.resolve();
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
    });
    await within(row(ids.app2)).findByRole('link', { name: 'Platform engineer' });
  });

  it('searches from three characters, after a pause in typing, and loads the matches as they come into view', async () => {
    serveApplications();
    liveServer.on('job_application.search', ({ query }) => ({
      data: query === 'acme' ? [{ id: ids.app1, created: app1.created }] : [],
    }));
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    const search = within(screen.getByTestId('job-applications-search')).getByRole('searchbox');

    fireEvent.change(search, { target: { value: 'ac' } });
    expect(screen.getByTestId('job-applications-search-hint')).toHaveTextContent('Type at least 3 characters to search.');
    expect(rowIds()).toHaveLength(3);

    fireEvent.change(search, { target: { value: 'acme' } });
    expect(screen.getByTestId('job-applications-search-hint')).toHaveTextContent('');
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app1]);
    });
    expect(liveServer.requestsOf('job_application.search')).toEqual([{ query: 'acme' }]);
    scrollIntoView(ids.app1);
    await within(row(ids.app1)).findByRole('link', { name: 'Frontend engineer' });

    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(await screen.findByTestId('job-applications-no-match')).toHaveTextContent('No job application matches “nothing like it”.');

    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
  });

  it('shows an empty state that leads to the form', async () => {
    liveServer.answer('job_application.list_creation_dates', []).answer('job_application.list_statuses', []);
    const { router } = renderJobSearch({ path: '/' });
    expect(await screen.findByTestId('job-applications-empty')).toHaveTextContent('No job application yet');
    fireEvent.click(screen.getByTestId('new-job-application-button'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/new_job_application');
    });
  });

  it('shows a loading state, then the failure message with a retry', async () => {
    liveServer.fail('job_application.list_creation_dates', 'internal').answer('job_application.list_statuses', []);
    renderJobSearch({ path: '/' });
    expect(screen.getByTestId('job-applications-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('job-applications-error');
    expect(error).toHaveTextContent('Unable to get job application creation dates');

    serveApplications();
    fireEvent.click(screen.getByTestId('job-applications-error-retry'));
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    expect(screen.queryByTestId('job-applications-error')).not.toBeInTheDocument();
  });

  it('shows the failure of one row with a retry', async () => {
    serveApplications();
    liveServer.fail('job_application.get', 'timeout_on_purpose');
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    scrollIntoView(ids.app2);
    expect(await within(row(ids.app2)).findByText('Unable to get job_application')).toBeInTheDocument();
    serveApplications();
    fireEvent.click(within(row(ids.app2)).getByRole('button', { name: 'Retry' }));
    await within(row(ids.app2)).findByRole('link', { name: 'Platform engineer' });
  });

  it('hides archived applications unless the archive filter asks for them, and follows an archiving pushed live', async () => {
    const archivedId = '11111111-1111-4111-8111-000000000004';
    const archived = application(archivedId, { title: 'Old archived job', created: '2026-11-25T09:30:00.000Z', archived: true });
    const everyApp = new Map([app1, app2, app3, archived].map((app) => [app.id, app]));
    liveServer
      .answer(
        'job_application.list_creation_dates',
        [archived, app1, app2, app3].map(({ id, created, archived: isArchived }) => ({ id, created, archived: isArchived })),
      )
      .answer('job_application.list_statuses', [])
      .on('job_application.get', ({ id }) => ({ data: everyApp.get(id as string) }));
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
    });
    // The first screen asked for the shown rows only.
    expect(liveServer.requestsOf('job_application.get').map(({ id }) => id)).not.toContain(archivedId);

    const chooseArchive = (label: string) => {
      const select = within(screen.getByTestId('job-applications-archive-filter')).getByRole<HTMLSelectElement>('combobox', { name: 'Filter by archiving' });
      fireEvent.change(select, { target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: label }).value } });
    };
    chooseArchive('Archived applications');
    await waitFor(() => {
      expect(rowIds()).toEqual([archivedId]);
    });
    chooseArchive('Archived or not');
    await waitFor(() => {
      expect(rowIds()).toEqual([archivedId, ids.app2, ids.app3, ids.app1]);
    });
    // The archived one says so beside its status; the others do not.
    scrollIntoView(archivedId);
    expect(await within(row(archivedId)).findByTestId('job-application-archived')).toHaveTextContent('Archived');
    expect(within(row(ids.app2)).queryByTestId('job-application-archived')).toBeNull();

    // Archived on another device: it leaves the current applications at once.
    chooseArchive('Current applications');
    act(() => {
      liveServer.push('updated_job_application', { data: { ...app2, archived: true } });
    });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app3, ids.app1]);
    });
    act(() => {
      for (const app of [app1, app3]) liveServer.push('updated_job_application', { data: { ...app, archived: true } });
    });
    expect(await screen.findByTestId('job-applications-none-in-archive-filter')).toHaveTextContent(
      'No job application here: the others are under another choice of the archive filter.',
    );
  });

  it('sorts and narrows by tag through the server, and asks again after a change pushed live', async () => {
    serveApplications();
    let titleOrder = [ids.app3, ids.app1, ids.app2];
    liveServer
      .answer('job_application.list_tags', [
        { tag: 'remote', count: 1 },
        { tag: 'Dream', count: 2 },
      ])
      .on('job_application.list_order', (params) => ({
        data: Array.isArray(params.tags) ? [ids.app1] : params.direction === 'asc' ? titleOrder : [...titleOrder].reverse(),
      }));
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
    });
    const sortSelect = within(screen.getByTestId('job-applications-sort')).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    const choose = (select: HTMLSelectElement, label: string) => {
      fireEvent.change(select, { target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: label }).value } });
    };
    choose(sortSelect, 'Title, A to Z');
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app3, ids.app1, ids.app2]);
    });
    expect(liveServer.requestsOf('job_application.list_order')).toEqual([{ sort: 'title', direction: 'asc', locale: 'en-US' }]);
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    choose(sortSelect, 'Title, Z to A');
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app1, ids.app3]);
    });
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');

    // Renamed on another device: the order is asked for again, and the row moves.
    titleOrder = [ids.app1, ids.app3, ids.app2];
    act(() => {
      liveServer.push('updated_job_application', { data: { ...app2, title: 'Analyst' } });
    });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
    });

    // The tags by the reader's alphabet, with their counts.
    const tagSelect = within(await screen.findByTestId('job-applications-tag-filter')).getByRole<HTMLSelectElement>('combobox', { name: 'Filter by tag' });
    expect(within(tagSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['All tags', 'Dream (2)', 'remote (1)']);
    choose(tagSelect, 'remote (1)');
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app1]);
    });
    expect(liveServer.requestsOf('job_application.list_order').at(-1)).toEqual({ sort: 'title', direction: 'desc', locale: 'en-US', tags: ['remote'] });

    // Back to the default view: the list's own order, with no request.
    const asked = liveServer.requestsOf('job_application.list_order').length;
    choose(tagSelect, 'All tags');
    choose(sortSelect, 'Newest first');
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
    });
    expect(liveServer.requestsOf('job_application.list_order')).toHaveLength(asked + 1);
  });

  it('says when no application holds the tag chosen, and shows a failed order with a retry', async () => {
    serveApplications();
    liveServer.answer('job_application.list_tags', [{ tag: 'remote', count: 1 }]).answer('job_application.list_order', []);
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    // Once the tags have come, after the statuses.
    const tagSelect = within(await screen.findByTestId('job-applications-tag-filter')).getByRole<HTMLSelectElement>('combobox', { name: 'Filter by tag' });
    fireEvent.change(tagSelect, { target: { value: 'remote' } });
    expect(await screen.findByTestId('job-applications-none-with-tag')).toHaveTextContent('No job application here holds this tag.');

    liveServer.on('job_application.list_order', () => ({ error: { code: 'internal_error' } }));
    const sortSelect = within(screen.getByTestId('job-applications-sort')).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    fireEvent.change(sortSelect, { target: { value: 'deadline-asc' } });
    const alert = await screen.findByTestId('job-applications-order-error');
    expect(alert).toHaveTextContent('Unable to sort the job applications');
    liveServer.answer('job_application.list_order', [ids.app1]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app1]);
    });
  });

  it('updates a row when the server pushes a change, and adds a created application', async () => {
    serveApplications();
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    scrollIntoView(ids.app1);
    await within(row(ids.app1)).findByRole('link', { name: 'Frontend engineer' });
    act(() => {
      liveServer.push('updated_job_application', { data: { ...app1, title: 'Lead frontend engineer' } });
    });
    await within(row(ids.app1)).findByRole('link', { name: 'Lead frontend engineer' });

    const created = application('11111111-1111-4111-8111-000000000009', { title: 'Newest', created: '2026-11-30T09:30:00.000Z' });
    act(() => {
      liveServer.push('created_job_application', { data: created });
    });
    await waitFor(() => {
      expect(rowIds()[0]).toBe(created.id);
    });
    expect(within(row(created.id)).getByTestId('job-application-status')).toHaveTextContent('New');
  });

  it('speaks French', async () => {
    serveApplications();
    renderJobSearch({ path: '/', locale: 'fr-FR' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    expect(screen.getByRole('columnheader', { name: 'Intitulé' })).toBeInTheDocument();
    scrollIntoView(ids.app3);
    await within(row(ids.app3)).findByRole('link', { name: 'Data engineer' });
    expect(within(row(ids.app3)).getByTestId('job-application-status')).toHaveTextContent('Refusée');
    expect(row(ids.app3)).toHaveTextContent('23 nov. 2026');
    expect(row(ids.app3)).toHaveTextContent('90 000–110 000 $US par an');
    expect(row(ids.app3)).toHaveTextContent('1 déc. 2099');
    const search = within(screen.getByTestId('job-applications-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'a' } });
    expect(screen.getByTestId('job-applications-search-hint')).toHaveTextContent('Saisissez au moins 3 caractères pour rechercher.');
  });
});

describe('the list of many applications', () => {
  const apps = manyApplications(120);
  const idsOf = (from: number, to: number) => apps.slice(from, to).map((app) => app.id);

  it('renders the first 50 rows, then 50 more with the button and the rest when the end of the list comes into view', async () => {
    serveMany(apps);
    renderJobSearch({ path: '/job_applications' });
    await waitFor(() => {
      expect(rowIds()).toEqual(idsOf(0, 50));
    });
    expect(shownCount()).toHaveTextContent('Showing 50 of 120 applications');
    expect(shownCount()).toHaveAttribute('role', 'status');
    const button = showMoreButton();
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAccessibleName('Show 50 more applications');
    expect(button).not.toHaveAttribute('tabindex', '-1');

    fireEvent.click(button);
    await waitFor(() => {
      expect(rowIds()).toEqual(idsOf(0, 100));
    });
    expect(shownCount()).toHaveTextContent('Showing 100 of 120 applications');
    expect(showMoreButton()).toHaveAccessibleName('Show 20 more applications');
    // The first screen's rows came with the list; the others load only as they come into view.
    const firstScreen = idsOf(0, FIRST_SCREEN_ROWS).map((id) => ({ id }));
    await within(row(apps[FIRST_SCREEN_ROWS - 1]?.id ?? '')).findByRole('link', { name: `Job ${FIRST_SCREEN_ROWS - 1}` });
    expect(liveServer.requestsOf('job_application.get')).toEqual(firstScreen);
    expect(within(row(apps[FIRST_SCREEN_ROWS]?.id ?? '')).getByTestId('job-application-row-loading')).toBeInTheDocument();
    expect(within(row(apps[75]?.id ?? '')).getByTestId('job-application-row-loading')).toBeInTheDocument();
    scrollIntoView(apps[75]?.id ?? '');
    await within(row(apps[75]?.id ?? '')).findByRole('link', { name: 'Job 75' });
    expect(liveServer.requestsOf('job_application.get')).toEqual([...firstScreen, { id: apps[75]?.id }]);

    act(() => {
      intersections.intersect(screen.getByTestId('job-applications-sentinel'));
    });
    await waitFor(() => {
      expect(rowIds()).toEqual(idsOf(0, 120));
    });
    expect(shownCount()).toHaveTextContent('Showing 120 of 120 applications');
    expect(screen.queryByTestId('job-applications-show-more')).not.toBeInTheDocument();
    expect(screen.queryByTestId('job-applications-sentinel')).not.toBeInTheDocument();
    expect(liveServer.requestsOf('job_application.get')).toEqual([...firstScreen, { id: apps[75]?.id }]);
  });

  it('shows the next page each time the sentinel comes into view', async () => {
    serveMany(apps);
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    act(() => {
      intersections.intersect(screen.getByTestId('job-applications-sentinel'));
    });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(100);
    });
    expect(shownCount()).toHaveTextContent('Showing 100 of 120 applications');
  });

  it('has no footer when every row fits in the first page', async () => {
    serveMany(apps.slice(0, 50));
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    expect(screen.queryByTestId('job-applications-footer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('job-applications-show-more')).not.toBeInTheDocument();
  });

  it('names a last row in the singular', async () => {
    serveMany(apps.slice(0, 51));
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    expect(showMoreButton()).toHaveAccessibleName('Show 1 more application');
    fireEvent.click(showMoreButton());
    await waitFor(() => {
      expect(shownCount()).toHaveTextContent('Showing 51 of 51 applications');
    });
  });

  it('moves the focus from the button to the count line when the button shows the last rows', async () => {
    serveMany(apps);
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    act(() => {
      showMoreButton().focus();
    });
    fireEvent.click(showMoreButton()); // what Enter or Space on a focused button does
    await waitFor(() => {
      expect(rowIds()).toHaveLength(100);
    });
    expect(showMoreButton()).toHaveFocus();
    fireEvent.click(showMoreButton());
    await waitFor(() => {
      expect(rowIds()).toHaveLength(120);
    });
    expect(shownCount()).toHaveFocus();
  });

  it('starts again from the first page when the status filter changes', async () => {
    serveMany(apps);
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    fireEvent.click(showMoreButton());
    await waitFor(() => {
      expect(rowIds()).toHaveLength(100);
    });

    chooseStatus('Refused');
    const refused = apps.filter((_app, index) => index % 2 === 1).map((app) => app.id);
    await waitFor(() => {
      expect(rowIds()).toEqual(refused.slice(0, 50));
    });
    expect(shownCount()).toHaveTextContent('Showing 50 of 60 applications');
    expect(showMoreButton()).toHaveAccessibleName('Show 10 more applications');
    fireEvent.click(showMoreButton());
    await waitFor(() => {
      expect(rowIds()).toEqual(refused);
    });
    expect(shownCount()).toHaveTextContent('Showing 60 of 60 applications');

    chooseStatus('All statuses');
    await waitFor(() => {
      expect(rowIds()).toEqual(idsOf(0, 50));
    });
    expect(shownCount()).toHaveTextContent('Showing 50 of 120 applications');
  });

  it('starts again from the first page when the search changes', async () => {
    serveMany(apps);
    liveServer.on('job_application.search', ({ query }) => ({
      data: apps.slice(0, query === 'job' ? 110 : 90).map(({ id, created, archived }) => ({ id, created, archived })),
    }));
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    const search = within(screen.getByTestId('job-applications-search')).getByRole('searchbox');

    fireEvent.change(search, { target: { value: 'job' } });
    await waitFor(() => {
      expect(shownCount()).toHaveTextContent('Showing 50 of 110 applications');
    });
    fireEvent.click(showMoreButton());
    await waitFor(() => {
      expect(rowIds()).toHaveLength(100);
    });

    fireEvent.change(search, { target: { value: 'job 1' } });
    await waitFor(() => {
      expect(shownCount()).toHaveTextContent('Showing 50 of 90 applications');
    });
    // The rows past the first screen are drawn right after the count (useFirstScreenFirst).
    await waitFor(() => {
      expect(rowIds()).toEqual(idsOf(0, 50));
    });

    // Back to the whole list: its first page again.
    fireEvent.click(showMoreButton());
    await waitFor(() => {
      expect(rowIds()).toHaveLength(90);
    });
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => {
      expect(shownCount()).toHaveTextContent('Showing 50 of 120 applications');
    });
    await waitFor(() => {
      expect(rowIds()).toEqual(idsOf(0, 50));
    });
  });

  it('counts in French, with French number grouping', async () => {
    const many = manyApplications(1500);
    serveMany(many);
    renderJobSearch({ path: '/', locale: 'fr-FR' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    // Intl groups French thousands with a narrow no-break space.
    expect(shownCount()).toHaveTextContent('50 candidatures affichées sur 1\u202f500', { normalizeWhitespace: false });
    expect(showMoreButton()).toHaveAccessibleName('Afficher 50 candidatures de plus');
    fireEvent.click(showMoreButton());
    await waitFor(() => {
      expect(rowIds()).toHaveLength(100);
    });
    expect(shownCount()).toHaveTextContent('100 candidatures affichées sur 1\u202f500', { normalizeWhitespace: false });
  });

  it('counts in English, with English number grouping', async () => {
    serveMany(manyApplications(1500));
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(50);
    });
    expect(shownCount()).toHaveTextContent('Showing 50 of 1,500 applications');
  });
});
