import { screen } from '@testing-library/react';
import { connectedSessionState } from '../testUtils/fixtures';
import { renderApp } from '../testUtils/renderApp';

const signedIn = { session: connectedSessionState };

// Every route of spec section 2, and those beyond it, with the title its page shows (a page of one item while it
// loads: the socket of renderApp never answers).
const routeTitles: readonly (readonly [string, string])[] = [
  ['/', 'Job applications'],
  ['/job_applications', 'Job applications'],
  ['/login', 'Sign in'],
  ['/login/eyJ1c2VyX2lkIjoiMSJ9', 'Sign in'],
  ['/sign_up', 'Sign up'],
  ['/sign_up_confirmation/', 'Check your email'],
  ['/sign_up_confirmation/abc123', 'Email confirmation'],
  ['/terms_review', 'Terms of service'],
  ['/reset_password', 'Reset your password'],
  ['/reset_password_confirmation/abc123', 'Choose a new password'],
  ['/files_selection', 'Select files'],
  ['/new_job_application', 'New job application'],
  ['/job_applications/3f8e1c8a-7d0b-4c4e-9a57-2f1d6b0e9c11', 'Job application'],
  ['/actions/future', 'Upcoming events'],
  ['/actions', 'All actions'],
  ['/actions/3f8e1c8a-7d0b-4c4e-9a57-2f1d6b0e9c11', 'Action'],
  ['/files', 'Files'],
  ['/ai_history', 'Generated AI responses'],
  ['/ai_history/3f8e1c8a-7d0b-4c4e-9a57-2f1d6b0e9c11', 'AI response'],
  ['/transactions', 'Credit transactions'],
  ['/payment_options', 'Payment options'],
  ['/payment/success', 'Your payment'],
  ['/payment_canceled', 'Payment canceled'],
  ['/help', 'Help'],
];

describe('routes', () => {
  it.each(routeTitles)('%s shows "%s" inside the main layout (signed in)', async (path, title) => {
    renderApp({ path, preloadedState: signedIn });
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    expect(screen.getByTestId('app-shell')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('names the browser tab after the page', async () => {
    renderApp({ path: '/help', preloadedState: signedIn });
    await screen.findByTestId('page-title');
    expect(document.title).toBe('Help | Job Search Tracker');
  });

  it.each(['/nowhere', '/job_applications/1/extra', '/actions/future/extra', '/payment', '/login/a/b'])(
    '%s shows the not-found page to a signed-in user, inside the layout, with a link home',
    async (path) => {
      renderApp({ path, preloadedState: signedIn });
      const notFound = await screen.findByTestId('not-found');
      expect(screen.getByTestId('page-title')).toHaveTextContent('Page not found');
      expect(screen.getByTestId('app-shell')).toContainElement(notFound);
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    },
  );
});
