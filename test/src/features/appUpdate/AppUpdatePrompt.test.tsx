// "Reload to update" in the frame of every page, in the interface language: an always-present status region
// that fills in when a new build is ready, with a button reachable from the keyboard.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentAppUpdate, startAppUpdates } from '../../../../src/features/appUpdate/appUpdates';
import { renderApp } from '../../testUtils/renderApp';
import { controlledPage, FakeWorker } from './fakeServiceWorker';

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
});

/** A production build's page under its worker, to which a worker of a newer build arrives. */
async function newBuildArrives(reload = jest.fn()): Promise<{ reload: jest.Mock; next: FakeWorker }> {
  const { container } = controlledPage();
  stop = startAppUpdates({ production: true, serviceWorker: container.asContainer(), reload });
  await waitFor(() => {
    expect(container.registered).toHaveLength(1);
  });
  await Promise.resolve();
  const next = new FakeWorker('installing', false);
  act(() => {
    container.registration.found(next);
    container.registration.installed(next);
  });
  await waitFor(() => {
    expect(currentAppUpdate()).toBeDefined();
  });
  return { reload, next };
}

describe('the new version prompt', () => {
  it('is an empty status region below the header while the page is the latest build', async () => {
    renderApp({ path: '/login' });
    const region = await screen.findByTestId('app-update');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toBeEmptyDOMElement();
    // Between the header and the page, in the frame.
    const shell = screen.getByTestId('app-shell');
    expect(region.parentElement).toBe(shell);
    expect(within(shell).getByRole('banner').compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(within(shell).getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the new version with a button that lets it take over, in English', async () => {
    renderApp({ path: '/login' });
    const region = await screen.findByTestId('app-update');
    const { next } = await newBuildArrives();
    expect(region).toHaveTextContent('A new version of the app is available.');
    const button = within(region).getByRole('button', { name: 'Reload to update' });
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(next.messages).toContainEqual({ type: 'SKIP_WAITING' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second click while it reloads asks nothing more.
    fireEvent.click(button);
    expect(next.messages.filter((message) => (message as { type: string }).type === 'SKIP_WAITING')).toHaveLength(1);
  });

  it('says it in French', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    const region = await screen.findByTestId('app-update');
    await newBuildArrives();
    expect(region).toHaveTextContent('Une nouvelle version de l’application est disponible.');
    expect(within(region).getByRole('button', { name: 'Recharger pour mettre à jour' })).toBeInTheDocument();
  });
});
