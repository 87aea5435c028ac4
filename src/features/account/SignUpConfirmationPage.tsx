// /sign_up_confirmation/{token}: posts the mailed token once on arrival (the saga keeps a second mount from
// posting it again), then says whether the address is confirmed.
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { accountErrorMessage, NETWORK_ERROR } from '../session';
import { selectSignUpConfirmation, signUpConfirmationLinkOpened } from './accountSlice';
import { accountPageMessages, confirmationMessages } from './messages';

export function SignUpConfirmationPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const confirmation = useAppSelector(selectSignUpConfirmation);

  useEffect(() => {
    dispatch(signUpConfirmationLinkOpened(token));
  }, [dispatch, token]);

  // Until the saga takes this token, whatever the slice holds is about another one.
  const status = confirmation.token === token ? confirmation.status : 'submitting';

  return (
    <CenteredPage data-testid="sign-up-confirmation">
      <PageTitle message={accountPageMessages.signUpConfirmationTitle} />
      {status === 'succeeded' && (
        <Flex vertical gap="middle">
          <Alert type="success" showIcon role="status" data-testid="confirmation-success" title={intl.formatMessage(confirmationMessages.success)} />
          <Link to={paths.login} data-testid="confirmation-sign-in-link">
            {intl.formatMessage(confirmationMessages.signIn)}
          </Link>
        </Flex>
      )}
      {status === 'failed' && confirmation.error !== null && (
        <Flex vertical gap="middle">
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="confirmation-error"
            title={intl.formatMessage(accountErrorMessage(confirmation.error, 'other'))}
            action={
              confirmation.error === NETWORK_ERROR ? (
                <Button
                  size="small"
                  data-testid="confirmation-retry"
                  onClick={() => {
                    dispatch(signUpConfirmationLinkOpened(token));
                  }}
                >
                  {intl.formatMessage(confirmationMessages.retry)}
                </Button>
              ) : undefined
            }
          />
          <Link to={paths.login} data-testid="confirmation-sign-in-link">
            {intl.formatMessage(confirmationMessages.signInForNewMail)}
          </Link>
        </Flex>
      )}
      {(status === 'submitting' || status === 'idle') && (
        <Flex vertical align="center" gap="small" role="status" data-testid="confirmation-pending">
          <Spin />
          <Typography.Text type="secondary">{intl.formatMessage(confirmationMessages.confirming)}</Typography.Text>
        </Flex>
      )}
    </CenteredPage>
  );
}
