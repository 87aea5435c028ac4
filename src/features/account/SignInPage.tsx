// /login: email and password. On success, back to the page the route guard came from (or home), by way of
// the terms review when the account has not accepted the current terms. An account whose email is not
// confirmed yet may ask for the confirmation mail again. Once the server asks for it (captcha_required, after
// repeated failures on the email), the form shows the harder sign-in captcha and sends its solution along.
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginBody } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import {
  accountErrorMessage,
  accountFormOpened,
  type AccountNavigationState,
  accountNavigationStateOf,
  confirmationResendSubmitted,
  returnPathOf,
  selectMustReviewTerms,
  selectResendConfirmation,
  selectSignIn,
  signInSubmitted,
} from '../session';
import { captchaRules, currentPasswordRules, emailRules } from './formRules';
import { LazyCaptchaField } from './LazyCaptchaField';
import { accountPageMessages, fieldMessages, signInMessages } from './messages';

/** The answers after which the form needs a solved sign-in captcha. */
const CAPTCHA_ERRORS: readonly string[] = ['captcha_required', 'captcha_invalid'];

export function SignInPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locationState: unknown = useLocation().state;
  const navigationState = useMemo(() => accountNavigationStateOf(locationState), [locationState]);
  const signIn = useAppSelector(selectSignIn);
  const resend = useAppSelector(selectResendConfirmation);
  const mustReviewTerms = useAppSelector(selectMustReviewTerms);
  const [form] = Form.useForm<LoginBody>();
  // What this page sent: outcomes of earlier visits are not shown, and the resend uses these credentials.
  const [sent, setSent] = useState<LoginBody | null>(null);
  const [resendAsked, setResendAsked] = useState(false);
  // Shown from the server's first captcha_required on, for the rest of the visit: the email stays in need of it.
  const [captchaShown, setCaptchaShown] = useState(false);

  useEffect(() => {
    dispatch(accountFormOpened('signIn'));
    dispatch(accountFormOpened('resendConfirmation'));
  }, [dispatch]);

  const succeeded = sent !== null && signIn.status === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    if (mustReviewTerms) {
      const state: AccountNavigationState = navigationState.from === undefined ? {} : { from: navigationState.from };
      void navigate(paths.termsReview, { replace: true, state });
    } else {
      void navigate(returnPathOf(navigationState), { replace: true });
    }
  }, [succeeded, mustReviewTerms, navigationState, navigate]);

  const onFinish = (values: LoginBody) => {
    const credentials = { email: values.email.trim(), password: values.password };
    setSent(credentials);
    setResendAsked(false);
    dispatch(signInSubmitted(captchaShown && values.captcha !== undefined ? { ...credentials, captcha: values.captcha } : credentials));
  };

  const error = sent !== null && signIn.status === 'failed' ? signIn.error : null;
  const canResend = error === 'email_not_confirmed';
  // Set while rendering (React's pattern for state that follows other state), so the field shows at once.
  if (!captchaShown && error !== null && CAPTCHA_ERRORS.includes(error)) setCaptchaShown(true);
  useEffect(() => {
    // A solution is single use, and the server has used or refused it: a failed sign-in needs a new one.
    if (error !== null) form.setFieldValue('captcha', undefined);
  }, [error, form]);

  return (
    <CenteredPage data-testid="sign-in-page">
      <PageTitle message={accountPageMessages.signInTitle} />
      <Flex vertical gap="middle">
        {navigationState.loginInfoInvalid === true && (
          <Alert type="error" showIcon data-testid="login-info-invalid" title={intl.formatMessage(accountPageMessages.loginInfoInvalid)} />
        )}
        {error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="sign-in-error"
            title={intl.formatMessage(accountErrorMessage(error, 'signIn'))}
            action={
              canResend && sent !== null ? (
                <Button
                  size="small"
                  data-testid="sign-in-resend-confirmation"
                  loading={resend.status === 'submitting'}
                  disabled={resendAsked && resend.status === 'succeeded'}
                  onClick={() => {
                    setResendAsked(true);
                    dispatch(confirmationResendSubmitted(sent));
                  }}
                >
                  {intl.formatMessage(signInMessages.resendConfirmation)}
                </Button>
              ) : undefined
            }
          />
        )}
        {canResend && resendAsked && resend.status === 'succeeded' && (
          <Alert type="success" showIcon role="status" data-testid="sign-in-resend-done" title={intl.formatMessage(signInMessages.resendDone)} />
        )}
        {canResend && resendAsked && resend.status === 'failed' && resend.error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="sign-in-resend-error"
            title={intl.formatMessage(accountErrorMessage(resend.error, 'other'))}
          />
        )}
        {/* noValidate: the form's own rules speak, in the interface language, instead of the browser's. */}
        <Form form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
          <Form.Item name="email" label={intl.formatMessage(fieldMessages.email)} rules={emailRules(intl)}>
            <Input type="email" autoComplete="email" autoFocus data-testid="sign-in-email" />
          </Form.Item>
          <Form.Item name="password" label={intl.formatMessage(fieldMessages.password)} rules={currentPasswordRules(intl)}>
            <Input.Password autoComplete="current-password" data-testid="sign-in-password" />
          </Form.Item>
          {captchaShown && (
            <Form.Item name="captcha" rules={captchaRules(intl)} extra={intl.formatMessage(signInMessages.captchaHint)}>
              <LazyCaptchaField testId="sign-in-captcha" purpose="sign_in" />
            </Form.Item>
          )}
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={signIn.status === 'submitting'} data-testid="sign-in-submit">
              {intl.formatMessage(signInMessages.submit)}
            </Button>
          </Form.Item>
        </Form>
        <Flex justify="space-between" wrap gap="small">
          <Link to={paths.signUp} data-testid="sign-in-sign-up-link">
            {intl.formatMessage(signInMessages.signUpLink)}
          </Link>
          <Link to={paths.resetPassword} data-testid="sign-in-reset-password-link">
            {intl.formatMessage(signInMessages.resetPasswordLink)}
          </Link>
        </Flex>
      </Flex>
    </CenteredPage>
  );
}
