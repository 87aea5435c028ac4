import BankOutlined from '@ant-design/icons/BankOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TransactionOutlined from '@ant-design/icons/TransactionOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { accountDeletionMessages, accountExportMessages } from '../features/account';
import { selectPaymentProvider, serverSettingsNeeded } from '../features/credits';
import { selectIsConnected, signOutRequested } from '../features/session';
import { useAppDispatch, useAppSelector } from './hooks';
import { menuMessages } from './messages';
import { paths } from './paths';
import { ThemeSwitch } from './ThemeSwitch';

interface MenuEntry {
  /** Stable name, also used in the entry's data-testid: `menu-item-<id>`. */
  readonly id: string;
  readonly message: MessageDescriptor;
  readonly icon: ReactNode;
  /** Where the entry leads; entries without a path dispatch an action instead. */
  readonly path?: string;
}

const SIGN_OUT_ID = 'sign-out';

/**
 * The spec's entries. "Add credits" goes only when the server says that credits cannot be bought there; while
 * it has not said (or could not), the entry stays, and the page it leads to tells.
 */
function menuEntries(isConnected: boolean, paymentsOff: boolean): readonly MenuEntry[] {
  const entries: MenuEntry[] = [
    { id: 'new-application', message: menuMessages.newApplication, icon: <PlusOutlined />, path: paths.newJobApplication },
    { id: 'capture', message: menuMessages.capture, icon: <LinkOutlined />, path: paths.capture },
    { id: 'applications-list', message: menuMessages.applicationsList, icon: <UnorderedListOutlined />, path: paths.jobApplications },
    { id: 'board', message: menuMessages.board, icon: <ProjectOutlined />, path: paths.board },
    { id: 'companies', message: menuMessages.companies, icon: <BankOutlined />, path: paths.companies },
    { id: 'upcoming-events', message: menuMessages.upcomingEvents, icon: <CalendarOutlined />, path: paths.futureActions },
    { id: 'insights', message: menuMessages.insights, icon: <BarChartOutlined />, path: paths.insights },
    { id: 'files', message: menuMessages.files, icon: <FileOutlined />, path: paths.files },
    { id: 'generated-ai', message: menuMessages.generatedAi, icon: <RobotOutlined />, path: paths.aiHistory },
    { id: 'transactions', message: menuMessages.transactions, icon: <TransactionOutlined />, path: paths.transactions },
    isConnected
      ? { id: SIGN_OUT_ID, message: menuMessages.signOut, icon: <LogoutOutlined /> }
      : { id: 'sign-in', message: menuMessages.signIn, icon: <LoginOutlined />, path: paths.login },
    { id: 'settings', message: menuMessages.settings, icon: <SettingOutlined />, path: paths.settings },
    { id: 'help', message: menuMessages.help, icon: <QuestionCircleOutlined />, path: paths.help },
    { id: 'add-credits', message: menuMessages.addCredits, icon: <CreditCardOutlined />, path: paths.paymentOptions },
    { id: 'export-data', message: accountExportMessages.title, icon: <DownloadOutlined />, path: paths.accountExport },
    { id: 'delete-account', message: accountDeletionMessages.title, icon: <DeleteOutlined />, path: paths.accountDeletion },
  ];
  return paymentsOff ? entries.filter((entry) => entry.path !== paths.paymentOptions) : entries;
}

/** The path the current page belongs to, so its entry shows as selected ('/' is the applications list). */
function currentPath(pathname: string): string {
  return pathname === paths.home ? paths.jobApplications : pathname;
}

export interface DrawerMenuProps {
  /** Id of the drawer's navigation, for the toggle button's aria-controls. */
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The navigation drawer, with the theme switch at its foot. antd's Menu gives arrow-key moves and Enter; the
 * Drawer traps focus and closes on Esc.
 */
export function DrawerMenu({ id, open, onClose }: DrawerMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const isConnected = useAppSelector(selectIsConnected);
  const paymentsOff = useAppSelector(selectPaymentProvider) === 'off';
  const entries = menuEntries(isConnected, paymentsOff);

  // Usually known since the live channel joined; a visitor signed out learns it when opening the menu.
  useEffect(() => {
    if (open) dispatch(serverSettingsNeeded());
  }, [open, dispatch]);

  const items: MenuProps['items'] = entries.map((entry) => ({
    key: entry.id,
    icon: entry.icon,
    label: <span data-testid={`menu-item-${entry.id}`}>{intl.formatMessage(entry.message)}</span>,
  }));
  const selectedKeys = entries.filter((entry) => entry.path === currentPath(pathname)).map((entry) => entry.id);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((candidate) => candidate.id === key);
    if (entry?.path !== undefined) {
      void navigate(entry.path);
    } else if (key === SIGN_OUT_ID) {
      dispatch(signOutRequested());
      void navigate(paths.login);
    }
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={intl.formatMessage(menuMessages.title)}
      footer={<ThemeSwitch />}
    >
      <nav id={id} data-testid="drawer-menu" aria-label={intl.formatMessage(menuMessages.navigation)}>
        <Menu mode="inline" items={items} selectedKeys={selectedKeys} onClick={onClick} />
      </nav>
    </Drawer>
  );
}
