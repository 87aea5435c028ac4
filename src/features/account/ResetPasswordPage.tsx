// /reset_password: asks for a reset mail. The answer is the same whether or not the account exists, so the
// page says the same too; only captcha, address and rate errors are shown.
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { accountErrorMessage } from '../session';
import { accountFormOpened, passwordResetRequestSubmitted, selectPasswordResetRequest } from './accountSlice';
import { CaptchaField } from './CaptchaField';
import { captchaRules, emailRules } from './formRules';
import { accountPageMessages, fieldMessages, resetPasswordMessages } from './messages';

interface ResetRequestValues {
  readonly email: string;
  readonly captcha?: string;
}

export function ResetPasswordPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectPasswordResetRequest);
  const [form] = Form.useForm<ResetRequestValues>();
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(accountFormOpened('passwordResetRequest'));
  }, [dispatch]);

  const outcome = submitted ? request.status : 'idle';
  useEffect(() => {
    // A captcha solution is single use: a failed request needs a new one.
    if (outcome === 'failed') form.setFieldValue('captcha', undefined);
  }, [outcome, form]);

  const onFinish = (values: ResetRequestValues) => {
    setSubmitted(true);
    dispatch(passwordResetRequestSubmitted({ email: values.email.trim(), captcha: values.captcha ?? '' }));
  };

  return (
    <CenteredPage data-testid="reset-password-page">
      <PageTitle message={accountPageMessages.resetPasswordTitle} />
      <Flex vertical gap="middle">
        {outcome === 'succeeded' ? (
          <Alert type="success" showIcon role="status" data-testid="reset-sent" title={intl.formatMessage(resetPasswordMessages.sent)} />
        ) : (
          <>
            <Typography.Paragraph>{intl.formatMessage(resetPasswordMessages.explanation)}</Typography.Paragraph>
            {outcome === 'failed' && request.error !== null && (
              <Alert type="error" showIcon role="alert" data-testid="reset-error" title={intl.formatMessage(accountErrorMessage(request.error, 'other'))} />
            )}
            <Form form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
              <Form.Item name="email" label={intl.formatMessage(fieldMessages.email)} rules={emailRules(intl)}>
                <Input type="email" autoComplete="email" autoFocus data-testid="reset-email" />
              </Form.Item>
              <Form.Item name="captcha" rules={captchaRules(intl)}>
                <CaptchaField testId="reset-captcha" />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" block loading={request.status === 'submitting'} data-testid="reset-submit">
                  {intl.formatMessage(resetPasswordMessages.submit)}
                </Button>
              </Form.Item>
            </Form>
          </>
        )}
        <Link to={paths.login} data-testid="reset-sign-in-link">
          {intl.formatMessage(resetPasswordMessages.signInLink)}
        </Link>
      </Flex>
    </CenteredPage>
  );
}
