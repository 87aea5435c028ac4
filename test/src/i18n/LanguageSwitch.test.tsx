import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import { selectLocale, selectLocaleChosen } from '../../../src/i18n/localeSlice';
import { connectedSession } from '../testUtils/fixtures';
import { errorAnswer, installFakeApi, removeFakeApi, termsAnswer } from '../testUtils/fakeApi';
import { renderApp } from '../testUtils/renderApp';

dayjs.extend(localeData);

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('language switch', () => {
  it('starts on the store locale and sets <html lang>', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Connexion');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(within(screen.getByTestId('language-switch')).getByRole('radio', { checked: true }).parentElement)
      .toHaveTextContent('Français');
  });

  it('turns the interface French, stores the choice under "locale", marked as chosen, and sets <html lang>', async () => {
    const { store } = renderApp({ path: '/login' });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in');
    expect(document.documentElement.lang).toBe('en-US');

    fireEvent.click(screen.getByTestId('language-option-fr-FR'));

    await waitFor(() => {
      expect(screen.getByTestId('page-title')).toHaveTextContent('Connexion');
    });
    expect(selectLocale(store.getState())).toBe('fr-FR');
    expect(selectLocaleChosen(store.getState())).toBe(true);
    expect(localStorage.getItem('locale')).toBe('fr-FR');
    expect(localStorage.getItem('locale_chosen')).toBe('true');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBe(screen.getByTestId('language-switch'));
    expect(screen.getByTestId('credits')).toHaveTextContent('Aucun crédit');

    fireEvent.click(screen.getByTestId('menu-toggle'));
    const menu = await screen.findByTestId('drawer-menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Nouvelle candidature',
      'Capturer une offre',
      'Liste des candidatures',
      'Tableau',
      'Entreprises',
      'Événements à venir',
      'Statistiques',
      'Fichiers',
      'Contenus générés par l’IA',
      'Transactions',
      'Se connecter',
      'Paramètres',
      'Aide',
      'Ajouter des crédits',
      'Exporter mes données',
      'Supprimer mon compte',
    ]);
  });

  it('switches back to English', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Connexion');

    fireEvent.click(screen.getByTestId('language-option-en-US'));

    await waitFor(() => {
      expect(screen.getByTestId('page-title')).toHaveTextContent('Sign in');
    });
    expect(localStorage.getItem('locale')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  describe('after a sign-in into a French account', () => {
    beforeEach(() => {
      installFakeApi(({ url }) => {
        if (url === '/api/login') return { body: { ...connectedSession, locale: 'fr-FR' } };
        if (url.startsWith('/api/terms/current')) return termsAnswer(connectedSession.current_terms);
        return errorAnswer('not_found', 404);
      });
    });

    afterEach(() => {
      removeFakeApi();
    });

    function signIn() {
      fireEvent.change(screen.getByTestId('sign-in-email'), { target: { value: connectedSession.email } });
      fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'Secret-123' } });
      fireEvent.click(screen.getByTestId('sign-in-submit'));
    }

    it('shows the account’s language when the one shown was only detected, and sends nothing', async () => {
      const { store, router } = renderApp({ path: '/login' });
      await screen.findByTestId('sign-in-email');
      signIn();
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      await waitFor(() => {
        expect(screen.getByTestId('page-title')).toHaveTextContent('Candidatures');
      });
      expect(selectLocale(store.getState())).toBe('fr-FR');
      expect(localStorage.getItem('locale')).toBe('fr-FR');
      expect(localStorage.getItem('locale_chosen')).toBeNull();
      const sent = Object.values(store.getState().requests.pending).map(({ request }) => request);
      expect(sent).not.toContain('account.update_locale');
    });

    it('sends the language chosen in the switch to the account, and keeps it', async () => {
      const { store, router } = renderApp({ path: '/login' });
      fireEvent.click(await screen.findByTestId('language-option-en-US'));
      fireEvent.click(screen.getByTestId('language-option-fr-FR'));
      fireEvent.click(screen.getByTestId('language-option-en-US'));
      signIn();
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      expect(selectLocale(store.getState())).toBe('en-US');
      expect(Object.values(store.getState().requests.pending)).toContainEqual(
        expect.objectContaining({ request: 'account.update_locale', params: { locale: 'en-US' } }),
      );
    });
  });

  it('keeps language names in their own language whatever the interface language', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    await screen.findByTestId('page-title');
    expect(screen.getByTestId('language-option-en-US')).toHaveTextContent('English');
    expect(screen.getByTestId('language-option-fr-FR')).toHaveTextContent('Français');
  });
});

describe('date pickers', () => {
  // Set by antd's context, around the pages drawn with antd (the sign-up page here), where the pickers are.
  it('name months and weekdays in the interface language, weeks starting on Monday in French', async () => {
    renderApp({ path: '/sign_up', preloadedState: { locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Inscription');
    expect(dayjs('2026-11-23').format('dddd D MMMM')).toBe('lundi 23 novembre');
    expect(dayjs.localeData().firstDayOfWeek()).toBe(1);

    fireEvent.click(screen.getByTestId('language-option-en-US'));

    await waitFor(() => {
      expect(screen.getByTestId('page-title')).toHaveTextContent('Sign up');
    });
    expect(dayjs('2026-11-23').format('dddd D MMMM')).toBe('Monday 23 November');
    expect(dayjs.localeData().firstDayOfWeek()).toBe(0);
  });
});
