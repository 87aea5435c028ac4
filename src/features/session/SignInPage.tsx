import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { PageTitle } from '../../common/components/PageTitle';
import type { SignInPageState } from './LoginInfoPage';
import { sessionMessages } from './messages';

export function SignInPage() {
  const intl = useIntl();
  const state = useLocation().state as SignInPageState | null;
  return (
    <>
      <PageTitle message={sessionMessages.signInTitle} />
      {state?.loginInfoInvalid === true && (
        <Alert type="error" showIcon data-testid="login-info-invalid" title={intl.formatMessage(sessionMessages.loginInfoInvalid)} />
      )}
    </>
  );
}
