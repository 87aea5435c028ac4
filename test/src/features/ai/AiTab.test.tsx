// An application's AI tab in jsdom, with the stub server behind the live channel, in both languages: the four
// products with their prices and needs, why Generate cannot be pressed, the text appearing as it is written,
// the response and its copy, each failure's message, and the application's responses.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AiProduct, AiResponse } from '../../../../contract';
import type { Locale } from '../../../../src/i18n/locales';
import { application } from '../jobApplications/jobSearchSupport';
import { liveServer, type LiveAnswer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { storedFile } from '../files/filesSupport';
import { aiIds, aiResponse, defaultProducts } from './aiSupport';

jest.setTimeout(40_000);

const resume = storedFile(aiIds.resume, '2026-11-20T10:00:00.000Z', { description: 'Resume 2026', filename: 'jane.pdf', job_application_ids: [aiIds.app] });
const otherResume = storedFile(aiIds.otherResume, '2026-11-10T10:00:00.000Z', { description: 'Old resume', filename: 'old.pdf', job_application_ids: [aiIds.app] });
const letter = storedFile('b2222222-2222-4222-8222-222222222222', '2026-11-21T10:00:00.000Z', { type: 'cover_letter', job_application_ids: [aiIds.app] });
const earlier = aiResponse(aiIds.response1, '2026-11-20T10:00:00.000Z', { text: 'Earlier cover letter\nSecond paragraph' });
const later = aiResponse(aiIds.response2, '2026-11-25T10:00:00.000Z', {
  ai_product_name: 'generate_candaidate_questions_for_interview',
  text: 'Q1. Earlier questions',
  credits_spent: 1,
  files: [],
});

interface Serve {
  readonly products?: readonly AiProduct[];
  readonly files?: readonly ReturnType<typeof storedFile>[];
  readonly responses?: readonly AiResponse[];
  readonly credits?: number;
}

function serve({ products = defaultProducts, files = [resume, letter], responses = [later, earlier], credits = 3 }: Serve = {}) {
  liveServer
    .answer('job_application.get', application(aiIds.app, { title: 'Ledger engineer' }))
    .answer('action.list_for_application', [])
    .answer('file.list_for_application', files)
    .answer('ai.list_products', products)
    .answer('ai.list_responses_for_job_application', responses)
    .answer('account.get_credits', credits);
}

function openTab(locale: Locale = 'en-US') {
  return renderJobSearch({ path: `/job_applications/${aiIds.app}?tab=ai`, locale });
}

function card(name: string): HTMLElement {
  const found = screen.getAllByTestId('ai-product-card').find((element) => element.getAttribute('data-name') === name);
  if (found === undefined) throw new Error(`no card ${name}`);
  return found;
}

async function cards(): Promise<HTMLElement[]> {
  return screen.findAllByTestId('ai-product-card');
}

beforeEach(() => {
  liveServer.reset();
});

describe('the AI tab', () => {
  it.each([
    ['en-US', ['Cover letter', 'Questions to ask', 'Questions to expect', 'Resume advice'], ['3 credits', '1 credit', '1 credit', '2 credits'], 'Needs: this application and a resume.', 'Your balance: 3 credits'],
    [
      'fr-FR',
      ['Lettre de motivation', 'Questions à poser', 'Questions à prévoir', 'Conseils sur le CV'],
      ['3 crédits', '1 crédit', '1 crédit', '2 crédits'],
      'Nécessite\u00a0: cette candidature et un CV.',
      'Votre solde\u00a0: 3 crédits',
    ],
  ] as const)('shows the four products with their price and needs, and the balance (%s)', async (locale, names, prices, coverLetterNeeds, balance) => {
    serve();
    openTab(locale);
    const shown = await cards();
    expect(shown.map((element) => element.getAttribute('data-name'))).toEqual(defaultProducts.map((product) => product.name));
    expect(shown.map((element) => within(element).getByRole('heading').textContent)).toEqual(names);
    expect(shown.map((element) => within(element).getByTestId('ai-product-price').textContent)).toEqual(prices);
    // textContent, since toHaveTextContent would read the no-break spaces of French as plain ones.
    expect(shown[0]?.textContent).toContain(coverLetterNeeds);
    expect(screen.getByTestId('ai-tab').textContent).toContain(balance);
    // Every product can be generated: the newest resume is chosen.
    await waitFor(() => {
      expect(screen.getAllByTestId('ai-product-generate').map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false, false, false]);
    });
    expect(within(screen.getByTestId('ai-resume-picker')).getByText('Resume 2026 (jane.pdf)')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-product-blocked-reason')).not.toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Link a resume to this application in the Files tab.'],
    ['fr-FR', 'Liez un CV à cette candidature dans l’onglet Fichiers.'],
  ] as const)('says a resume must be linked for the products that need one (%s)', async (locale, reason) => {
    serve({ files: [letter] });
    openTab(locale);
    await cards();
    await waitFor(() => {
      expect(within(card('generate_cover_letter_for_job_application')).getByTestId('ai-product-blocked-reason')).toHaveTextContent(reason);
    });
    expect(within(card('analyze_candidate_resume')).getByTestId('ai-product-blocked-reason')).toHaveTextContent(reason);
    const link = within(card('analyze_candidate_resume')).getByRole('link');
    expect(link).toHaveAttribute('href', `/job_applications/${aiIds.app}?tab=files`);
    expect(within(card('analyze_candidate_resume')).getByTestId('ai-product-generate')).toBeDisabled();
    expect(within(card('generate_candaidate_questions_for_interview')).getByTestId('ai-product-generate')).toBeEnabled();
    expect(within(card('generate_interviewer_questions_for_interview')).queryByTestId('ai-product-blocked-reason')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-no-resume')).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Not enough credits: this product costs 3 credits and your balance is 1 credit.', 'Add credits'],
    ['fr-FR', 'Crédits insuffisants\u00a0: ce produit coûte 3 crédits et votre solde est de 1 crédit.', 'Ajouter des crédits'],
  ] as const)('says the balance is too low, with a link to buy credits (%s)', async (locale, reason, buy) => {
    serve({ credits: 1 });
    openTab(locale);
    await cards();
    const blocked = await within(card('generate_cover_letter_for_job_application')).findByTestId('ai-product-blocked-reason');
    expect(blocked.textContent).toContain(reason);
    expect(within(blocked).getByRole('link', { name: buy })).toHaveAttribute('href', '/payment_options');
    expect(within(card('generate_cover_letter_for_job_application')).getByTestId('ai-product-generate')).toBeDisabled();
    expect(within(card('analyze_candidate_resume')).getByTestId('ai-product-generate')).toBeDisabled();
    expect(within(card('generate_candaidate_questions_for_interview')).getByTestId('ai-product-generate')).toBeEnabled();
  });

  it.each([
    ['en-US', 'The AI service is unavailable right now. Nothing can be generated, and nothing is charged.'],
    ['fr-FR', 'Le service d’IA est indisponible pour le moment. Rien ne peut être généré, et rien n’est facturé.'],
  ] as const)('says the AI is unavailable on every card (%s)', async (locale, reason) => {
    serve({ products: defaultProducts.map((product) => ({ ...product, available: false })) });
    openTab(locale);
    await cards();
    const reasons = await screen.findAllByTestId('ai-product-blocked-reason');
    expect(reasons.map((element) => element.textContent)).toEqual([reason, reason, reason, reason]);
    expect(screen.getAllByTestId('ai-product-generate').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('shows the text as it is written, then the response with a copy button, and adds it to the application’s responses', async () => {
    serve({ files: [resume, otherResume] });
    const answer: { resolve: (value: LiveAnswer) => void } = { resolve: () => undefined };
    liveServer.on('ai.use_ai_product', () => new Promise<LiveAnswer>((resolve) => (answer.resolve = resolve)));
    const { store } = openTab();
    await cards();
    await waitFor(() => {
      expect(within(card('generate_cover_letter_for_job_application')).getByTestId('ai-product-generate')).toBeEnabled();
    });
    fireEvent.click(within(card('generate_cover_letter_for_job_application')).getByTestId('ai-product-generate'));
    expect(await screen.findByTestId('ai-generation-progress')).toHaveTextContent('The AI is writing…');
    expect(screen.getByTestId('ai-generation-progress').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => {
      expect(liveServer.requestsOf('ai.use_ai_product')).toHaveLength(1);
    });
    expect(liveServer.requestsOf('ai.use_ai_product')[0]).toEqual({
      ai_product_id: aiIds.coverLetter,
      ai_product_name: 'generate_cover_letter_for_job_application',
      locale: 'en-US',
      job_application_ids: [aiIds.app],
      file_ids: [aiIds.resume],
    });
    // While it is written, no other product can be generated.
    expect(screen.getAllByTestId('ai-product-generate').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    const uuid = store.getState().ai.generations[aiIds.app]?.uuid ?? '';
    act(() => {
      liveServer.push('ai_response_progress', { uuid, text: 'Dear hiring' });
    });
    expect(await screen.findByTestId('ai-generation-text')).toHaveTextContent('Dear hiring');
    act(() => {
      liveServer.push('ai_response_progress', { uuid: aiIds.otherUuid, text: 'Another tab’s letter' });
      liveServer.push('ai_response_progress', { uuid, text: 'Dear hiring team, I' });
    });
    await waitFor(() => {
      expect(screen.getByTestId('ai-generation-text')).toHaveTextContent('Dear hiring team, I');
    });
    const created = aiResponse(aiIds.response3, '2026-12-01T12:00:00.000Z', { text: 'Dear hiring team, I am applying.' });
    await act(async () => {
      answer.resolve({ data: created });
      await Promise.resolve();
    });
    const result = await screen.findByTestId('ai-generation-result');
    expect(result).toHaveTextContent('Dear hiring team, I am applying.');
    expect(result).toHaveTextContent('3 credits spent');
    expect(screen.queryByTestId('ai-generation-progress')).not.toBeInTheDocument();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    fireEvent.click(within(result).getByTestId('ai-copy'));
    await waitFor(() => {
      expect(within(result).getByTestId('ai-copy')).toHaveTextContent('Copied');
    });
    expect(writeText).toHaveBeenCalledWith('Dear hiring team, I am applying.');
    const items = within(screen.getByTestId('ai-application-responses')).getAllByTestId('ai-response-item');
    expect(items.map((item) => item.getAttribute('data-id'))).toEqual([aiIds.response3, aiIds.response2, aiIds.response1]);
  });

  it('sends the resume chosen in the picker', async () => {
    serve({ files: [resume, otherResume] });
    liveServer.answer('ai.use_ai_product', aiResponse(aiIds.response3, '2026-12-01T12:00:00.000Z'));
    openTab();
    await cards();
    fireEvent.mouseDown(within(await screen.findByTestId('ai-resume-picker')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Old resume (old.pdf)')).at(-1)!);
    fireEvent.click(within(card('analyze_candidate_resume')).getByTestId('ai-product-generate'));
    await waitFor(() => {
      expect(liveServer.requestsOf('ai.use_ai_product')[0]).toMatchObject({ ai_product_name: 'analyze_candidate_resume', file_ids: [aiIds.otherResume] });
    });
  });

  it.each([
    ['insufficient_credits', 'en-US', 'You do not have enough credits for this product. Nothing was charged.'],
    ['missing_documents', 'en-US', 'A document this product needs is missing'],
    ['ai_unavailable', 'en-US', 'The AI service is unavailable right now. Nothing was charged: please try again later.'],
    ['ai_unavailable', 'fr-FR', 'Le service d’IA est indisponible pour le moment. Rien n’a été facturé\u00a0: veuillez réessayer plus tard.'],
    ['rate_limited', 'en-US', 'You have asked for too many AI responses at once or within the last hour. Wait for those being written to finish, or try again later. Nothing was charged.'],
    ['rate_limited', 'fr-FR', 'Vous avez demandé trop de réponses d’IA à la fois ou au cours de la dernière heure. Attendez la fin de celles en cours de rédaction, ou réessayez plus tard. Rien n’a été facturé.'],
    ['internal', 'fr-FR', 'La réponse n’a pas pu être rédigée. Veuillez réessayer.'],
  ] as const)('explains a failure %s (%s)', async (code, locale, message) => {
    serve();
    liveServer.fail('ai.use_ai_product', code);
    openTab(locale);
    await cards();
    await waitFor(() => {
      expect(within(card('generate_candaidate_questions_for_interview')).getByTestId('ai-product-generate')).toBeEnabled();
    });
    fireEvent.click(within(card('generate_candaidate_questions_for_interview')).getByTestId('ai-product-generate'));
    const error = await screen.findByTestId('ai-generation-error');
    expect(error.textContent).toContain(message);
    expect(error).toHaveAttribute('role', 'alert');
    if (code === 'insufficient_credits') expect(within(error).getByRole('link')).toHaveAttribute('href', '/payment_options');
    // Generate can be pressed again.
    expect(within(card('generate_candaidate_questions_for_interview')).getByTestId('ai-product-generate')).toBeEnabled();
  });

  it('lists the application’s responses newest first, each opening in full', async () => {
    serve();
    openTab();
    const section = await screen.findByTestId('ai-application-responses');
    const items = await within(section).findAllByTestId('ai-response-item');
    expect(items.map((item) => item.getAttribute('data-id'))).toEqual([aiIds.response2, aiIds.response1]);
    expect(items[1]).toHaveTextContent('Cover letter');
    expect(items[1]).toHaveTextContent('3 credits spent');
    expect(items[0]).toHaveTextContent('1 credit spent');
    expect(within(items[1]!).queryByTestId('ai-response-text')).not.toBeInTheDocument();
    const toggle = within(items[1]!).getByTestId('ai-response-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(items[1]!).getByTestId('ai-response-text').textContent).toBe('Earlier cover letter\nSecond paragraph');
  });

  it('says when the application has no response yet', async () => {
    serve({ responses: [] });
    openTab('fr-FR');
    expect(await screen.findByText('Aucune réponse n’a encore été générée pour cette candidature.')).toBeInTheDocument();
  });
});
