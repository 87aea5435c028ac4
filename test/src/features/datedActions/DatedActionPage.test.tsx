// /actions/{id} in jsdom with the stub server behind the live channel, in both languages: an action opened by its
// own address is asked for alone (`action.get`) when the tab does not have it, and shown whole under its title
// with its application named; one the Actions tab already loaded is not asked for again; an unknown id, another
// account's or a malformed one says it cannot be found; another failure offers a retry; it is changed in the
// action dialog and deleted after a confirmation; and an action deleted on another device says so.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { action, application, company, ids } from '../jobApplications/jobSearchSupport';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';

jest.setTimeout(40_000);

const interview = action(ids.action1, ids.app1, 'interview', '2026-12-10T09:00:00.000Z', {
  title: 'Technical interview',
  notes: 'Bring the portfolio.\nAsk about the team.',
  created: '2026-12-03T12:30:00.000Z',
});
const actionPath = `/actions/${ids.action1}`;
const frontend = application(ids.app1, { title: 'Frontend engineer', company_id: ids.company1, company: company(ids.company1, 'Acme') });

beforeEach(() => {
  liveServer.reset();
  liveServer.answer('job_application.get', frontend);
});

function formatted(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
}

describe('an action’s own page', () => {
  it.each([
    ['en-US', 'Interview', 'Added on', 'Application: Frontend engineer · Acme', 'See all your actions'],
    ['fr-FR', 'Entretien', 'Ajoutée le', 'Candidature\u00a0: Frontend engineer · Acme', 'Voir toutes vos actions'],
  ] as const)('asks for the action alone and shows it whole under its title (%s)', async (locale, type, addedOn, applicationLine, allActions) => {
    liveServer.answer('action.get', interview);
    renderJobSearch({ path: actionPath, locale });
    const shown = await screen.findByTestId('dated-action');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Technical interview']);
    expect(within(shown).getByTestId('dated-action-type')).toHaveTextContent(type);
    expect(within(shown).getByTestId('dated-action-date')).toHaveAttribute('datetime', interview.date);
    expect(within(shown).getByTestId('dated-action-date').textContent).toBe(formatted(interview.date, locale, { dateStyle: 'full', timeStyle: 'short' }));
    expect(within(shown).getByTestId('dated-action-created').textContent).toBe(
      `${addedOn} ${formatted(interview.created, locale, { dateStyle: 'long', timeStyle: 'short' })}`,
    );
    expect(within(shown).getByTestId('dated-action-notes').textContent).toBe('Bring the portfolio.\nAsk about the team.');
    await waitFor(() => {
      expect(within(shown).getByTestId('dated-action-application-line').textContent).toBe(applicationLine);
    });
    expect(within(shown).getByRole('link', { name: 'Frontend engineer' })).toHaveAttribute('href', `/job_applications/${ids.app1}`);
    expect(within(shown).getByRole('link', { name: allActions })).toHaveAttribute('href', '/actions');
    expect(document.title).toContain('Technical interview');
    expect(liveServer.requestsOf('action.get')).toEqual([{ id: ids.action1 }]);
  });

  it('says when the action has no notes', async () => {
    liveServer.answer('action.get', { ...interview, notes: '' });
    renderJobSearch({ path: actionPath });
    expect(await screen.findByTestId('dated-action-no-notes')).toHaveTextContent('No notes.');
  });

  it('says it is loading until the action arrives', async () => {
    renderJobSearch({ path: actionPath });
    const loading = await screen.findByTestId('dated-action-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveAccessibleName('Loading the action…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Action');
  });

  it('opens from the Actions tab without asking for the action again', async () => {
    liveServer.answer('action.list_for_application', [interview]).answer('job_application.list_statuses', []);
    const { router } = renderJobSearch({ path: `/job_applications/${ids.app1}` });
    const row = await screen.findByTestId('action-row');
    fireEvent.click(within(row).getByRole('link', { name: 'Technical interview' }));
    expect(await screen.findByTestId('dated-action')).toHaveAttribute('data-id', ids.action1);
    expect(router.state.location.pathname).toBe(actionPath);
    expect(liveServer.requestsOf('action.get')).toEqual([]);
  });

  it.each([
    ['en-US', 'Action not found', 'It does not exist, or it belongs to another account.'],
    ['fr-FR', 'Action introuvable', 'Elle n’existe pas, ou elle appartient à un autre compte.'],
  ] as const)('says an action of no such id, or of another account, cannot be found (%s)', async (locale, title, text) => {
    liveServer.fail('action.get', 'not_found');
    renderJobSearch({ path: actionPath, locale });
    expect(await screen.findByTestId('dated-action-not-found')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByTestId('dated-action-all-actions')).toHaveAttribute('href', '/actions');
  });

  it('says a malformed id cannot be found, asking nothing', async () => {
    renderJobSearch({ path: '/actions/not-an-id' });
    expect(await screen.findByTestId('dated-action-not-found')).toBeInTheDocument();
    expect(liveServer.requestsOf('action.get')).toEqual([]);
  });

  it('shows another failure with a retry that asks again', async () => {
    liveServer.fail('action.get', 'internal');
    renderJobSearch({ path: actionPath });
    expect(await screen.findByTestId('dated-action-error')).toHaveTextContent(`Unable to get action: ${ids.action1}`);
    liveServer.answer('action.get', interview);
    fireEvent.click(screen.getByTestId('dated-action-error-retry'));
    expect(await screen.findByTestId('dated-action')).toBeInTheDocument();
    expect(liveServer.requestsOf('action.get')).toHaveLength(2);
  });

  it('changes the action in its dialog, sending only what changed', async () => {
    liveServer.answer('action.get', interview).answer('action.update', 'success');
    renderJobSearch({ path: actionPath });
    fireEvent.click(await screen.findByTestId('dated-action-edit'));
    expect(await screen.findByTestId('action-form-title')).toHaveValue('Technical interview');
    fireEvent.change(screen.getByTestId('action-form-title'), { target: { value: 'Final interview' } });
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Final interview');
    });
    expect(liveServer.requestsOf('action.update')).toEqual([{ id: ids.action1, title: 'Final interview' }]);
    await waitFor(() => {
      expect(screen.queryByTestId('action-form')).not.toBeInTheDocument();
    });
  });

  it.each([
    ['en-US', 'This action was deleted'],
    ['fr-FR', 'Cette action a été supprimée'],
  ] as const)('deletes the action after a confirmation, then says it was deleted (%s)', async (locale, deleted) => {
    liveServer.answer('action.get', interview).answer('action.delete', 'success');
    renderJobSearch({ path: actionPath, locale });
    fireEvent.click(await screen.findByTestId('dated-action-delete'));
    fireEvent.click(await screen.findByTestId('dated-action-delete-confirm'));
    expect(await screen.findByTestId('dated-action-deleted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(deleted);
    expect(liveServer.requestsOf('action.delete')).toEqual([{ id: ids.action1 }]);
  });

  it('says so when the action is deleted on another device', async () => {
    liveServer.answer('action.get', interview);
    renderJobSearch({ path: actionPath });
    await screen.findByTestId('dated-action');
    act(() => {
      liveServer.push('deleted_action', { id: ids.action1, job_application_id: ids.app1 });
    });
    expect(await screen.findByTestId('dated-action-deleted')).toBeInTheDocument();
  });

  it('is reached from the upcoming events', async () => {
    liveServer
      .answer('action.list_future', [{ action: interview, job_application: { id: ids.app1, title: 'Frontend engineer', company: null } }])
      .answer('action.get_calendar_feed', '/api/calendar/secret-token-1.ics')
      .answer('action.get', interview);
    const { router } = renderJobSearch({ path: '/actions/future' });
    fireEvent.click(await screen.findByRole('link', { name: 'Technical interview' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(actionPath);
    });
    expect(await screen.findByTestId('dated-action')).toBeInTheDocument();
  });
});
