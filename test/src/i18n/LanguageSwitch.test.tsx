import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import { selectLocale } from '../../../src/i18n/localeSlice';
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

  it('turns the interface French, stores the choice under "locale" and sets <html lang>', async () => {
    const { store } = renderApp({ path: '/login' });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in');
    expect(document.documentElement.lang).toBe('en-US');

    fireEvent.click(screen.getByTestId('language-option-fr-FR'));

    await waitFor(() => {
      expect(screen.getByTestId('page-title')).toHaveTextContent('Connexion');
    });
    expect(selectLocale(store.getState())).toBe('fr-FR');
    expect(localStorage.getItem('locale')).toBe('fr-FR');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBe(screen.getByTestId('language-switch'));
    expect(screen.getByTestId('credits')).toHaveTextContent('Aucun crédit');

    fireEvent.click(screen.getByTestId('menu-toggle'));
    const menu = await screen.findByTestId('drawer-menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Nouvelle candidature',
      'Liste des candidatures',
      'Événements à venir',
      'Fichiers',
      'Contenus générés par l’IA',
      'Transactions',
      'Se connecter',
      'Aide',
      'Ajouter des crédits',
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

  it('keeps language names in their own language whatever the interface language', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    await screen.findByTestId('page-title');
    expect(screen.getByTestId('language-option-en-US')).toHaveTextContent('English');
    expect(screen.getByTestId('language-option-fr-FR')).toHaveTextContent('Français');
  });
});

describe('date pickers', () => {
  it('name months and weekdays in the interface language, weeks starting on Monday in French', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Connexion');
    expect(dayjs('2026-11-23').format('dddd D MMMM')).toBe('lundi 23 novembre');
    expect(dayjs.localeData().firstDayOfWeek()).toBe(1);

    fireEvent.click(screen.getByTestId('language-option-en-US'));

    await waitFor(() => {
      expect(screen.getByTestId('page-title')).toHaveTextContent('Sign in');
    });
    expect(dayjs('2026-11-23').format('dddd D MMMM')).toBe('Monday 23 November');
    expect(dayjs.localeData().firstDayOfWeek()).toBe(0);
  });
});
