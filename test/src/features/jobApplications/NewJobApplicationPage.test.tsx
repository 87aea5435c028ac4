import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '../../../../src/i18n/locales';
import { application, company, ids } from './jobSearchSupport';
import { liveServer } from './liveServerStub';
import { renderJobSearch } from './renderJobSearch';

jest.setTimeout(30_000);

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByTestId('new-job-application-submit'));
}

async function chooseCompany(label: string) {
  const select = screen.getByTestId('new-job-application-company');
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

function openForm(locale: Locale = 'en-US') {
  liveServer.answer('company.list', [company(ids.company1, 'Acme'), company(ids.company2, 'Globex')]);
  return renderJobSearch({ path: '/new_job_application', locale });
}

beforeEach(() => {
  liveServer.reset();
});

describe.each([
  {
    locale: 'en-US' as const,
    titleRequired: 'Enter the job title',
    urlRequired: 'Enter the address of the job offer',
    titleTooShort: 'The title must have at least 5 characters',
    urlTooShort: 'The URL must have at least 5 characters',
    urlInvalid: 'Enter a valid address starting with http:// or https://',
    companyNameRequired: 'Enter the name of the company',
    newCompany: 'New company…',
  },
  {
    locale: 'fr-FR' as const,
    titleRequired: 'Saisissez l’intitulé du poste',
    urlRequired: 'Saisissez l’adresse de l’offre',
    titleTooShort: 'L’intitulé doit comporter au moins 5 caractères',
    urlTooShort: 'L’adresse doit comporter au moins 5 caractères',
    urlInvalid: 'Saisissez une adresse valide commençant par http:// ou https://',
    companyNameRequired: 'Saisissez le nom de l’entreprise',
    newCompany: 'Nouvelle entreprise…',
  },
])('the new application form in $locale', (expected) => {
  it('explains what is missing or wrong, and sends nothing', async () => {
    openForm(expected.locale);
    await screen.findByTestId('new-job-application-title');
    submit();
    expect(await screen.findByText(expected.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(expected.urlRequired)).toBeInTheDocument();

    type('new-job-application-title', 'Dev');
    type('new-job-application-url', 'a.b');
    expect(await screen.findByText(expected.titleTooShort)).toBeInTheDocument();
    expect(await screen.findByText(expected.urlTooShort)).toBeInTheDocument();

    type('new-job-application-url', 'ftp://files.example/job');
    expect(await screen.findByText(expected.urlInvalid)).toBeInTheDocument();
    type('new-job-application-url', 'jobs example');
    expect(await screen.findByText(expected.urlInvalid)).toBeInTheDocument();

    await chooseCompany(expected.newCompany);
    await screen.findByTestId('new-job-application-new-company-name');
    submit();
    expect(await screen.findByText(expected.companyNameRequired)).toBeInTheDocument();

    // Five characters, counted as the server counts them: an emoji is one.
    type('new-job-application-title', 'Dev 🚀');
    await waitFor(() => {
      expect(screen.queryByText(expected.titleTooShort)).not.toBeInTheDocument();
    });
    expect(liveServer.posts).toEqual([]);
  });
});

describe('creating an application', () => {
  it('posts the application with the chosen company, then opens its page', async () => {
    const created = application(ids.app1, {
      title: 'Staff engineer',
      url: 'https://jobs.example/staff',
      company_id: ids.company2,
      company: { id: ids.company2, name: 'Globex' },
      notes: 'Referred by Ada',
    });
    liveServer.onPost('/job_applications', () => ({ status: 200, body: { data: created } })).answer('job_application.get', created);
    const { router } = openForm();
    await screen.findByTestId('new-job-application-title');
    type('new-job-application-title', 'Staff engineer');
    type('new-job-application-url', 'https://jobs.example/staff');
    await chooseCompany('Globex');
    type('new-job-application-notes', 'Referred by Ada');
    submit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/job_applications/${ids.app1}`);
    });
    expect(liveServer.posts).toEqual([
      {
        path: '/job_applications',
        authorization: 'Bearer token-123',
        body: {
          title: 'Staff engineer',
          url: 'https://jobs.example/staff',
          company_id: ids.company2,
          notes: 'Referred by Ada',
          job_description: '',
        },
      },
    ]);
  });

  it('posts the details filled in, and none of those left empty', async () => {
    const created = application(ids.app1, { title: 'Staff engineer', url: 'https://jobs.example/staff' });
    liveServer.onPost('/job_applications', () => ({ status: 200, body: { data: created } })).answer('job_application.get', created);
    openForm();
    await screen.findByTestId('new-job-application-title');
    type('new-job-application-title', 'Staff engineer');
    type('new-job-application-url', 'https://jobs.example/staff');
    type('new-job-application-location', 'Berlin');
    fireEvent.change(screen.getByTestId('new-job-application-salary-min'), { target: { value: '70000' } });
    fireEvent.change(screen.getByTestId('new-job-application-salary-max'), { target: { value: '85000' } });
    // The currency is found by typing, as in a list of some 300.
    const currency = within(screen.getByTestId('new-job-application-currency')).getByRole('combobox');
    fireEvent.mouseDown(currency);
    fireEvent.change(currency, { target: { value: 'euro' } });
    fireEvent.click(await screen.findByTitle('EUR – Euro'));
    type('new-job-application-source', 'Referral');
    submit();
    await waitFor(() => {
      expect(liveServer.posts).toHaveLength(1);
    });
    expect(liveServer.posts[0]?.body).toEqual({
      title: 'Staff engineer',
      url: 'https://jobs.example/staff',
      company_id: null,
      notes: '',
      job_description: '',
      location: 'Berlin',
      salary_min: 70_000,
      salary_max: 85_000,
      salary_currency: 'EUR',
      source: 'Referral',
    });
  });

  it('creates a new company first, by name', async () => {
    const initech = company('22222222-2222-4222-8222-000000000003', 'Initech');
    const created = application(ids.app1, { company_id: initech.id, company: { id: initech.id, name: 'Initech' } });
    liveServer
      .onPost('/companies', () => ({ status: 200, body: { data: initech } }))
      .onPost('/job_applications', () => ({ status: 200, body: { data: created } }));
    const { router } = openForm();
    await screen.findByTestId('new-job-application-title');
    type('new-job-application-title', 'Backend developer');
    type('new-job-application-url', 'https://jobs.example/1');
    await chooseCompany('New company…');
    await screen.findByTestId('new-job-application-new-company-name');
    type('new-job-application-new-company-name', 'Initech');
    type('new-job-application-description', 'Build the platform.\nWith care.');
    submit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/job_applications/${ids.app1}`);
    });
    expect(liveServer.posts.map((post) => [post.path, post.body])).toEqual([
      ['/companies', { name: 'Initech' }],
      [
        '/job_applications',
        {
          title: 'Backend developer',
          url: 'https://jobs.example/1',
          company_id: initech.id,
          notes: '',
          job_description: 'Build the platform.\nWith care.',
        },
      ],
    ]);
  });

  it('shows the failure and stays on the form when the server refuses', async () => {
    liveServer.onPost('/job_applications', () => ({ status: 400, body: { error: 'invalid_params' } }));
    const { router } = openForm('fr-FR');
    await screen.findByTestId('new-job-application-title');
    type('new-job-application-title', 'Backend developer');
    type('new-job-application-url', 'https://jobs.example/1');
    submit();
    expect(await screen.findByTestId('new-job-application-error')).toHaveTextContent('Impossible de créer la candidature');
    expect(router.state.location.pathname).toBe('/new_job_application');
    expect(screen.getByTestId('new-job-application-submit')).not.toBeDisabled();
  });

  it('writes French with no-break spaces before double punctuation', async () => {
    openForm('fr-FR');
    const intro = await screen.findByText(/sont obligatoires/);
    expect(intro.textContent).toContain('sont obligatoires\u00a0; le reste peut attendre.');
  });
});
