// /ai_history and a file's preview in jsdom, with the stub server behind the live channel, in both languages:
// every response newest first, the filter by product (kept in the address), each response opening in full with
// its links, the empty state, a failure with its retry, and the responses made from a file.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { storedFile } from '../files/filesSupport';
import { aiIds, aiResponse } from './aiSupport';

jest.setTimeout(40_000);

const letter = aiResponse(aiIds.response1, '2026-11-20T10:00:00.000Z', { text: 'Dear hiring team,\nI am applying.' });
const questions = aiResponse(aiIds.response2, '2026-11-25T10:00:00.000Z', {
  ai_product_name: 'generate_candaidate_questions_for_interview',
  text: 'Q1. How is the team organised?',
  credits_spent: 1,
  files: [],
});
const advice = aiResponse(aiIds.response3, '2026-11-22T10:00:00.000Z', { ai_product_name: 'analyze_candidate_resume', job_applications: [], credits_spent: 2 });
const resume = storedFile(aiIds.resume, '2026-11-19T10:00:00.000Z', { filename: 'jane.pdf' });

beforeEach(() => {
  liveServer.reset();
});

const itemIds = () => screen.getAllByTestId('ai-history-item').map((item) => item.getAttribute('data-id'));

async function chooseProduct(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('ai-history-filter')).getByRole('combobox'));
  fireEvent.click((await screen.findAllByTitle(label)).at(-1)!);
}

describe('the AI history', () => {
  it('lists every response newest first, and filters them by product in the address', async () => {
    liveServer.answer('ai.list_responses', [questions, advice, letter]);
    const { router } = renderJobSearch({ path: '/ai_history' });
    await screen.findAllByTestId('ai-history-item');
    expect(itemIds()).toEqual([aiIds.response2, aiIds.response3, aiIds.response1]);
    expect(screen.getAllByTestId('ai-history-item')[0]).toHaveTextContent('Questions to ask');
    await chooseProduct('Resume advice');
    await waitFor(() => {
      expect(itemIds()).toEqual([aiIds.response3]);
    });
    expect(router.state.location.search).toBe('?product=analyze_candidate_resume');
    await chooseProduct('All products');
    await waitFor(() => {
      expect(itemIds()).toHaveLength(3);
    });
  });

  it.each([
    ['en-US', 'Questions to expect', 'No response of this product yet.'],
    ['fr-FR', 'Questions à prévoir', 'Aucune réponse de ce produit pour l’instant.'],
  ] as const)('says when no response of the chosen product exists (%s)', async (locale, label, empty) => {
    liveServer.answer('ai.list_responses', [questions]);
    renderJobSearch({ path: '/ai_history', locale });
    await screen.findAllByTestId('ai-history-item');
    await chooseProduct(label);
    expect(await screen.findByTestId('ai-history-empty')).toHaveTextContent(empty);
  });

  it.each([
    ['en-US', 'No AI response yet. Generate one from the AI tab of an application.'],
    ['fr-FR', 'Aucune réponse de l’IA pour l’instant. Générez-en une depuis l’onglet IA d’une candidature.'],
  ] as const)('says when there is no response at all (%s)', async (locale, empty) => {
    liveServer.answer('ai.list_responses', []);
    renderJobSearch({ path: '/ai_history', locale });
    expect(await screen.findByTestId('ai-history-empty')).toHaveTextContent(empty);
  });

  it('opens a response in full, with links to its application and to the file it was made from', async () => {
    liveServer.answer('ai.list_responses', [letter]).answer('file.get_multiple', [resume]);
    renderJobSearch({ path: '/ai_history', locale: 'fr-FR' });
    const [item] = await screen.findAllByTestId('ai-history-item');
    expect(item).toHaveTextContent('Lettre de motivation');
    expect(item).toHaveTextContent('3 crédits dépensés');
    fireEvent.click(within(item!).getByRole('button', { expanded: false }));
    expect(within(item!).getByTestId('ai-response-text').textContent).toBe('Dear hiring team,\nI am applying.');
    expect(within(item!).getByTestId('ai-response-application-link')).toHaveAttribute('href', `/job_applications/${aiIds.app}`);
    expect(within(item!).getByTestId('ai-response-application-link')).toHaveTextContent('Ouvrir la candidature');
    const fileLink = within(item!).getByTestId('ai-response-file-link');
    expect(fileLink).toHaveAttribute('href', '/files');
    await waitFor(() => {
      expect(fileLink.textContent).toBe('CV\u00a0: jane.pdf');
    });
    expect(liveServer.requestsOf('file.get_multiple')).toEqual([{ ids: [aiIds.resume] }]);
  });

  it('shows a failure with a retry that loads the list again', async () => {
    liveServer.fail('ai.list_responses', 'internal');
    renderJobSearch({ path: '/ai_history' });
    const error = await screen.findByTestId('ai-history-error');
    expect(error).toHaveTextContent('Unable to process request');
    liveServer.answer('ai.list_responses', [letter]);
    fireEvent.click(screen.getByTestId('ai-history-error-retry'));
    expect(await screen.findByTestId('ai-history-item')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-history-error')).not.toBeInTheDocument();
  });

  it('adds a response made in another tab as its push comes', async () => {
    liveServer.answer('ai.list_responses', [letter]);
    renderJobSearch({ path: '/ai_history' });
    await screen.findByTestId('ai-history-item');
    act(() => {
      liveServer.push('created_ai_response', { data: questions });
    });
    await waitFor(() => {
      expect(itemIds()).toEqual([aiIds.response2, aiIds.response1]);
    });
  });
});

describe('a file’s preview', () => {
  it.each([
    ['en-US', 'Generated from this file'],
    ['fr-FR', 'Généré à partir de ce fichier'],
  ] as const)('lists the responses made from the file (%s)', async (locale, title) => {
    liveServer.answer('file.list_recent', [resume]).answer('ai.list_responses_for_file', [advice, letter]);
    renderJobSearch({ path: '/files', locale });
    fireEvent.click(await screen.findByTestId('file-preview-button'));
    const section = await screen.findByTestId('ai-file-responses');
    expect(within(section).getByRole('heading')).toHaveTextContent(title);
    const items = await within(section).findAllByTestId('ai-response-item');
    expect(items.map((item) => item.getAttribute('data-id'))).toEqual([aiIds.response3, aiIds.response1]);
    expect(liveServer.requestsOf('ai.list_responses_for_file')).toEqual([{ id: aiIds.resume }]);
  });

  it('says when nothing was made from the file', async () => {
    liveServer.answer('file.list_recent', [resume]).answer('ai.list_responses_for_file', []);
    renderJobSearch({ path: '/files' });
    fireEvent.click(await screen.findByTestId('file-preview-button'));
    expect(await screen.findByText('Nothing has been generated from this file yet.')).toBeInTheDocument();
  });
});
