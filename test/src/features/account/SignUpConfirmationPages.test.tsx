import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer, installFakeApi, removeFakeApi } from '../../testUtils/fakeApi';
import { renderApp } from '../../testUtils/renderApp';

jest.setTimeout(20_000);

afterEach(() => {
  removeFakeApi();
});

describe('check-mail page', () => {
  it('asks to check the mail, and keeps the code submit disabled while the code is empty', async () => {
    installFakeApi(() => ({ body: 'success' }));
    renderApp({ path: '/sign_up_confirmation/' });
    expect(await screen.findByTestId('sign-up-check-mail')).toHaveTextContent('We sent you an email with a link to confirm your address.');
    expect(screen.getByTestId('confirmation-submit')).toBeDisabled();
    expect(screen.getByLabelText('Confirmation code')).toBe(screen.getByTestId('confirmation-code'));
    fireEvent.change(screen.getByTestId('confirmation-code'), { target: { value: '   ' } });
    expect(await screen.findByText('Confirmation code cannot be empty')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-submit')).toBeDisabled();
  });

  it('says so in French too', async () => {
    renderApp({ path: '/sign_up_confirmation/', preloadedState: { locale: { current: 'fr-FR' } } });
    fireEvent.change(await screen.findByTestId('confirmation-code'), { target: { value: 'x' } });
    fireEvent.change(screen.getByTestId('confirmation-code'), { target: { value: '' } });
    expect(await screen.findByText('Le code de confirmation ne peut pas être vide')).toBeInTheDocument();
  });

  it('confirms a pasted code', async () => {
    const requests = installFakeApi(() => ({ body: 'success' }));
    const { router } = renderApp({ path: '/sign_up_confirmation/' });
    fireEvent.change(await screen.findByTestId('confirmation-code'), { target: { value: ' code-123 ' } });
    await waitFor(() => {
      expect(screen.getByTestId('confirmation-submit')).toBeEnabled();
    });
    fireEvent.click(screen.getByTestId('confirmation-submit'));
    expect(await screen.findByTestId('confirmation-success')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign_up_confirmation/code-123');
    expect(requests).toEqual([expect.objectContaining({ method: 'POST', url: '/api/sign_up_confirmation', body: { token: 'code-123' } })]);
  });
});

describe('confirmation page', () => {
  it('posts the token of the link once, even under StrictMode, and offers to sign in', async () => {
    const requests = installFakeApi(() => ({ body: 'success' }));
    renderApp({ path: '/sign_up_confirmation/tok-1', strictMode: true });
    expect(await screen.findByTestId('confirmation-success')).toHaveTextContent('Your email address is confirmed.');
    expect(screen.getByTestId('confirmation-sign-in-link')).toHaveAttribute('href', '/login');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/api/sign_up_confirmation', body: { token: 'tok-1' } });
  });

  it('says "Invalid confirmation code" for a refused token, in English and French', async () => {
    installFakeApi(() => errorAnswer('invalid_confirmation_code'));
    renderApp({ path: '/sign_up_confirmation/bad' });
    expect(await screen.findByTestId('confirmation-error')).toHaveTextContent('Invalid confirmation code');
    expect(screen.getByTestId('confirmation-sign-in-link')).toHaveAttribute('href', '/login');
  });

  it('says it in French', async () => {
    installFakeApi(() => errorAnswer('invalid_confirmation_code'));
    renderApp({ path: '/sign_up_confirmation/bad', preloadedState: { locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('confirmation-error')).toHaveTextContent('Code de confirmation invalide');
  });

  it('offers to try again when the server could not be reached', async () => {
    let calls = 0;
    installFakeApi(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { body: 'success' };
    });
    renderApp({ path: '/sign_up_confirmation/tok-2' });
    expect(await screen.findByTestId('confirmation-error')).toHaveTextContent('We are currently unable to process your request');
    fireEvent.click(screen.getByTestId('confirmation-retry'));
    expect(await screen.findByTestId('confirmation-success')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
