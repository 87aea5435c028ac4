// /ai_history/{id} in jsdom with the stub server behind the live channel, in both languages: a response opened
// by its own address is asked for alone (`ai.get_response`) when the tab does not have it, and shown in full
// under its product's name; one the history already showed is not asked for again; an unknown id, another
// account's or a malformed one says it cannot be found; another failure offers a retry; and the link a response
// gives is the whole address of its page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { aiIds, aiResponse } from './aiSupport';

jest.setTimeout(40_000);

const letter = aiResponse(aiIds.response1, '2026-11-20T10:00:00.000Z', { text: 'Dear hiring team,\nI am applying.', files: [] });
const responsePath = `/ai_history/${aiIds.response1}`;

beforeEach(() => {
  liveServer.reset();
});

describe('an AI response’s own page', () => {
  it.each([
    ['en-US', 'Cover letter', '3 credits spent', 'Open the application', 'See all your AI responses'],
    ['fr-FR', 'Lettre de motivation', '3 crédits dépensés', 'Ouvrir la candidature', 'Voir toutes vos réponses de l’IA'],
  ] as const)('asks for the response alone and shows it in full under its product’s name (%s)', async (locale, title, spent, openApplication, back) => {
    liveServer.answer('ai.get_response', letter);
    renderJobSearch({ path: responsePath, locale });
    const shown = await screen.findByTestId('ai-response-page-response');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(within(shown).getByTestId('ai-response-text').textContent).toBe('Dear hiring team,\nI am applying.');
    expect(within(shown).getByTestId('ai-response-page-meta')).toHaveTextContent(spent);
    expect(within(shown).getByRole('link', { name: openApplication })).toHaveAttribute('href', `/job_applications/${aiIds.app}`);
    expect(within(shown).getByRole('link', { name: back })).toHaveAttribute('href', '/ai_history');
    // On its own page, no link to itself.
    expect(within(shown).queryByTestId('ai-response-page-link')).not.toBeInTheDocument();
    expect(liveServer.requestsOf('ai.get_response')).toEqual([{ id: aiIds.response1 }]);
  });

  it('says it is loading until the response arrives', async () => {
    renderJobSearch({ path: responsePath });
    const loading = await screen.findByTestId('ai-response-page-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveAccessibleName('Loading the response…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI response');
  });

  it('opens from the history without asking for the response again, and its link copies the page’s whole address', async () => {
    liveServer.answer('ai.list_responses', [letter]);
    const { router } = renderJobSearch({ path: '/ai_history' });
    const item = await screen.findByTestId('ai-history-item');
    fireEvent.click(within(item).getByRole('button', { expanded: false }));

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const copyLink = within(item).getByTestId('ai-response-copy-link');
    expect(copyLink).toHaveTextContent('Copy the link');
    fireEvent.click(copyLink);
    await waitFor(() => {
      expect(copyLink).toHaveTextContent('Link copied');
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${responsePath}`);

    const pageLink = within(item).getByRole('link', { name: 'Open on its own page' });
    expect(pageLink).toHaveAttribute('href', responsePath);
    fireEvent.click(pageLink);
    expect(await screen.findByTestId('ai-response-page-response')).toHaveAttribute('data-id', aiIds.response1);
    expect(router.state.location.pathname).toBe(responsePath);
    expect(liveServer.requestsOf('ai.get_response')).toEqual([]);
  });

  it('shows the address to copy by hand when the browser refuses to copy the link', async () => {
    liveServer.answer('ai.get_response', letter);
    renderJobSearch({ path: responsePath, locale: 'fr-FR' });
    await screen.findByTestId('ai-response-page-response');
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    fireEvent.click(screen.getByTestId('ai-response-copy-link'));
    // The text as written, its narrow spaces kept (the default matcher would turn them into plain ones).
    const failure = `Copie impossible\u00a0: sélectionnez cette adresse et copiez-la vous-même\u00a0: ${window.location.origin}${responsePath}`;
    expect(await screen.findByText(failure, { normalizer: (text) => text })).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'AI response not found', 'It does not exist, or it belongs to another account.'],
    ['fr-FR', 'Réponse de l’IA introuvable', 'Elle n’existe pas, ou elle appartient à un autre compte.'],
  ] as const)('says a response of no such id, or of another account, cannot be found (%s)', async (locale, title, text) => {
    liveServer.fail('ai.get_response', 'not_found');
    renderJobSearch({ path: responsePath, locale });
    expect(await screen.findByTestId('ai-response-not-found')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByTestId('ai-response-back-to-history')).toHaveAttribute('href', '/ai_history');
  });

  it('says a malformed id cannot be found, asking nothing', async () => {
    renderJobSearch({ path: '/ai_history/not-an-id' });
    expect(await screen.findByTestId('ai-response-not-found')).toBeInTheDocument();
    expect(liveServer.requestsOf('ai.get_response')).toEqual([]);
  });

  it('shows another failure with a retry that asks again', async () => {
    liveServer.fail('ai.get_response', 'internal');
    renderJobSearch({ path: responsePath });
    const error = await screen.findByTestId('ai-response-page-error');
    expect(error).toHaveTextContent('Unable to process request');
    liveServer.answer('ai.get_response', letter);
    fireEvent.click(screen.getByTestId('ai-response-page-error-retry'));
    expect(await screen.findByTestId('ai-response-page-response')).toBeInTheDocument();
    expect(liveServer.requestsOf('ai.get_response')).toHaveLength(2);
  });
});
