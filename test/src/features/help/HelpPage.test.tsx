// /help in jsdom with the stub server: its sections and AI prices in both languages, the links to the credit
// pages, and the operator's contact from GET /api/settings (an address, none, or a failure to retry).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicSettings } from '../../../../contract';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';

jest.setTimeout(30_000);

beforeEach(() => {
  liveServer.reset();
});

function serveSettings(settings: PublicSettings) {
  liveServer.onGet('/settings', () => ({ status: 200, body: settings }));
}

function headings(level: number): (string | null)[] {
  return within(screen.getByTestId('help-page'))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);
}

describe('the help page', () => {
  it.each([
    ['en-US', ['Help', 'How it works', 'Capture a posting from a job board', 'AI products and their prices', 'Credits', 'Contact'], ['Cover letter · 3 credits', 'Questions to ask · 1 credit', 'Questions to expect · 1 credit', 'Resume advice · 2 credits']],
    [
      'fr-FR',
      ['Aide', 'Comment ça marche', 'Capturer une offre depuis un site d’emploi', 'Produits d’IA et leurs prix', 'Crédits', 'Contact'],
      ['Lettre de motivation · 3 crédits', 'Questions à poser · 1 crédit', 'Questions à prévoir · 1 crédit', 'Conseils sur le CV · 2 crédits'],
    ],
  ] as const)('explains the app in sections, with each AI product and its price (%s)', async (locale, sections, products) => {
    serveSettings({ support_email: null, payments: 'sandbox' });
    renderJobSearch({ path: '/help', locale });
    await screen.findByTestId('help-page');
    // The page's title is its one h1; its sections are h2 under it.
    expect(headings(1)).toEqual(sections.slice(0, 1));
    expect(headings(2)).toEqual(sections.slice(1));
    // The two ways to capture a posting, then the AI products.
    expect(headings(3)).toEqual([...(locale === 'en-US' ? ['From any job board, on a computer', 'On a phone'] : ['Depuis n’importe quel site d’emploi, sur un ordinateur', 'Sur un téléphone']), ...products]);
  });

  it('says what each AI product needs', async () => {
    renderJobSearch({ path: '/help' });
    const products = await screen.findAllByTestId('help-ai-product');
    expect(products.map((product) => product.getAttribute('data-product'))).toEqual(['cover-letter', 'questions-to-ask', 'questions-to-expect', 'resume-advice']);
    expect(products[0]).toHaveTextContent('Needs: the application and a resume.');
    expect(products[1]).toHaveTextContent('Needs: the application.');
    expect(products[2]).toHaveTextContent('Needs: the application; uses a resume when you give one.');
    expect(products[3]).toHaveTextContent('Needs: a resume; uses the application when you give one');
  });

  it('leads to the pages it speaks of', async () => {
    serveSettings({ support_email: null, payments: 'stripe' });
    renderJobSearch({ path: '/help' });
    await screen.findByTestId('help-no-support-email');
    expect(screen.getByRole('link', { name: 'applications list' })).toHaveAttribute('href', '/job_applications');
    expect(screen.getByRole('link', { name: 'Upcoming events' })).toHaveAttribute('href', '/actions/future');
    expect(screen.getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/files');
    expect(screen.getByRole('link', { name: 'Payment options' })).toHaveAttribute('href', '/payment_options');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
  });

  it('says buying credits is not available when the server turned payments off, with no link to the packs', async () => {
    serveSettings({ support_email: null, payments: 'off' });
    renderJobSearch({ path: '/help', locale: 'fr-FR' });
    expect(await screen.findByTestId('help-payments-off')).toHaveTextContent('L’achat de crédits n’est pas disponible sur ce serveur.');
    expect(screen.queryByTestId('help-buy-credits')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Options de paiement' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
  });

  it.each([
    ['en-US', 'For a question about this server or your account, write to its operator at help@jobs.example.org.'],
    ['fr-FR', 'Pour une question sur ce serveur ou sur votre compte, écrivez à son exploitant à l’adresse help@jobs.example.org.'],
  ] as const)('gives the operator’s address as a mail link (%s)', async (locale, text) => {
    serveSettings({ support_email: 'help@jobs.example.org', payments: 'sandbox' });
    renderJobSearch({ path: '/help', locale });
    const email = await screen.findByTestId('help-support-email');
    expect(email).toHaveAttribute('href', 'mailto:help@jobs.example.org');
    expect(email).toHaveTextContent('help@jobs.example.org');
    expect(email.closest('p')).toHaveTextContent(text);
    expect(screen.queryByTestId('help-no-support-email')).not.toBeInTheDocument();
  });

  it.each([
    ['en-US', 'The operator of this server has not published a contact address.'],
    ['fr-FR', 'L’exploitant de ce serveur n’a pas publié d’adresse de contact.'],
  ] as const)('says when the operator published no address (%s)', async (locale, text) => {
    serveSettings({ support_email: null, payments: 'sandbox' });
    renderJobSearch({ path: '/help', locale });
    expect(await screen.findByTestId('help-no-support-email')).toHaveTextContent(text);
    expect(screen.queryByTestId('help-support-email')).not.toBeInTheDocument();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    liveServer.onGet('/settings', () => ({ status: 500, body: { error: 'internal' } }));
    renderJobSearch({ path: '/help' });
    expect(await screen.findByTestId('help-settings-error')).toHaveTextContent('Unable to get this server’s settings');
    // Still the way to buy: only the server saying payments are off takes it away.
    expect(screen.getByTestId('help-buy-credits')).toBeInTheDocument();
    serveSettings({ support_email: 'help@jobs.example.org', payments: 'sandbox' });
    fireEvent.click(screen.getByTestId('help-settings-error-retry'));
    await waitFor(() => {
      expect(screen.getByTestId('help-support-email')).toBeInTheDocument();
    });
  });
});
