import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { connectedSession } from '../../testUtils/fixtures';
import { errorAnswer, installFakeApi, removeFakeApi, termsAnswer, type FakeApiHandler, type RecordedRequest } from '../../testUtils/fakeApi';
import { renderApp } from '../../testUtils/renderApp';
import { fakeWidget, solve } from './captchaTestSupport';

const notFound: FakeApiHandler = () => errorAnswer('not_found', 404);

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function signIn(email = 'ada@example.com', password = 'Secret-123') {
  fill('sign-in-email', email);
  fill('sign-in-password', password);
  fireEvent.click(screen.getByTestId('sign-in-submit'));
}

// A page test does several rounds of validation, each waiting for the app's answer.
jest.setTimeout(20_000);

afterEach(() => {
  removeFakeApi();
  localStorage.clear();
});

describe('sign-in page', () => {
  it('has labelled email and password fields with autocomplete, the first focused, and links to sign up and reset', async () => {
    renderApp({ path: '/login' });
    const email = await screen.findByLabelText('Email');
    expect(email).toBe(screen.getByTestId('sign-in-email'));
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByTestId('sign-in-password')).toBe(screen.getByLabelText('Password'));
    expect(screen.getByTestId('sign-in-sign-up-link')).toHaveAttribute('href', '/sign_up');
    expect(screen.getByTestId('sign-in-reset-password-link')).toHaveAttribute('href', '/reset_password');
    expect(screen.getByTestId('sign-in-submit')).toHaveAttribute('type', 'submit');
  });

  it('requires both fields, in English', async () => {
    const requests = installFakeApi(notFound);
    renderApp({ path: '/login' });
    fireEvent.click(await screen.findByTestId('sign-in-submit'));
    // The field's error, which the field names as its description, and the field marked invalid.
    await screen.findByText('Please enter your email');
    const email = screen.getByTestId('sign-in-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByTestId('sign-in-password')).toHaveAccessibleDescription('Please enter your password');
    expect(requests).toEqual([]);
  });

  it('requires both fields and a well-formed email, in French', async () => {
    installFakeApi(notFound);
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    fireEvent.click(await screen.findByTestId('sign-in-submit'));
    expect(await screen.findByText('Veuillez saisir votre adresse e-mail')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre mot de passe')).toBeInTheDocument();
    fill('sign-in-email', 'not an address');
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
  });

  it('puts the focus on the first wrong field when the form is sent', async () => {
    installFakeApi(notFound);
    renderApp({ path: '/login' });
    fill('sign-in-email', 'ada@example.com');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => {
      expect(screen.getByTestId('sign-in-password')).toHaveFocus();
    });
    expect(screen.getByTestId('sign-in-email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows and hides the password with a button named in the interface language', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    const password = await screen.findByTestId('sign-in-password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, saves the session and goes home', async () => {
    const requests = installFakeApi(({ url }) => (url === '/api/login' ? { body: connectedSession } : errorAnswer('not_found', 404)));
    const { router, store } = renderApp({ path: '/login' });
    await screen.findByTestId('sign-in-email');
    signIn(' ada@example.com ');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/login', body: { email: 'ada@example.com', password: 'Secret-123' } });
    expect(store.getState().session.token).toBe(connectedSession.token);
    expect(localStorage.getItem('user_token')).toBe(connectedSession.token);
    await waitFor(() => {
      expect(screen.getByTestId('page-title')).toHaveTextContent('Job applications');
    });
  });

  it('ignores the form sent again (Enter) while the sign-in runs: one request, no message, the button busy', async () => {
    let answer: (session: unknown) => void = () => undefined;
    const requests = installFakeApi(({ url }) =>
      url === '/api/login'
        ? new Promise((resolve) => {
            answer = (body) => {
              resolve({ body });
            };
          })
        : termsAnswer(connectedSession.current_terms),
    );
    const { router } = renderApp({ path: '/login' });
    await screen.findByTestId('sign-in-email');
    signIn();
    await waitFor(() => {
      expect(requests.filter(({ url }) => url === '/api/login')).toHaveLength(1);
    });
    expect(screen.getByTestId('sign-in-submit')).toHaveAttribute('aria-busy', 'true');
    // Enter in the password field submits the form again, whatever the button shows.
    fireEvent.submit(screen.getByTestId('sign-in-password').closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter(({ url }) => url === '/api/login')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer(connectedSession);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('goes back to the page the route guard came from', async () => {
    installFakeApi(({ url }) => (url === '/api/login' ? { body: connectedSession } : errorAnswer('not_found', 404)));
    const { router } = renderApp({ path: '/files?sort=new' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    signIn();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/files');
    });
    expect(router.state.location.search).toBe('?sort=new');
  });

  it('goes to the terms review when the account accepted other terms, then back where it was going', async () => {
    installFakeApi(({ url }) => {
      if (url === '/api/login') return { body: { ...connectedSession, accepted_terms: 'terms-v0' } };
      if (url.startsWith('/api/terms/current')) return termsAnswer('terms-v1');
      return errorAnswer('not_found', 404);
    });
    const { router } = renderApp({ path: '/files' });
    await screen.findByTestId('sign-in-email');
    signIn();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/terms_review');
    });
    expect(router.state.location.state).toEqual({ from: { pathname: '/files', search: '', hash: '' } });
    expect(await screen.findByTestId('terms-content')).toHaveTextContent('Be kind.');
  });

  it.each([
    ['invalid_credentials', 401, 'Invalid credentials'],
    ['too_many_attempts', 429, 'Too many attempts, please try again in a few minutes'],
    ['internal', 500, 'Sign in failed'],
  ])('shows the message of %s', async (code, status, message) => {
    installFakeApi(() => errorAnswer(code, status));
    renderApp({ path: '/login' });
    await screen.findByTestId('sign-in-email');
    signIn();
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent(message);
    expect(screen.queryByTestId('sign-in-resend-confirmation')).not.toBeInTheDocument();
  });

  it('says "Sign in error, please try again" when the server cannot be reached, in French too', async () => {
    renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
    await screen.findByTestId('sign-in-email');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    // jsdom has no fetch here: the call fails before any answer, as offline.
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Erreur de connexion, veuillez réessayer');
  });

  it('offers to send the confirmation mail again for an unconfirmed email, with the credentials typed', async () => {
    const requests = installFakeApi(({ url }) =>
      url === '/api/login' ? errorAnswer('email_not_confirmed', 403) : { status: 204 },
    );
    renderApp({ path: '/login' });
    await screen.findByTestId('sign-in-email');
    signIn('ada@example.com', 'Secret-123');
    const error = await screen.findByTestId('sign-in-error');
    expect(error).toHaveTextContent('Email not confirmed, check your email');
    fireEvent.click(within(error).getByTestId('sign-in-resend-confirmation'));
    expect(await screen.findByTestId('sign-in-resend-done')).toBeInTheDocument();
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/sign_up_confirmation/resend',
      body: { email: 'ada@example.com', password: 'Secret-123' },
    });
  });

  describe('after repeated failures on the email (captcha_required)', () => {
    /** The server: captcha_required without a captcha, then what `withCaptcha` says for each captcha sent. */
    function captchaServer(withCaptcha: (captcha: string) => { status: number; body: unknown }) {
      return installFakeApi(({ url, body }) => {
        if (url !== '/api/login') return termsAnswer(connectedSession.current_terms);
        const { captcha } = body as { captcha?: string };
        return captcha === undefined ? errorAnswer('captcha_required', 403) : withCaptcha(captcha);
      });
    }
    const loginBodies = (requests: RecordedRequest[]) => requests.filter(({ url }) => url === '/api/login').map(({ body }) => body);

    it('shows the sign-in captcha with a message, asks for it before sending again, then sends its solution along', async () => {
      const requests = captchaServer(() => ({ status: 200, body: connectedSession }));
      const { router } = renderApp({ path: '/login' });
      await screen.findByTestId('sign-in-email');
      expect(screen.queryByTestId('sign-in-captcha')).not.toBeInTheDocument();
      signIn();
      expect(await screen.findByTestId('sign-in-error')).toHaveTextContent(
        'There were many failed sign-ins on this email lately. Please complete the verification below, then sign in again.',
      );
      const field = await screen.findByTestId('sign-in-captcha');
      // The harder challenge of a sign-in, not the sign-up one.
      expect(field.querySelector('altcha-widget')).toHaveAttribute('challenge', '/api/captcha?purpose=sign_in');
      expect(screen.getByText('This check protects your account from password guessing; it may take a few seconds.')).toBeInTheDocument();

      fireEvent.click(screen.getByTestId('sign-in-submit'));
      expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
      expect(loginBodies(requests)).toHaveLength(1);

      solve(fakeWidget(field), 'sign-in-captcha-payload');
      fireEvent.click(screen.getByTestId('sign-in-submit'));
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      // Each with the browser's time zone, which the server keeps for an account without one.
      const time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(loginBodies(requests)).toEqual([
        { email: 'ada@example.com', password: 'Secret-123', time_zone },
        { email: 'ada@example.com', password: 'Secret-123', captcha: 'sign-in-captcha-payload', time_zone },
      ]);
    });

    it('asks for a new solution after a refused one, and keeps the captcha after a wrong password', async () => {
      const requests = captchaServer((captcha) =>
        captcha === 'spent' ? { status: 400, body: { error: 'captcha_invalid' } } : { status: 401, body: { error: 'invalid_credentials' } },
      );
      renderApp({ path: '/login' });
      await screen.findByTestId('sign-in-email');
      signIn();
      const widget = fakeWidget(await screen.findByTestId('sign-in-captcha'));
      solve(widget, 'spent');
      fireEvent.click(screen.getByTestId('sign-in-submit'));
      await waitFor(() => {
        expect(screen.getByTestId('sign-in-error')).toHaveTextContent('Captcha invalid, please do the verification again');
      });
      // The spent solution is gone: the widget starts over, and the form asks for a new one.
      expect(widget.reset).toHaveBeenCalled();
      fireEvent.click(screen.getByTestId('sign-in-submit'));
      expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();

      solve(widget, 'fresh');
      fireEvent.click(screen.getByTestId('sign-in-submit'));
      await waitFor(() => {
        expect(screen.getByTestId('sign-in-error')).toHaveTextContent('Invalid credentials');
      });
      // Still shown: the email still needs it.
      expect(screen.getByTestId('sign-in-captcha')).toBeInTheDocument();
      expect(loginBodies(requests).map((body) => (body as { captcha?: string }).captcha)).toEqual([undefined, 'spent', 'fresh']);
    });

    it('says so in French', async () => {
      captchaServer(() => ({ status: 200, body: connectedSession }));
      renderApp({ path: '/login', preloadedState: { locale: { current: 'fr-FR' } } });
      await screen.findByTestId('sign-in-email');
      signIn();
      expect(await screen.findByTestId('sign-in-error')).toHaveTextContent(
        'Il y a eu de nombreux échecs de connexion sur cette adresse récemment. Veuillez effectuer la vérification ci-dessous, puis vous reconnecter.',
      );
      expect(await screen.findByText(/^Cette vérification protège votre compte/)).toBeInTheDocument();
    });

    it('sends no captcha to the resend of the confirmation mail', async () => {
      const requests = installFakeApi(({ url, body }) => {
        if (url === '/api/login') {
          return (body as { captcha?: string }).captcha === undefined ? errorAnswer('captcha_required', 403) : errorAnswer('email_not_confirmed', 403);
        }
        return { status: 204 };
      });
      renderApp({ path: '/login' });
      await screen.findByTestId('sign-in-email');
      signIn();
      solve(fakeWidget(await screen.findByTestId('sign-in-captcha')), 'payload');
      fireEvent.click(screen.getByTestId('sign-in-submit'));
      fireEvent.click(await screen.findByTestId('sign-in-resend-confirmation'));
      await screen.findByTestId('sign-in-resend-done');
      expect(requests.find(({ url }) => url === '/api/sign_up_confirmation/resend')?.body).toEqual({
        email: 'ada@example.com',
        password: 'Secret-123',
      });
    });
  });

  it('keeps the alert of an invalid login link', async () => {
    renderApp({ path: '/login/not-a-session' });
    expect(await screen.findByTestId('login-info-invalid')).toBeInTheDocument();
  });
});
