import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const app3 = application(ids.app3, { title: 'Data engineer', created: '2026-11-23T09:30:00.000Z' });
const byId = new Map([app1, app2, app3].map((app) => [app.id, app]));

function serveApplications() {
  liveServer
    .answer(
      'job_application.list_creation_dates',
      [app1, app2, app3].map(({ id, created }) => ({ id, created })),
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

function rowIds(): (string | null)[] {
  return screen.queryAllByTestId('job-application-row').map((row) => row.getAttribute('data-id'));
}

function row(id: string): HTMLElement {
  const found = screen.getAllByTestId('job-application-row').find((candidate) => candidate.getAttribute('data-id') === id);
  if (found === undefined) throw new Error(`no row ${id}`);
  return found;
}

function scrollIntoView(id: string) {
  act(() => {
    intersections.intersect(row(id));
  });
}

async function chooseStatus(label: string) {
  const filter = screen.getByTestId('job-applications-status-filter');
  fireEvent.mouseDown(within(filter).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

beforeEach(() => {
  liveServer.reset();
});

describe('the job applications list', () => {
  it('lists the applications newest first and loads each row only once it comes into view', async () => {
    serveApplications();
    renderJobSearch({ path: '/job_applications' });
    await waitFor(() => {
      expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
    });
    expect(screen.getByTestId('job-applications-list')).toBeInTheDocument();
    expect(liveServer.requestsOf('job_application.get')).toEqual([]);
    expect(within(row(ids.app1)).getByTestId('job-application-row-loading')).toBeInTheDocument();

    scrollIntoView(ids.app1);
    const link = await within(row(ids.app1)).findByRole('link', { name: 'Frontend engineer' });
    expect(link).toHaveAttribute('href', `/job_applications/${ids.app1}`);
    expect(row(ids.app1)).toHaveTextContent('Acme');
    expect(row(ids.app1)).toHaveTextContent('Nov 22, 2026');
    expect(within(row(ids.app1)).getByTestId('job-application-status')).toHaveTextContent('Interviewing');
    expect(liveServer.requestsOf('job_application.get')).toEqual([{ id: ids.app1 }]);
    // The rows still out of view are still waiting.
    expect(within(row(ids.app2)).getByTestId('job-application-row-loading')).toBeInTheDocument();

    // Coming back into view does not load it again.
    scrollIntoView(ids.app1);
    scrollIntoView(ids.app3);
    await within(row(ids.app3)).findByRole('link', { name: 'Data engineer' });
    expect(liveServer.requestsOf('job_application.get')).toEqual([{ id: ids.app1 }, { id: ids.app3 }]);
  });

  it('filters the rows by status', async () => {
    serveApplications();
    renderJobSearch({ path: '/' });
    await waitFor(() => {
      expect(rowIds()).toHaveLength(3);
    });
    await chooseStatus('Refused');
    expect(rowIds()).toEqual([ids.app3]);
    await chooseStatus('Offer');
    expect(screen.getByTestId('job-applications-no-status-match')).toHaveTextContent('No job application has this status.');
    await chooseStatus('All statuses');
    expect(rowIds()).toEqual([ids.app2, ids.app3, ids.app1]);
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
    const search = within(screen.getByTestId('job-applications-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'a' } });
    expect(screen.getByTestId('job-applications-search-hint')).toHaveTextContent('Saisissez au moins 3 caractères pour rechercher.');
  });
});
