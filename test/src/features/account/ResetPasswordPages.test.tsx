import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer, installFakeApi, removeFakeApi, type FakeAnswer } from '../../testUtils/fakeApi';
import { renderApp } from '../../testUtils/renderApp';
import { fakeWidget, solve } from './captchaTestSupport';

jest.setTimeout(20_000);

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

afterEach(() => {
  removeFakeApi();
});

describe('password reset request page', () => {
  it('requires the email and the captcha', async () => {
    const requests = installFakeApi(() => ({ status: 204 }));
    renderApp({ path: '/reset_password' });
    expect(await screen.findByTestId('reset-email')).toHaveFocus();
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the email and the captcha payload, then says the same whatever the account', async () => {
    const requests = installFakeApi(() => ({ status: 204 }));
    renderApp({ path: '/reset_password' });
    fill('reset-email', 'ada@example.com');
    solve(fakeWidget(await screen.findByTestId('reset-captcha')), 'payload-9');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent('If an account exists for this address, we sent a link');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/reset_password_request', body: { email: 'ada@example.com', captcha: 'payload-9' } }),
    ]);
  });

  it.each([
    [errorAnswer('captcha_invalid'), 'Captcha invalid, please do the verification again'],
    [errorAnswer('rate_limited', 429), 'Too many attempts, please try again in a few minutes'],
  ] as [FakeAnswer, string][])('shows a refusal and asks for a new captcha (%#)', async (answer, message) => {
    installFakeApi(() => answer);
    renderApp({ path: '/reset_password' });
    fill('reset-email', 'ada@example.com');
    const widget = fakeWidget(await screen.findByTestId('reset-captcha'));
    solve(widget);
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(message);
    await waitFor(() => {
      expect(widget.reset).toHaveBeenCalled();
    });
  });
});

describe('password reset confirmation page', () => {
  it('checks the new password with the sign-up rules, in French', async () => {
    renderApp({ path: '/reset_password_confirmation/tok', preloadedState: { locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('reset-new-password')).toHaveFocus();
    fill('reset-new-password', 'motdepasse');
    expect(await screen.findByText('Le mot de passe doit aussi contenir une majuscule, un chiffre et un caractère spécial')).toBeInTheDocument();
    fill('reset-new-password', 'Mot-de-passe-1');
    fill('reset-new-password-confirmation', 'Mot-de-passe-2');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  });

  it('sets the new password with the token of the link, then offers to sign in', async () => {
    const requests = installFakeApi(() => ({ status: 204 }));
    renderApp({ path: '/reset_password_confirmation/tok-7' });
    await screen.findByTestId('reset-new-password');
    fill('reset-new-password', 'Battery-Staple-42');
    fill('reset-new-password-confirmation', 'Battery-Staple-42');
    fireEvent.click(screen.getByTestId('reset-confirm-submit'));
    expect(await screen.findByTestId('reset-confirm-success')).toBeInTheDocument();
    expect(screen.getByTestId('reset-confirm-sign-in-link')).toHaveAttribute('href', '/login');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/reset_password', body: { token: 'tok-7', password: 'Battery-Staple-42' } }),
    ]);
  });

  it('says a used or expired link cannot change the password, and links to a new request', async () => {
    installFakeApi(() => errorAnswer('invalid_reset_token'));
    renderApp({ path: '/reset_password_confirmation/used' });
    await screen.findByTestId('reset-new-password');
    fill('reset-new-password', 'Battery-Staple-42');
    fill('reset-new-password-confirmation', 'Battery-Staple-42');
    fireEvent.click(screen.getByTestId('reset-confirm-submit'));
    const error = await screen.findByTestId('reset-confirm-error');
    expect(error).toHaveTextContent('Unable to change password, the link may be expired');
    expect(screen.getByTestId('reset-confirm-new-link')).toHaveAttribute('href', '/reset_password');
  });
});
