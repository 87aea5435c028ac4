// The frame around every page: a skip link, a header (menu button, product name, live status, credits,
// language), the drawer with the navigation menu, whose code is downloaded when the menu is first opened, and
// the page itself in the main landmark.
import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { commonMessages } from '../common/messages';
import { AccountDeletedNotice } from '../features/account';
import { ConnectionStatus } from '../features/connection';
import { CreditsBalance } from '../features/credits';
import { NotificationsHost } from '../features/notifications';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { lazyComponent } from './lazyComponent';
import { layoutMessages } from './messages';
import { PageLoading } from './PageLoading';
import { paths } from './paths';
import { SkipLink } from './SkipLink';
import { useFocusMainWhenLost } from './useFocusMainWhenLost';
import { useNarrowScreen } from './useNarrowScreen';

const DrawerMenu = lazyComponent(async () => (await import('./DrawerMenu')).DrawerMenu);

/** Id of the drawer's navigation, for the toggle button's aria-controls. */
const DRAWER_MENU_ID = 'drawer-menu';

/** Id of the main landmark, which the skip link focuses. */
const MAIN_CONTENT_ID = 'main-content';

export function MainLayout() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer is rendered from its first opening on, so that it keeps its closing animation afterwards.
  const [menuOpened, setMenuOpened] = useState(false);
  useFocusMainWhenLost(MAIN_CONTENT_ID);

  return (
    <Layout data-testid="app-shell" style={{ minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NotificationsHost />
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: token.marginSM,
          height: 'auto',
          minHeight: token.controlHeightLG + 2 * token.paddingSM,
          lineHeight: 'normal',
          paddingInline: token.padding,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Button
          type="text"
          icon={<MenuOutlined />}
          data-testid="menu-toggle"
          aria-label={intl.formatMessage(layoutMessages.openMenu)}
          aria-expanded={menuOpen}
          // Names the drawer once it exists: it is rendered from the first opening on.
          aria-controls={menuOpened ? DRAWER_MENU_ID : undefined}
          // Hovering or focusing the button starts the download of the menu before the click.
          onPointerEnter={() => void DrawerMenu.preload()}
          onFocus={() => void DrawerMenu.preload()}
          onClick={() => {
            setMenuOpen(true);
            setMenuOpened(true);
          }}
        />
        {/* The product name, alone in the header: known as a link without the underline of links in text. */}
        <Link to={paths.home} style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, textDecoration: 'none' }}>
          {intl.formatMessage(commonMessages.appName)}
        </Link>
        {/* role=status announces changes of the live connection politely. */}
        <div
          data-testid="live-status"
          role="status"
          aria-label={intl.formatMessage(layoutMessages.liveStatus)}
          style={{ flex: 1 }}
        >
          <ConnectionStatus />
        </div>
        <Flex align="center" gap={token.marginSM}>
          <CreditsBalance />
          <LanguageSwitch />
        </Flex>
      </Layout.Header>
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
      {/* A phone keeps its few pixels for the page: a narrower margin below antd's `md` breakpoint. */}
      {/* Focusable by script only (tabIndex -1), for the skip link; it is a target, not a control, so it draws
          no focus ring around the whole page. */}
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ padding: narrow ? token.paddingSM : token.paddingLG, outline: 'none' }}
      >
        {/* Pages are downloaded when first shown (routes.tsx): the header and menu stay while one arrives. */}
        <AccountDeletedNotice />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
