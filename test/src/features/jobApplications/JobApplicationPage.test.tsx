import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '../../../../src/i18n/locales';
import { action, application, company, ids } from './jobSearchSupport';
import { liveServer } from './liveServerStub';
import { renderJobSearch } from './renderJobSearch';

jest.setTimeout(40_000);

const app1 = application(ids.app1, {
  title: 'Frontend engineer',
  url: 'https://jobs.example/frontend',
  company_id: ids.company1,
  company: { id: ids.company1, name: 'Acme' },
  notes: '<b>Not bold</b>\nSecond line',
  job_description: 'Build the interface.\nWith care.',
});
const submitted = action(ids.action1, ids.app1, 'submit', '2026-11-20T10:00:00.000Z', { title: 'Sent the resume' });
const interview = action(ids.action2, ids.app1, 'interview', '2026-11-28T14:00:00.000Z', {
  title: 'First interview',
  notes: 'Ask about the team',
});

function serveApplication() {
  liveServer
    .answer('job_application.get', app1)
    .answer('action.list_for_application', [interview, submitted])
    .answer('company.list', [company(ids.company1, 'Acme'), company(ids.company2, 'Globex')])
    .answer('job_application.update', 'success');
}

function openPage(locale: Locale = 'en-US', path = `/job_applications/${ids.app1}`) {
  return renderJobSearch({ path, locale });
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function choose(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options.at(-1)!);
}

function actionRowIds(): (string | null)[] {
  return screen.queryAllByTestId('action-row').map((row) => row.getAttribute('data-id'));
}

beforeEach(() => {
  liveServer.reset();
});

describe('the job application page', () => {
  it('shows a skeleton, then the title, the offer link opening apart, the company and the tabs', async () => {
    serveApplication();
    openPage();
    expect(screen.getByTestId('job-application-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('job-application-title')).toHaveTextContent('Frontend engineer');
    const link = screen.getByTestId('job-application-url');
    expect(link).toHaveAttribute('href', 'https://jobs.example/frontend');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('job-application-company')).toHaveTextContent('Acme');
    expect(['actions', 'details', 'files', 'company', 'notes', 'job_description', 'ai'].map((key) => screen.getByTestId(`tab-${key}`).textContent)).toEqual([
      'Actions',
      'Details',
      'Files',
      'Company',
      'Notes',
      'Job description',
      'AI',
    ]);
    expect(document.title).toBe('Frontend engineer | Job Search Tracker');
    liveServer.on('file.list_for_application', () => ({ data: [] }));
    fireEvent.click(screen.getByTestId('tab-files'));
    expect(await screen.findByText('No file is linked to this application yet.')).toBeInTheDocument();
    expect(screen.getByTestId('application-files-link')).toHaveAttribute('href', `/files_selection?job_application_id=${ids.app1}`);
    fireEvent.click(screen.getByTestId('tab-ai'));
    expect(await screen.findByTestId('ai-tab')).toBeInTheDocument();
  });

  it("shows not found for an unknown id or another account's, with a link to the list", async () => {
    liveServer.fail('job_application.get', 'not_found');
    const { router } = openPage();
    expect(await screen.findByTestId('job-application-not-found')).toHaveTextContent('Job application not found');
    fireEvent.click(screen.getByTestId('back-to-list'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/job_applications');
    });
  });

  it('shows not found for a malformed id without asking the server', async () => {
    openPage('en-US', '/job_applications/not-an-id');
    expect(await screen.findByTestId('job-application-not-found')).toBeInTheDocument();
    expect(liveServer.requestsOf('job_application.get')).toEqual([]);
  });

  it('shows another failure with its message and a retry', async () => {
    liveServer.fail('job_application.get', 'internal');
    openPage();
    expect(await screen.findByTestId('job-application-error')).toHaveTextContent('Unable to get job_application');
    serveApplication();
    fireEvent.click(screen.getByTestId('job-application-error-retry'));
    expect(await screen.findByTestId('job-application-title')).toHaveTextContent('Frontend engineer');
  });

  it('edits the title and the URL with the rules of the creation form', async () => {
    serveApplication();
    openPage();
    fireEvent.click(await screen.findByTestId('job-application-edit'));
    type('job-application-title-input', 'Dev');
    type('job-application-url-input', 'mailto:jobs@example.com');
    expect(await screen.findByText('The title must have at least 5 characters')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid address starting with http:// or https://')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('job-application-save'));
    type('job-application-title-input', 'Senior frontend engineer');
    type('job-application-url-input', 'https://jobs.example/senior');
    await waitFor(() => {
      expect(screen.queryByText('The title must have at least 5 characters')).not.toBeInTheDocument();
    });
    expect(liveServer.requestsOf('job_application.update')).toEqual([]);
    fireEvent.click(screen.getByTestId('job-application-save'));
    expect(await screen.findByTestId('job-application-title')).toHaveTextContent('Senior frontend engineer');
    expect(screen.getByTestId('job-application-url')).toHaveAttribute('href', 'https://jobs.example/senior');
    expect(liveServer.requestsOf('job_application.update')).toEqual([
      { id: ids.app1, title: 'Senior frontend engineer', url: 'https://jobs.example/senior' },
    ]);
  });

  it('deletes the application after a confirmation, then goes back to the list', async () => {
    serveApplication();
    liveServer
      .answer('job_application.delete', 'success')
      .answer('job_application.list_creation_dates', [])
      .answer('job_application.list_statuses', []);
    const { router } = openPage();
    fireEvent.click(await screen.findByTestId('job-application-delete'));
    expect(await screen.findByText('Delete this job application?')).toBeInTheDocument();
    expect(liveServer.requestsOf('job_application.delete')).toEqual([]);
    fireEvent.click(screen.getByTestId('job-application-delete-confirm'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/job_applications');
    });
    expect(liveServer.requestsOf('job_application.delete')).toEqual([{ id: ids.app1 }]);
  });

  it('says so when the application is deleted in another tab', async () => {
    serveApplication();
    openPage();
    await screen.findByTestId('job-application-title');
    act(() => {
      liveServer.push('deleted_job_application', { id: ids.app1 });
    });
    expect(await screen.findByTestId('job-application-deleted')).toHaveTextContent('This job application was deleted');
  });
});

describe('the Actions tab', () => {
  it('lists the actions by date with their type, title, moment and notes', async () => {
    serveApplication();
    openPage();
    await waitFor(() => {
      expect(actionRowIds()).toEqual([ids.action1, ids.action2]);
    });
    const row = screen.getAllByTestId('action-row')[1]!;
    expect(within(row).getByTestId('action-type')).toHaveTextContent('Interview');
    expect(within(row).getByTestId('action-title')).toHaveTextContent('First interview');
    expect(within(row).getByTestId('action-date')).toHaveAttribute('dateTime', interview.date);
    expect(within(row).getByTestId('action-notes')).toHaveTextContent('Ask about the team');
  });

  it('adds an action in a dialog, with the date and time of the picker', async () => {
    serveApplication();
    const created = action(ids.action3, ids.app1, 'phone_call', '2026-12-05T09:00:00.000Z', { title: 'Call the recruiter' });
    liveServer.on('action.create', () => ({ data: created }));
    openPage();
    await waitFor(() => {
      expect(actionRowIds()).toHaveLength(2);
    });
    fireEvent.click(screen.getByTestId('action-add'));
    fireEvent.click(await screen.findByTestId('action-form-submit'));
    expect(await screen.findByText('Choose the type of action')).toBeInTheDocument();
    expect(screen.getByText('Enter a title')).toBeInTheDocument();

    await choose('action-form-type', 'Phone call');
    type('action-form-title', 'Call the recruiter');
    type('action-form-notes', 'Ask for the salary range');
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => {
      expect(actionRowIds()).toEqual([ids.action1, ids.action2, ids.action3]);
    });
    const [params] = liveServer.requestsOf('action.create');
    expect(params).toMatchObject({
      job_application_id: ids.app1,
      type: 'phone_call',
      title: 'Call the recruiter',
      notes: 'Ask for the salary range',
    });
    // The next full hour, on the minute, as UTC ISO 8601.
    expect(params?.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(Date.parse(params?.date as string)).toBeGreaterThan(Date.now());
    await waitFor(() => {
      expect(screen.queryByTestId('action-form')).not.toBeInTheDocument();
    });
  });

  it('edits an action, sending only what changed', async () => {
    serveApplication();
    liveServer.answer('action.update', 'success');
    openPage();
    await waitFor(() => {
      expect(actionRowIds()).toHaveLength(2);
    });
    const row = screen.getAllByTestId('action-row')[1]!;
    fireEvent.click(within(row).getByTestId('action-edit'));
    expect(await screen.findByTestId('action-form-title')).toHaveValue('First interview');
    type('action-form-title', 'Second interview');
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => {
      expect(screen.getAllByTestId('action-title').map((title) => title.textContent)).toEqual(['Sent the resume', 'Second interview']);
    });
    expect(liveServer.requestsOf('action.update')).toEqual([{ id: ids.action2, title: 'Second interview' }]);
  });

  it('deletes an action after a confirmation', async () => {
    serveApplication();
    liveServer.answer('action.delete', 'success');
    openPage();
    await waitFor(() => {
      expect(actionRowIds()).toHaveLength(2);
    });
    fireEvent.click(within(screen.getAllByTestId('action-row')[0]!).getByTestId('action-delete'));
    expect(await screen.findByText('Delete this action?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('action-delete-confirm'));
    await waitFor(() => {
      expect(actionRowIds()).toEqual([ids.action2]);
    });
    expect(liveServer.requestsOf('action.delete')).toEqual([{ id: ids.action1 }]);
  });

  it('follows the actions pushed by the server', async () => {
    serveApplication();
    openPage();
    await waitFor(() => {
      expect(actionRowIds()).toHaveLength(2);
    });
    const early = action(ids.action3, ids.app1, 'email', '2026-11-01T08:00:00.000Z', { title: 'First email' });
    act(() => {
      liveServer.push('created_action', { data: early });
    });
    await waitFor(() => {
      expect(actionRowIds()).toEqual([ids.action3, ids.action1, ids.action2]);
    });
    act(() => {
      liveServer.push('deleted_action', { id: ids.action1, job_application_id: ids.app1 });
    });
    await waitFor(() => {
      expect(actionRowIds()).toEqual([ids.action3, ids.action2]);
    });
  });
});

describe('the Company tab', () => {
  it('gives the application another company', async () => {
    serveApplication();
    openPage();
    fireEvent.click(await screen.findByTestId('tab-company'));
    expect(await screen.findByTestId('company-current')).toHaveTextContent('Acme');
    await choose('company-select', 'Globex');
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => {
      expect(screen.getByTestId('company-current')).toHaveTextContent('Globex');
    });
    expect(liveServer.requestsOf('job_application.update')).toEqual([{ id: ids.app1, company_id: ids.company2 }]);
  });

  it('creates a new company and gives it to the application', async () => {
    serveApplication();
    const initech = company('22222222-2222-4222-8222-000000000003', 'Initech');
    liveServer.onPost('/companies', () => ({ status: 200, body: { data: initech } }));
    openPage();
    fireEvent.click(await screen.findByTestId('tab-company'));
    await screen.findByTestId('company-current');
    await choose('company-select', 'New company…');
    await screen.findByTestId('company-new-name');
    fireEvent.click(screen.getByTestId('company-save'));
    expect(await screen.findByText('Enter the name of the company')).toBeInTheDocument();
    type('company-new-name', 'Initech');
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => {
      expect(screen.getByTestId('company-current')).toHaveTextContent('Initech');
    });
    expect(liveServer.posts.map((post) => [post.path, post.body])).toEqual([['/companies', { name: 'Initech' }]]);
    expect(liveServer.requestsOf('job_application.update')).toEqual([{ id: ids.app1, company_id: initech.id }]);
  });
});

describe('the Notes and Job description tabs', () => {
  it('show the text as typed, line breaks kept and markup as text, and save an edit', async () => {
    serveApplication();
    openPage();
    fireEvent.click(await screen.findByTestId('tab-notes'));
    const notes = await screen.findByTestId('notes-text');
    expect(notes.textContent).toBe('<b>Not bold</b>\nSecond line');
    expect(notes.querySelector('b')).toBeNull();
    expect(notes).toHaveStyle({ whiteSpace: 'pre-wrap' });

    fireEvent.click(screen.getByTestId('notes-edit'));
    expect(await screen.findByTestId('notes-input')).toHaveValue('<b>Not bold</b>\nSecond line');
    type('notes-input', 'Call back on Monday\nBring the portfolio');
    fireEvent.click(screen.getByTestId('notes-save'));
    await waitFor(() => {
      expect(screen.getByTestId('notes-text').textContent).toBe('Call back on Monday\nBring the portfolio');
    });
    expect(liveServer.requestsOf('job_application.update')).toEqual([
      { id: ids.app1, notes: 'Call back on Monday\nBring the portfolio' },
    ]);

    fireEvent.click(screen.getByTestId('tab-job_description'));
    expect((await screen.findByTestId('job-description-text')).textContent).toBe('Build the interface.\nWith care.');
    fireEvent.click(screen.getByTestId('job-description-edit'));
    type('job-description-input', '');
    fireEvent.click(screen.getByTestId('job-description-save'));
    await waitFor(() => {
      expect(screen.getByTestId('job-description-text')).toHaveTextContent('No job description yet.');
    });
  });

  it('shows the failure message when a save fails, and stays in edit mode', async () => {
    serveApplication();
    liveServer.fail('job_application.update', 'internal');
    openPage();
    fireEvent.click(await screen.findByTestId('tab-notes'));
    fireEvent.click(await screen.findByTestId('notes-edit'));
    type('notes-input', 'New notes');
    fireEvent.click(screen.getByTestId('notes-save'));
    expect(await screen.findByTestId('notes-save-error')).toHaveTextContent('Unable to update job_application');
    expect(screen.getByTestId('notes-input')).toHaveValue('New notes');
  });
});

describe('the Details tab', () => {
  const detailed = {
    ...app1,
    location: 'Lyon, France',
    remote: 'hybrid',
    salary_min: 48_000,
    salary_max: 56_000,
    salary_currency: 'EUR',
    salary_period: 'year',
    source: 'LinkedIn',
    deadline: '2099-12-15',
    tags: ['backend', 'TypeScript'],
    archived: false,
  } as const;

  /** Each row of the details: its label, then its value. */
  function detailRows(): Record<string, string> {
    return Object.fromEntries(
      within(screen.getByTestId('details-list'))
        .getAllByRole('row')
        .map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']),
    );
  }

  it('shows each detail as the locale writes it, and "Not set" for the others', async () => {
    serveApplication();
    liveServer.answer('job_application.get', { ...detailed, tags: [...detailed.tags], source: null, remote: null });
    openPage();
    fireEvent.click(await screen.findByTestId('tab-details'));
    await screen.findByTestId('details-list');
    expect(detailRows()).toEqual({
      Location: 'Lyon, France',
      'Remote work': 'Not set',
      Salary: '€48,000 – €56,000 a year',
      Source: 'Not set',
      Deadline: 'Dec 15, 2099',
      Tags: 'backendTypeScript',
      Archived: 'No',
    });
  });

  it('in French', async () => {
    serveApplication();
    liveServer.answer('job_application.get', { ...detailed, tags: [...detailed.tags], salary_min: null, salary_period: 'month', archived: true });
    openPage('fr-FR');
    fireEvent.click(await screen.findByTestId('tab-details'));
    await screen.findByTestId('details-list');
    expect(detailRows()).toEqual({
      Lieu: 'Lyon, France',
      Télétravail: 'Hybride',
      Salaire: 'jusqu’à 56\u202f000\u00a0€ par mois',
      Source: 'LinkedIn',
      'Date limite': '15 déc. 2099',
      Étiquettes: 'backendTypeScript',
      Archivée: 'Oui',
    });
  });

  it('edits the details, sending only what changed, and refuses a salary range upside down', async () => {
    serveApplication();
    liveServer.answer('job_application.get', { ...detailed, tags: [...detailed.tags] });
    openPage();
    fireEvent.click(await screen.findByTestId('tab-details'));
    fireEvent.click(await screen.findByTestId('details-edit'));
    expect(await screen.findByTestId('details-location')).toHaveValue('Lyon, France');
    type('details-location', 'Paris');
    type('details-source', '');
    fireEvent.change(screen.getByTestId('details-salary-max'), { target: { value: '40000' } });
    fireEvent.click(screen.getByTestId('details-save'));
    expect(await screen.findByText('The highest salary cannot be below the lowest.')).toBeInTheDocument();
    expect(liveServer.requestsOf('job_application.update')).toEqual([]);

    fireEvent.change(screen.getByTestId('details-salary-max'), { target: { value: '60000' } });
    expect(screen.queryByTestId('job-application-archived')).toBeNull();
    fireEvent.click(screen.getByTestId('details-archived'));
    fireEvent.click(screen.getByTestId('details-save'));
    await waitFor(() => {
      expect(liveServer.requestsOf('job_application.update')).toEqual([
        { id: ids.app1, location: 'Paris', salary_max: 60_000, source: null, archived: true },
      ]);
    });
    // Archived: the page's header says so beside the status.
    expect(await screen.findByTestId('job-application-archived')).toHaveTextContent('Archived');
    expect(await screen.findByTestId('details-list')).toHaveTextContent('€48,000 – €60,000 a year');
  });
});

describe('the page in French', () => {
  it('names its tabs and confirms a deletion with French typography', async () => {
    serveApplication();
    openPage('fr-FR');
    await screen.findByTestId('job-application-title');
    expect(['actions', 'details', 'files', 'company', 'notes', 'job_description', 'ai'].map((key) => screen.getByTestId(`tab-${key}`).textContent)).toEqual([
      'Actions',
      'Détails',
      'Fichiers',
      'Entreprise',
      'Notes',
      'Description du poste',
      'IA',
    ]);
    await waitFor(() => {
      expect(screen.getAllByTestId('action-type').map((type) => type.textContent.trim())).toEqual(['Candidature envoyée', 'Entretien']);
    });
    fireEvent.click(screen.getByTestId('job-application-delete'));
    const question = await screen.findByText(/Supprimer cette candidature/);
    expect(question.textContent).toBe('Supprimer cette candidature\u00a0?');
    fireEvent.click(screen.getByTestId('action-add'));
    fireEvent.click(await screen.findByTestId('action-form-submit'));
    expect(await screen.findByText('Choisissez le type d’action')).toBeInTheDocument();
    expect(screen.getByText('Saisissez un titre')).toBeInTheDocument();
  });

  it('checks the title in French', async () => {
    serveApplication();
    openPage('fr-FR');
    fireEvent.click(await screen.findByTestId('job-application-edit'));
    type('job-application-title-input', 'Dév');
    expect(await screen.findByText('L’intitulé doit comporter au moins 5 caractères')).toBeInTheDocument();
  });
});

describe('the date of an action', () => {
  it('is typed in the picker in local time and sent in UTC', async () => {
    serveApplication();
    liveServer.answer('action.update', 'success');
    openPage();
    await waitFor(() => {
      expect(actionRowIds()).toHaveLength(2);
    });
    fireEvent.click(within(screen.getAllByTestId('action-row')[1]!).getByTestId('action-edit'));
    const input = await screen.findByTestId('action-form-date');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2026-12-09 16:45' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => {
      expect(liveServer.requestsOf('action.update')).toEqual([
        { id: ids.action2, date: new Date(2026, 11, 9, 16, 45).toISOString() },
      ]);
    });
  });
});
