// /sign_up: email, password twice, the terms (readable in a dialog) and the captcha. The account is created
// in the interface language, accepting the version of the terms served in it; then the user is asked to
// check the mail.
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { selectLocale } from '../../i18n/localeSlice';
import { accountErrorMessage, type AccountNavigationState } from '../session';
import { accountFormOpened, selectSignUp, signUpSubmitted } from './accountSlice';
import { currentTermsWanted, TermsDialog } from '../terms';
import { CaptchaField } from './CaptchaField';
import { captchaRules, emailRules, termsRules } from './formRules';
import { accountPageMessages, fieldMessages, signUpMessages } from './messages';
import { NewPasswordFields } from './NewPasswordFields';

interface SignUpValues {
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly terms?: boolean;
  readonly captcha?: string;
}

export function SignUpPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locale = useAppSelector(selectLocale);
  const signUp = useAppSelector(selectSignUp);
  const [form] = Form.useForm<SignUpValues>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);

  useEffect(() => {
    dispatch(accountFormOpened('signUp'));
  }, [dispatch]);

  // The version of the terms the form accepts is fetched ahead, in the interface language.
  useEffect(() => {
    dispatch(currentTermsWanted(locale));
  }, [dispatch, locale]);

  const outcome = sentTo === null ? 'idle' : signUp.status;
  useEffect(() => {
    if (outcome === 'succeeded' && sentTo !== null) {
      const state: AccountNavigationState = { email: sentTo };
      void navigate(`${paths.signUpConfirmation}/`, { state });
    }
    // A captcha solution is single use: a failed submission needs a new one.
    if (outcome === 'failed') form.setFieldValue('captcha', undefined);
  }, [outcome, sentTo, navigate, form]);

  const onFinish = (values: SignUpValues) => {
    const email = values.email.trim();
    setSentTo(email);
    dispatch(signUpSubmitted({ email, password: values.password, captcha: values.captcha ?? '' }));
  };

  const error = outcome === 'failed' ? signUp.error : null;

  return (
    <CenteredPage data-testid="sign-up-page">
      <PageTitle message={accountPageMessages.signUpTitle} />
      <Flex vertical gap="middle">
        {error !== null && (
          <Alert type="error" showIcon role="alert" data-testid="sign-up-error" title={intl.formatMessage(accountErrorMessage(error, 'signUp'))} />
        )}
        <Form form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
          <Form.Item name="email" label={intl.formatMessage(fieldMessages.email)} rules={emailRules(intl)}>
            <Input type="email" autoComplete="email" autoFocus data-testid="sign-up-email" />
          </Form.Item>
          <NewPasswordFields passwordLabel={fieldMessages.password} testIdPrefix="sign-up-password" />
          <Form.Item name="terms" valuePropName="checked" rules={termsRules(intl)} style={{ marginBottom: 0 }}>
            <Checkbox data-testid="sign-up-terms">{intl.formatMessage(signUpMessages.acceptTerms)}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button
              type="link"
              style={{ paddingInline: 0 }}
              data-testid="sign-up-terms-link"
              onClick={() => {
                setTermsOpen(true);
              }}
            >
              {intl.formatMessage(signUpMessages.readTerms)}
            </Button>
          </Form.Item>
          <Form.Item name="captcha" rules={captchaRules(intl)}>
            <CaptchaField testId="sign-up-captcha" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={signUp.status === 'submitting'} data-testid="sign-up-submit">
              {intl.formatMessage(signUpMessages.submit)}
            </Button>
          </Form.Item>
        </Form>
        <Link to={paths.login} data-testid="sign-up-sign-in-link">
          {intl.formatMessage(signUpMessages.signInLink)}
        </Link>
      </Flex>
      <TermsDialog
        open={termsOpen}
        onClose={() => {
          setTermsOpen(false);
        }}
        testIdPrefix="sign-up-terms"
      />
    </CenteredPage>
  );
}
