import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseColorScheme } from '../../../src/app/colorScheme';
import { renderApp } from '../testUtils/renderApp';
import { connectedSessionState } from '../testUtils/fixtures';
import { errorAnswer, installFakeApi, removeFakeApi } from '../testUtils/fakeApi';

async function openMenu() {
  fireEvent.click(screen.getByTestId('menu-toggle'));
  return screen.findByTestId('drawer-menu');
}

function entryNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('drawer menu', () => {
  it('opens from the header button and lists every entry, with Sign In while signed out', async () => {
    renderApp({ path: '/help' });
    expect(screen.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu();
    expect(screen.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(entryNames(menu)).toEqual([
      'New Application',
      'Capture a Posting',
      'Applications List',
      'Board',
      'Companies',
      'Upcoming Events',
      'Insights',
      'Files',
      'Generated AI',
      'Transactions',
      'Sign In',
      'Settings',
      'Help',
      'Add credits',
      'Export my data',
      'Delete my account',
    ]);
  });

  it('shows Sign Out instead of Sign In when connected', async () => {
    renderApp({ path: '/help', preloadedState: { session: connectedSessionState } });
    const menu = await openMenu();
    expect(within(menu).getByText('Sign Out')).toBeInTheDocument();
    expect(within(menu).queryByText('Sign In')).not.toBeInTheDocument();
  });

  it('shows Sign In when any of token, user id or email is missing', async () => {
    renderApp({ path: '/help', preloadedState: { session: { ...connectedSessionState, email: '' } } });
    const menu = await openMenu();
    expect(within(menu).getByText('Sign In')).toBeInTheDocument();
  });

  // One render walks every signed-in entry, from the page the previous one led to, as a person would; the
  // signed-out one (Sign In) starts from the sign-up page.
  const signedInEntries = [
    ['New Application', '/new_job_application', 'New job application'],
    ['Capture a Posting', '/capture', 'Capture a posting'],
    ['Applications List', '/job_applications', 'Job applications'],
    ['Board', '/board', 'Board'],
    ['Companies', '/companies', 'Companies'],
    ['Upcoming Events', '/actions/future', 'Upcoming events'],
    ['Insights', '/insights', 'Insights'],
    ['Files', '/files', 'Files'],
    ['Generated AI', '/ai_history', 'Generated AI responses'],
    ['Transactions', '/transactions', 'Credit transactions'],
    ['Settings', '/settings', 'Settings'],
    ['Help', '/help', 'Help'],
    ['Add credits', '/payment_options', 'Payment options'],
  ] as const;

  async function followEntry(router: ReturnType<typeof renderApp>['router'], entry: string, path: string, title: string) {
    const menu = await openMenu();
    fireEvent.click(within(menu).getByText(entry));
    await waitFor(() => {
      expect([entry, router.state.location.pathname]).toEqual([entry, path]);
    });
    expect(screen.getByTestId('page-title')).toHaveTextContent(title);
    expect(screen.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  }

  it(`leads each signed-in entry to its page and closes the drawer: ${signedInEntries.map(([entry]) => entry).join(', ')}`, async () => {
    const { router } = renderApp({ path: '/nowhere', preloadedState: { session: connectedSessionState } });
    for (const [entry, path, title] of signedInEntries) await followEntry(router, entry, path, title);
    // Eight pages drawn one after another: the time of eight tests.
  }, 40_000);

  it('"Sign In" leads to /login and closes the drawer', async () => {
    const { router } = renderApp({ path: '/sign_up' });
    await followEntry(router, 'Sign In', '/login', 'Sign in');
  });

  it('Sign Out dispatches signOutRequested', async () => {
    const { store } = renderApp({ path: '/help', preloadedState: { session: connectedSessionState } });
    const dispatched = jest.spyOn(store, 'dispatch');
    const menu = await openMenu();
    fireEvent.click(within(menu).getByText('Sign Out'));
    expect(dispatched).toHaveBeenCalledWith({ type: 'session/signOutRequested', payload: undefined });
  });

  it('marks the entry of the current page', async () => {
    renderApp({ path: '/', preloadedState: { session: connectedSessionState } });
    const menu = await openMenu();
    const selected = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.classList.contains('ant-menu-item-selected'));
    expect(selected.map((item) => item.textContent)).toEqual(['Applications List']);
  });

  it('is usable from the keyboard: Enter on a focused entry navigates', async () => {
    const { router } = renderApp({ path: '/help', preloadedState: { session: connectedSessionState } });
    const toggle = screen.getByTestId('menu-toggle');
    toggle.focus();
    expect(toggle).toHaveFocus();
    const menu = await openMenu();
    const files = within(menu).getByText('Files').closest('[role="menuitem"]');
    if (!(files instanceof HTMLElement)) throw new Error('no Files menu item');
    // antd's Menu moves focus between entries with the arrow keys and activates one with Enter.
    act(() => {
      files.focus();
    });
    fireEvent.keyDown(files, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/files');
    });
  });

  it('closes with Escape', async () => {
    renderApp({ path: '/help' });
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => {
      expect(screen.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('theme switch, at the foot of the drawer', () => {
    afterEach(() => {
      chooseColorScheme('system');
      localStorage.clear();
      delete document.documentElement.dataset.theme;
    });

    function options(group: HTMLElement) {
      return within(group)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]);
    }

    it('is a labelled group of three, the system’s scheme picked until another is', async () => {
      renderApp({ path: '/help' });
      await openMenu();
      const group = screen.getByRole('radiogroup', { name: 'Theme' });
      expect(group).toBe(screen.getByTestId('theme-switch'));
      expect(options(group)).toEqual([
        ['System', true],
        ['Light', false],
        ['Dark', false],
      ]);
      // Not a navigation entry: outside the menu's landmark.
      expect(within(screen.getByTestId('drawer-menu')).queryByRole('radiogroup')).not.toBeInTheDocument();
    });

    it('turns the page dark, keeps the pick in storage, and forgets it for the system’s', async () => {
      renderApp({ path: '/help' });
      await openMenu();
      fireEvent.click(screen.getByTestId('theme-option-dark'));
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(localStorage.getItem('color_scheme')).toBe('dark');
      expect(options(screen.getByTestId('theme-switch'))).toEqual([
        ['System', false],
        ['Light', false],
        ['Dark', true],
      ]);
      // The drawer stays open, to try the other ones.
      expect(screen.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');

      fireEvent.click(screen.getByTestId('theme-option-system'));
      // jsdom's system asks for no dark scheme.
      expect(document.documentElement.dataset.theme).toBe('light');
      expect(localStorage.getItem('color_scheme')).toBeNull();
    });

    it('speaks French', async () => {
      renderApp({ path: '/help', preloadedState: { locale: { current: 'fr-FR' } } });
      await openMenu();
      expect(options(screen.getByRole('radiogroup', { name: 'Thème' }))).toEqual([
        ['Système', true],
        ['Clair', false],
        ['Sombre', false],
      ]);
    });
  });

  describe('"Add credits", by what the server says of payments (GET /api/settings)', () => {
    afterEach(() => {
      removeFakeApi();
    });

    it('goes when buying credits is off on this server', async () => {
      const requests = installFakeApi(({ url }) => (url === '/api/settings' ? { body: { support_email: null, payments: 'off' } } : errorAnswer('not_found', 404)));
      renderApp({ path: '/help', preloadedState: { session: connectedSessionState } });
      const menu = await openMenu();
      await waitFor(() => {
        expect(within(menu).queryByText('Add credits')).not.toBeInTheDocument();
      });
      expect(entryNames(menu)).toContain('Help');
      expect(requests.filter((request) => request.url === '/api/settings')).toHaveLength(1);
    });

    it.each(['sandbox', 'stripe'])('stays with %s payments', async (payments) => {
      installFakeApi(({ url }) => (url === '/api/settings' ? { body: { support_email: null, payments } } : errorAnswer('not_found', 404)));
      const { store } = renderApp({ path: '/help', preloadedState: { session: connectedSessionState } });
      const menu = await openMenu();
      await waitFor(() => {
        expect(store.getState().serverSettings.status).toBe('loaded');
      });
      expect(within(menu).getByText('Add credits')).toBeInTheDocument();
    });

    it('stays when the settings cannot be loaded', async () => {
      installFakeApi(() => errorAnswer('internal', 500));
      const { store } = renderApp({ path: '/help', preloadedState: { session: connectedSessionState } });
      const menu = await openMenu();
      await waitFor(() => {
        expect(store.getState().serverSettings.status).toBe('failed');
      });
      expect(within(menu).getByText('Add credits')).toBeInTheDocument();
    });
  });
});
