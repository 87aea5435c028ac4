import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../testUtils/renderApp';
import { connectedSession, connectedSessionState } from '../testUtils/fixtures';

describe('main layout', () => {
  it('has a header with the app name, live status area, credits, language switch and menu button', async () => {
    // The balance a sign-in brought is the credits feature's, beside the session.
    renderApp({ path: '/files', preloadedState: { session: connectedSessionState, balance: { credits: connectedSession.credits } } });
    const shell = await screen.findByTestId('app-shell');
    const header = within(shell).getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Job Search Tracker' })).toHaveAttribute('href', '/');
    expect(within(header).getByTestId('live-status')).toBeInTheDocument();
    expect(within(header).getByTestId('credits')).toHaveTextContent('3 credits');
    expect(within(header).getByRole('radiogroup', { name: 'Language' })).toBe(screen.getByTestId('language-switch'));
    expect(within(header).getByRole('button', { name: 'Open the menu' })).toBe(screen.getByTestId('menu-toggle'));
    expect(within(shell).getByRole('main')).toContainElement(screen.getByTestId('page-title'));
  });

  it('starts with a skip link, the first focusable element, that moves the focus to the main landmark', async () => {
    renderApp({ path: '/files', preloadedState: { session: connectedSessionState } });
    const shell = await screen.findByTestId('app-shell');
    const skipLink = within(shell).getByRole('link', { name: 'Skip to content' });
    const focusable = shell.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skipLink);
    const main = within(shell).getByRole('main');
    expect(skipLink).toHaveAttribute('href', `#${main.id}`);
    fireEvent.click(skipLink);
    expect(main).toHaveFocus();
  });

  it('names the page with its one h1', async () => {
    renderApp({ path: '/files', preloadedState: { session: connectedSessionState } });
    const title = await screen.findByTestId('page-title');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([title]);
  });

  it('keeps the drawer closed until asked', async () => {
    renderApp({ path: '/files' });
    await screen.findByTestId('page-title');
    expect(screen.queryByTestId('drawer-menu')).not.toBeInTheDocument();
  });
});
