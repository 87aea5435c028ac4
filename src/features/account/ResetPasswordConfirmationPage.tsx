// /reset_password_confirmation/{token}: sets a new password with the mailed token; the same rules as at
// sign-up. A used or expired link says so and offers to ask for a new one.
import { Alert, Button, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { accountErrorMessage } from '../session';
import { accountFormOpened, passwordResetSubmitted, selectPasswordReset } from './accountSlice';
import { accountPageMessages, fieldMessages, resetPasswordConfirmationMessages } from './messages';
import { NewPasswordFields } from './NewPasswordFields';

interface NewPasswordValues {
  readonly password: string;
  readonly passwordConfirmation: string;
}

export function ResetPasswordConfirmationPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const reset = useAppSelector(selectPasswordReset);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(accountFormOpened('passwordReset'));
  }, [dispatch]);

  const outcome = submitted ? reset.status : 'idle';

  const onFinish = (values: NewPasswordValues) => {
    setSubmitted(true);
    dispatch(passwordResetSubmitted({ token, password: values.password }));
  };

  if (outcome === 'succeeded') {
    return (
      <CenteredPage data-testid="reset-password-confirmation-page">
        <PageTitle message={accountPageMessages.resetPasswordConfirmationTitle} />
        <Flex vertical gap="middle">
          <Alert
            type="success"
            showIcon
            role="status"
            data-testid="reset-confirm-success"
            title={intl.formatMessage(resetPasswordConfirmationMessages.success)}
          />
          <Link to={paths.login} data-testid="reset-confirm-sign-in-link">
            {intl.formatMessage(resetPasswordConfirmationMessages.signInLink)}
          </Link>
        </Flex>
      </CenteredPage>
    );
  }

  const error = outcome === 'failed' ? reset.error : null;
  return (
    <CenteredPage data-testid="reset-password-confirmation-page">
      <PageTitle message={accountPageMessages.resetPasswordConfirmationTitle} />
      <Flex vertical gap="middle">
        {error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="reset-confirm-error"
            title={intl.formatMessage(accountErrorMessage(error, 'other'))}
            description={
              error === 'invalid_reset_token' ? (
                <Link to={paths.resetPassword} data-testid="reset-confirm-new-link">
                  {intl.formatMessage(resetPasswordConfirmationMessages.newLinkLink)}
                </Link>
              ) : undefined
            }
          />
        )}
        <Form layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
          <NewPasswordFields passwordLabel={fieldMessages.newPassword} testIdPrefix="reset-new-password" autoFocus />
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={reset.status === 'submitting'} data-testid="reset-confirm-submit">
              {intl.formatMessage(resetPasswordConfirmationMessages.submit)}
            </Button>
          </Form.Item>
        </Form>
      </Flex>
    </CenteredPage>
  );
}
