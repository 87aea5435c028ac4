import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { connectedSessionState } from '../testUtils/fixtures';
import { renderApp } from '../testUtils/renderApp';
import { App } from '../../../src/app/App';
import { AppFrame } from '../../../src/app/AppFrame';
import { RouteErrorPage } from '../../../src/app/RouteErrorPage';
import { setupStore } from '../../../src/app/store';

function Broken(): never {
  throw new Error('page bug');
}

describe('a page that fails to render', () => {
  it('is replaced by a translated error page inside the frame, and logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <AppFrame />,
          children: [{ errorElement: <RouteErrorPage />, children: [{ path: 'broken', element: <Broken /> }] }],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<App store={setupStore({ locale: { current: 'fr-FR' } })} router={router} />);
    expect(await screen.findByTestId('route-error')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Une erreur s’est produite');
    expect(screen.getByTestId('app-shell')).toContainElement(screen.getByTestId('route-error'));
    expect(error).toHaveBeenCalledWith('A page failed to render', expect.objectContaining({ message: 'page bug' }));
    error.mockRestore();
  });

  it('does not show on working pages', async () => {
    renderApp({ path: '/help', preloadedState: { session: connectedSessionState } });
    await screen.findByTestId('page-title');
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });
});
