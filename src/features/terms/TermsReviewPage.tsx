// /terms_review: the current terms in the interface language and a button that accepts that version of them
// for the account (account.accept_terms over the live channel); then back where the route guard came from,
// or home.
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { selectLocale } from '../../i18n/localeSlice';
import { accountErrorMessage, accountNavigationStateOf, returnPathOf, selectMustReviewTerms } from '../session';
import { termsMessages } from './messages';
import { TermsDocument } from './TermsDocument';
import { selectTermsAcceptance, termsAcceptanceSubmitted, termsReviewOpened } from './termsAcceptanceSlice';
import { selectTerms } from './termsSlice';

export function TermsReviewPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locationState: unknown = useLocation().state;
  const navigationState = useMemo(() => accountNavigationStateOf(locationState), [locationState]);
  const locale = useAppSelector(selectLocale);
  const terms = useAppSelector(selectTerms);
  const acceptance = useAppSelector(selectTermsAcceptance);
  const mustReviewTerms = useAppSelector(selectMustReviewTerms);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(termsReviewOpened());
  }, [dispatch]);

  const outcome = submitted ? acceptance.status : 'idle';
  useEffect(() => {
    if (outcome === 'succeeded' && !mustReviewTerms) void navigate(returnPathOf(navigationState), { replace: true });
  }, [outcome, mustReviewTerms, navigationState, navigate]);

  // The user accepts what they could read: the button waits for the document, and accepts its version.
  const shownVersion = terms.status === 'loaded' && terms.locale === locale ? terms.version : null;

  return (
    <CenteredPage maxWidth={760} data-testid="terms-review-page">
      <PageTitle message={termsMessages.reviewTitle} />
      <Flex vertical gap="middle">
        <Typography.Paragraph>{intl.formatMessage(termsMessages.reviewExplanation)}</Typography.Paragraph>
        <TermsDocument />
        {outcome === 'failed' && acceptance.error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="terms-accept-error"
            title={intl.formatMessage(accountErrorMessage(acceptance.error, 'other'))}
          />
        )}
        <Button
          type="primary"
          disabled={shownVersion === null}
          loading={acceptance.status === 'submitting'}
          data-testid="terms-accept"
          onClick={() => {
            if (shownVersion === null) return;
            setSubmitted(true);
            dispatch(termsAcceptanceSubmitted(shownVersion));
          }}
        >
          {intl.formatMessage(termsMessages.accept)}
        </Button>
      </Flex>
    </CenteredPage>
  );
}
