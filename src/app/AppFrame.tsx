// The frame around every page, the root route's element: a skip link, a header (menu button, product name,
// live status, credits, language), the offline banner, the offer of a new version when there is one, the
// drawer with the navigation menu, and the page in the main landmark.
// Drawn without antd (plain.css), as it frames the pages of the first download too; the drawer, drawn with
// antd, is downloaded with antd when the menu is first opened or hovered. It stays mounted from one page to the
// next, the open pages' layout and the main layout alike, so the focus follows a change of page.
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import '../common/components/plain.css';
import { commonMessages } from '../common/messages';
import { AppUpdatePrompt } from '../features/appUpdate';
import { ConnectionStatus } from '../features/connection';
import { CreditsBalance, serverSettingsNeeded } from '../features/credits';
import { OfflineBar } from '../features/offline';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import type { DrawerMenuProps } from './DrawerMenu';
import { useAppDispatch } from './hooks';
import { lazyWithAntd } from './lazyWithAntd';
import { layoutMessages } from './messages';
import { PageLoading } from './PageLoading';
import { paths } from './paths';
import { SkipLink } from './SkipLink';
import { useFocusMainWhenLost } from './useFocusMainWhenLost';

const DrawerMenu = lazyWithAntd<DrawerMenuProps>(async () => (await import('./DrawerMenu')).DrawerMenu);

/** Id of the drawer's navigation, for the toggle button's aria-controls. */
const DRAWER_MENU_ID = 'drawer-menu';

/** Id of the main landmark, which the skip link focuses. */
const MAIN_CONTENT_ID = 'main-content';

/** antd's MenuOutlined, three bars, drawn here so the header needs no icon library. */
function MenuIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="1" y="2.5" width="14" height="1.5" rx="0.75" />
      <rect x="1" y="7.25" width="14" height="1.5" rx="0.75" />
      <rect x="1" y="12" width="14" height="1.5" rx="0.75" />
    </svg>
  );
}

export function AppFrame() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer is rendered from its first opening on, so that it keeps its closing animation afterwards.
  const [menuOpened, setMenuOpened] = useState(false);
  useFocusMainWhenLost(MAIN_CONTENT_ID);
  const dispatch = useAppDispatch();
  // The menu's code and the server's settings (whether credits can be bought: the menu's entry) are asked for
  // together, before the click, so that the menu opens with its entries settled.
  const prepareMenu = (): void => {
    void DrawerMenu.preload();
    dispatch(serverSettingsNeeded());
  };

  return (
    <div data-testid="app-shell" className="app-shell">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <header className="app-header">
        <button
          type="button"
          className="app-icon-button app-focus-ring"
          data-testid="menu-toggle"
          aria-label={intl.formatMessage(layoutMessages.openMenu)}
          aria-expanded={menuOpen}
          // Names the drawer once it exists: it is rendered from the first opening on.
          aria-controls={menuOpened ? DRAWER_MENU_ID : undefined}
          // Hovering or focusing the button starts the download of the menu before the click.
          onPointerEnter={prepareMenu}
          onFocus={prepareMenu}
          onClick={() => {
            setMenuOpen(true);
            setMenuOpened(true);
          }}
        >
          <MenuIcon />
        </button>
        <Link to={paths.home} className="app-product-name">
          {intl.formatMessage(commonMessages.appName)}
        </Link>
        {/* role=status announces changes of the live connection politely. */}
        <div
          data-testid="live-status"
          role="status"
          className="app-live-status"
          aria-label={intl.formatMessage(layoutMessages.liveStatus)}
        >
          <ConnectionStatus />
        </div>
        <div className="app-header-end">
          <CreditsBalance />
          <LanguageSwitch />
        </div>
      </header>
      <OfflineBar />
      {/* "Reload to update" once a new version of the app is ready; nothing otherwise. */}
      <AppUpdatePrompt />
      {menuOpened && (
        <Suspense fallback={null}>
          <DrawerMenu
            id={DRAWER_MENU_ID}
            open={menuOpen}
            onClose={() => {
              setMenuOpen(false);
            }}
          />
        </Suspense>
      )}
      {/* Focusable by script only (tabIndex -1), for the skip link; it is a target, not a control, so it draws
          no focus ring around the whole page. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        {/* Pages and layouts are downloaded when first shown (routes.tsx): the header and menu stay while one
            arrives. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
