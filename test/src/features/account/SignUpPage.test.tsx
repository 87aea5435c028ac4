import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '../../../../src/i18n/locales';
import { errorAnswer, installFakeApi, removeFakeApi, termsAnswer, type RecordedRequest } from '../../testUtils/fakeApi';
import { renderApp } from '../../testUtils/renderApp';
import { fakeWidget, solve } from './captchaTestSupport';

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** Terms served in each language with its own version; sign-up answered by `signUp`. */
function serve(signUp: (request: RecordedRequest) => ReturnType<typeof errorAnswer> = () => ({ body: 'success' })) {
  return installFakeApi((request) => {
    if (request.url === '/api/terms/current?locale=fr-FR') return termsAnswer('2026-02-fr', '<h1>Conditions</h1>');
    if (request.url.startsWith('/api/terms/current')) return termsAnswer('2026-02', '<h1>Terms</h1><p>Be kind.</p>');
    if (request.url === '/api/sign_up') return signUp(request);
    return errorAnswer('not_found', 404);
  });
}

async function openSignUp(locale: Locale = 'en-US') {
  const view = renderApp({ path: '/sign_up', preloadedState: { locale: { current: locale } } });
  await screen.findByTestId('sign-up-email');
  return view;
}

function fillValidForm(email = 'ada@example.com') {
  fill('sign-up-email', email);
  fill('sign-up-password', 'Correct-Horse-9');
  fill('sign-up-password-confirmation', 'Correct-Horse-9');
  fireEvent.click(screen.getByTestId('sign-up-terms'));
  solve(fakeWidget(screen.getByTestId('sign-up-captcha')), 'captcha-payload');
}

// antd's forms render slowly in jsdom; a page test does several rounds of validation.
jest.setTimeout(20_000);

afterEach(() => {
  removeFakeApi();
  localStorage.clear();
});

describe('sign-up page', () => {
  it('labels its fields, focuses the email and asks browsers for new passwords', async () => {
    serve();
    await openSignUp();
    expect(screen.getByLabelText('Email')).toBe(screen.getByTestId('sign-up-email'));
    expect(screen.getByTestId('sign-up-email')).toHaveFocus();
    expect(screen.getByTestId('sign-up-email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm the password')).toHaveAttribute('autocomplete', 'new-password');
    // The testid is on the checkbox input itself, so a browser test can check it.
    expect(screen.getByTestId('sign-up-terms')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' })).toBe(screen.getByTestId('sign-up-terms'));
    expect(screen.getByTestId('sign-up-captcha').querySelector('altcha-widget')).not.toBeNull();
  });

  it('says every rule of an empty form, in English', async () => {
    const requests = serve();
    await openSignUp();
    fireEvent.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Please read and accept our Terms of Service')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/sign_up')).toEqual([]);
  });

  it('says every rule of an empty form, in French', async () => {
    serve();
    await openSignUp('fr-FR');
    fireEvent.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText('Veuillez saisir votre adresse e-mail')).toBeInTheDocument();
    expect(screen.getByText('Veuillez confirmer votre mot de passe')).toBeInTheDocument();
    expect(screen.getByText('Veuillez lire et accepter nos conditions d’utilisation')).toBeInTheDocument();
    expect(screen.getByText('Veuillez confirmer que vous n’êtes pas un robot')).toBeInTheDocument();
  });

  // Each rule is checked on one page per language, typing one value after another, as a person correcting the
  // form would: one render per language rather than one per message (antd's forms render slowly in jsdom).
  const weakPasswords = {
    'en-US': [
      ['short', 'The password must have at least 8 characters'],
      ['a'.repeat(129), 'The password must have at most 128 characters'],
      ['alllowercase', 'The password also needs an upper-case letter, a digit, and a special character'],
      ['Abcdefg1', 'The password also needs a special character'],
    ],
    'fr-FR': [
      ['court', 'Le mot de passe doit contenir au moins 8 caractères'],
      ['minuscules', 'Le mot de passe doit aussi contenir une majuscule, un chiffre et un caractère spécial'],
    ],
  } as const;

  it('in English, gives each weak password its message, refuses passwords that differ and checks the email format', async () => {
    serve();
    await openSignUp('en-US');
    for (const [password, message] of weakPasswords['en-US']) {
      fill('sign-up-password', password);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    fill('sign-up-password', 'Correct-Horse-9');
    fill('sign-up-password-confirmation', 'Correct-Horse-8');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    fill('sign-up-email', 'ada@');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('in French, gives each weak password its message and refuses passwords that differ', async () => {
    serve();
    await openSignUp('fr-FR');
    for (const [password, message] of weakPasswords['fr-FR']) {
      fill('sign-up-password', password);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    fill('sign-up-password', 'Correct-Horse-9');
    fill('sign-up-password-confirmation', 'Correct-Horse-8');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  });

  it('shows the current terms in a dialog, in the interface language', async () => {
    serve();
    await openSignUp();
    fireEvent.click(screen.getByTestId('sign-up-terms-link'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('terms-content')).toHaveTextContent('Be kind.');
    expect(within(dialog).getByText('Terms of service')).toBeInTheDocument();
  });

  it('signs up with the terms version of the interface language and the captcha payload, then asks to check the mail', async () => {
    const requests = serve();
    const { router } = await openSignUp('fr-FR');
    fillValidForm(' ada@example.com ');
    fireEvent.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByTestId('sign-up-check-mail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign_up_confirmation/');
    expect(screen.getByTestId('sign-up-check-mail-address')).toHaveTextContent('ada@example.com');
    expect(requests.find((request) => request.url === '/api/sign_up')).toMatchObject({
      method: 'POST',
      body: {
        email: 'ada@example.com',
        password: 'Correct-Horse-9',
        accepted_terms: '2026-02-fr',
        captcha: 'captcha-payload',
        locale: 'fr-FR',
      },
    });
  });

  it.each([
    // Every code's message is checked in accountErrorMessages.test.ts; these go through the whole page.
    ['email_already_used', 'Email already used'],
    ['captcha_invalid', 'Captcha invalid, please do the verification again'],
    ['internal', 'Sign up failed'],
  ])('shows the message of %s and asks for a new captcha', async (code, message) => {
    serve(() => errorAnswer(code, 422));
    await openSignUp();
    fillValidForm();
    const widget = fakeWidget(screen.getByTestId('sign-up-captcha'));
    Object.assign(widget.element, { fakeState: 'verified' });
    fireEvent.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent(message);
    await waitFor(() => {
      expect(widget.reset).toHaveBeenCalled();
    });
    // The spent solution is gone: sending again asks for the captcha first.
    fireEvent.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
  });

  it('shows the generic message when the server cannot be reached', async () => {
    installFakeApi((request) => {
      if (request.url.startsWith('/api/terms/current')) return termsAnswer('v1');
      throw new TypeError('Failed to fetch');
    });
    await openSignUp();
    fillValidForm();
    fireEvent.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent('We are currently unable to process your request');
  });
});
