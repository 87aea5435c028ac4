// /login: email and password. On success, back to the page the route guard came from (or home), by way of
// the terms review when the account has not accepted the current terms. An account whose email is not
// confirmed yet may ask for the confirmation mail again. Once the server asks for it (captcha_required, after
// repeated failures on the email), the form shows the harder sign-in captcha and sends its solution along.
//
// Drawn with the plain components rather than antd's, as it is the page most visits start on: /login then
// downloads none of antd (its form, inputs, buttons and alerts are most of antd's weight on this page).
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginBody } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { PlainButton } from '../../common/components/PlainButton';
import { PlainField, PlainTextField } from '../../common/components/PlainField';
import { PlainNotice } from '../../common/components/PlainNotice';
import {
  accountErrorMessage,
  type AccountNavigationState,
  accountNavigationStateOf,
  returnPathOf,
  selectMustReviewTerms,
} from '../session';
import {
  accountFormOpened,
  confirmationResendSubmitted,
  selectResendConfirmation,
  selectSignIn,
  signInSubmitted,
} from './accountSlice';
import { captchaProblem, currentPasswordProblem, requiredEmailProblem } from './formRules';
import { LazyCaptchaField } from './LazyCaptchaField';
import { accountPageMessages, fieldMessages, signInMessages } from './messages';

/** The answers after which the form needs a solved sign-in captcha. */
const CAPTCHA_ERRORS: readonly string[] = ['captcha_required', 'captcha_invalid'];

type Field = 'email' | 'password' | 'captcha';
type Problems = Partial<Record<Field, string | null>>;

/** The fields in the order of the form, for the focus on the first wrong one. */
const FIELD_IDS: Readonly<Record<Field, string>> = { email: 'sign-in-email', password: 'sign-in-password', captcha: 'sign-in-captcha-field' };

export function SignInPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locationState: unknown = useLocation().state;
  const navigationState = useMemo(() => accountNavigationStateOf(locationState), [locationState]);
  const signIn = useAppSelector(selectSignIn);
  const resend = useAppSelector(selectResendConfirmation);
  const mustReviewTerms = useAppSelector(selectMustReviewTerms);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | undefined>(undefined);
  const [problems, setProblems] = useState<Problems>({});
  // The email's check may wait for the contract's schema: only the check of the latest value is shown.
  const emailChecked = useRef('');
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

  const showProblem = (field: Field, problem: string | null) => {
    setProblems((shown) => ({ ...shown, [field]: problem }));
  };
  const checkEmail = async (value: string): Promise<string | null> => {
    emailChecked.current = value;
    const problem = await requiredEmailProblem(intl, value);
    if (emailChecked.current === value) showProblem('email', problem);
    return problem;
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (async () => {
      const found: Problems = {
        email: await checkEmail(email),
        password: currentPasswordProblem(intl, password),
        ...(captchaShown ? { captcha: captchaProblem(intl, captcha) } : {}),
      };
      setProblems(found);
      const firstWrong = (Object.keys(FIELD_IDS) as Field[]).find((field) => found[field] !== undefined && found[field] !== null);
      if (firstWrong !== undefined) {
        document.getElementById(FIELD_IDS[firstWrong])?.focus();
        return;
      }
      const credentials = { email: email.trim(), password };
      setSent(credentials);
      setResendAsked(false);
      dispatch(signInSubmitted(captchaShown && captcha !== undefined ? { ...credentials, captcha } : credentials));
    })();
  };

  const error = sent !== null && signIn.status === 'failed' ? signIn.error : null;
  const canResend = error === 'email_not_confirmed';
  // Set while rendering (React's pattern for state that follows other state), so the field shows at once, and
  // is emptied in the same render as the error shows.
  if (!captchaShown && error !== null && CAPTCHA_ERRORS.includes(error)) setCaptchaShown(true);
  const [errorSeen, setErrorSeen] = useState(error);
  if (error !== errorSeen) {
    setErrorSeen(error);
    // A solution is single use, and the server has used or refused it: a failed sign-in needs a new one.
    if (error !== null) setCaptcha(undefined);
  }

  return (
    <CenteredPage data-testid="sign-in-page">
      <PageTitle message={accountPageMessages.signInTitle} />
      <div className="app-stack">
        {navigationState.loginInfoInvalid === true && (
          <PlainNotice type="error" data-testid="login-info-invalid" title={intl.formatMessage(accountPageMessages.loginInfoInvalid)} />
        )}
        {error !== null && (
          <PlainNotice
            type="error"
            role="alert"
            data-testid="sign-in-error"
            title={intl.formatMessage(accountErrorMessage(error, 'signIn'))}
            action={
              canResend && sent !== null ? (
                <PlainButton
                  small
                  data-testid="sign-in-resend-confirmation"
                  loading={resend.status === 'submitting'}
                  disabled={resendAsked && resend.status === 'succeeded'}
                  onClick={() => {
                    setResendAsked(true);
                    dispatch(confirmationResendSubmitted(sent));
                  }}
                >
                  {intl.formatMessage(signInMessages.resendConfirmation)}
                </PlainButton>
              ) : undefined
            }
          />
        )}
        {canResend && resendAsked && resend.status === 'succeeded' && (
          <PlainNotice type="success" role="status" data-testid="sign-in-resend-done" title={intl.formatMessage(signInMessages.resendDone)} />
        )}
        {canResend && resendAsked && resend.status === 'failed' && resend.error !== null && (
          <PlainNotice
            type="error"
            role="alert"
            data-testid="sign-in-resend-error"
            title={intl.formatMessage(accountErrorMessage(resend.error, 'other'))}
          />
        )}
        {/* noValidate: the form's own checks speak, in the interface language, instead of the browser's. */}
        <form onSubmit={onSubmit} noValidate>
          <PlainTextField
            id={FIELD_IDS.email}
            data-testid="sign-in-email"
            label={intl.formatMessage(fieldMessages.email)}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            error={problems.email}
            onChange={(value) => {
              setEmail(value);
              void checkEmail(value);
            }}
          />
          <PlainTextField
            id={FIELD_IDS.password}
            data-testid="sign-in-password"
            label={intl.formatMessage(fieldMessages.password)}
            type="password"
            autoComplete="current-password"
            visibilityLabels={{ show: intl.formatMessage(fieldMessages.showPassword), hide: intl.formatMessage(fieldMessages.hidePassword) }}
            value={password}
            error={problems.password}
            onChange={(value) => {
              setPassword(value);
              showProblem('password', currentPasswordProblem(intl, value));
            }}
          />
          {captchaShown && (
            <PlainField id={FIELD_IDS.captcha} error={problems.captcha} extra={intl.formatMessage(signInMessages.captchaHint)}>
              {(control) => (
                <LazyCaptchaField
                  {...control}
                  testId="sign-in-captcha"
                  purpose="sign_in"
                  value={captcha}
                  onChange={(solution) => {
                    setCaptcha(solution);
                    showProblem('captcha', captchaProblem(intl, solution));
                  }}
                />
              )}
            </PlainField>
          )}
          <div className="app-field">
            <PlainButton type="submit" primary block loading={signIn.status === 'submitting'} data-testid="sign-in-submit">
              {intl.formatMessage(signInMessages.submit)}
            </PlainButton>
          </div>
        </form>
        <div className="app-spread">
          <Link to={paths.signUp} className="app-link" data-testid="sign-in-sign-up-link">
            {intl.formatMessage(signInMessages.signUpLink)}
          </Link>
          <Link to={paths.resetPassword} className="app-link" data-testid="sign-in-reset-password-link">
            {intl.formatMessage(signInMessages.resetPasswordLink)}
          </Link>
        </div>
      </div>
    </CenteredPage>
  );
}
