// `/login/{login_info}`: signs in with the session the link carries, then opens the applications list. The
// link's own email is never shown nor trusted: the server names the account its token opens, and that email
// is what the page shows. Unless that account is already signed in here, the user confirms first, whether
// another account or nobody is signed in; a link whose token opens no live session says so, with a way to sign
// in; a malformed link leads to the sign-in page, which says so.
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { accountErrorMessage } from './accountErrorMessages';
import { parseLoginInfo } from './loginInfo';
import { loginLinkMessages, loginLinkSignInBodyMessage, loginLinkSigningInMessage, loginLinkSwitchBodyMessage } from './messages';
import type { AccountNavigationState } from './navigationState';
import {
  loginInfoOpened,
  loginLinkLeft,
  loginLinkSwitchCanceled,
  loginLinkSwitchConfirmed,
  selectLoginLink,
} from './loginLinkSlice';
import { selectToken } from './sessionSlice';

export function LoginInfoPage() {
  const intl = useIntl();
  const { loginInfo = '' } = useParams();
  const dispatch = useAppDispatch();
  const linkToken = useMemo(() => parseLoginInfo(loginInfo)?.token ?? null, [loginInfo]);
  const signedInToken = useAppSelector(selectToken);
  const storedLink = useAppSelector(selectLoginLink);
  // What the store holds about another link (an earlier visit) is not this page's.
  const link = storedLink.status !== 'idle' && storedLink.token === linkToken ? storedLink : null;

  useEffect(() => {
    if (linkToken === null) return undefined;
    dispatch(loginInfoOpened({ token: linkToken }));
    return () => {
      dispatch(loginLinkLeft());
    };
  }, [dispatch, linkToken]);

  if (linkToken === null) {
    const state: AccountNavigationState = { loginInfoInvalid: true };
    return <Navigate to={paths.login} replace state={state} />;
  }
  // Leaves once the store holds the link's session, so the route guard of the next page finds it; or, the
  // switch declined, for the signed-in account's home.
  if (link?.status === 'accepted' && signedInToken === linkToken) return <Navigate to={paths.home} replace />;
  if (link?.status === 'canceled') return <Navigate to={paths.home} replace />;

  const retry = () => dispatch(loginInfoOpened({ token: linkToken }));
  // Nobody signed in here: the question is whether to sign in at all, not whether to switch.
  const signedOut = link?.status === 'confirming' && link.current === null;
  return (
    <CenteredPage data-testid="login-link-page">
      <PageTitle message={loginLinkMessages.title} />
      <Flex vertical gap="middle">
        {(link === null || link.status === 'checking') && (
          <Flex gap="small" align="center" role="status" data-testid="login-link-checking">
            <Spin size="small" />
            <Typography.Text>{intl.formatMessage(loginLinkMessages.checking)}</Typography.Text>
          </Flex>
        )}
        {(link?.status === 'accepted' || link?.status === 'confirming') && (
          <Typography.Paragraph role="status" data-testid="login-link-account" data-email={link.owner.email}>
            {intl.formatMessage(loginLinkSigningInMessage, { email: link.owner.email })}
          </Typography.Paragraph>
        )}
        {link?.status === 'invalid' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="login-link-invalid"
            title={intl.formatMessage(loginLinkMessages.invalid)}
            description={
              <Link to={paths.login} data-testid="login-link-sign-in">
                {intl.formatMessage(loginLinkMessages.signInLink)}
              </Link>
            }
          />
        )}
        {link?.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="login-link-failed"
            title={intl.formatMessage(loginLinkMessages.checkFailed)}
            description={intl.formatMessage(accountErrorMessage(link.error, 'other'))}
            action={
              <Button size="small" onClick={retry} data-testid="login-link-retry">
                {intl.formatMessage(loginLinkMessages.retry)}
              </Button>
            }
          />
        )}
      </Flex>
      <Modal
        open={link?.status === 'confirming'}
        title={intl.formatMessage(signedOut ? loginLinkMessages.signInTitle : loginLinkMessages.switchTitle)}
        okText={intl.formatMessage(signedOut ? loginLinkMessages.signInConfirm : loginLinkMessages.switchConfirm)}
        cancelText={intl.formatMessage(signedOut ? loginLinkMessages.signInCancel : loginLinkMessages.switchCancel)}
        onOk={() => dispatch(loginLinkSwitchConfirmed())}
        onCancel={() => dispatch(loginLinkSwitchCanceled())}
        okButtonProps={{ 'data-testid': 'login-link-switch-confirm' }}
        cancelButtonProps={{ 'data-testid': 'login-link-switch-cancel' }}
        destroyOnHidden
      >
        {link?.status === 'confirming' && (
          <Typography.Paragraph data-testid="login-link-switch-body">
            {link.current === null
              ? intl.formatMessage(loginLinkSignInBodyMessage, { owner: link.owner.email })
              : intl.formatMessage(loginLinkSwitchBodyMessage, { current: link.current, owner: link.owner.email })}
          </Typography.Paragraph>
        )}
      </Modal>
    </CenteredPage>
  );
}
