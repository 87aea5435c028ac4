// The current terms of service in the interface language, as the server serves them (sanitized HTML), with
// loading and error states; used by the terms review page and the sign-up form's dialog.
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../i18n/localeSlice';
import { accountErrorMessage } from '../session';
import { termsMessages } from './messages';
import { currentTermsWanted, selectTerms } from './termsSlice';

export function TermsDocument() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const terms = useAppSelector(selectTerms);

  useEffect(() => {
    dispatch(currentTermsWanted(locale));
  }, [dispatch, locale]);

  if (terms.status === 'failed' && terms.locale === locale) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="terms-error"
        title={intl.formatMessage(accountErrorMessage(terms.error ?? 'unknown_error', 'other'))}
        action={
          <Button
            size="small"
            data-testid="terms-retry"
            onClick={() => {
              dispatch(currentTermsWanted(locale));
            }}
          >
            {intl.formatMessage(termsMessages.retry)}
          </Button>
        }
      />
    );
  }
  if (terms.status !== 'loaded' || terms.locale !== locale || terms.html === null) {
    return (
      <Flex vertical align="center" gap="small" data-testid="terms-loading" role="status">
        <Spin />
        <Typography.Text type="secondary">{intl.formatMessage(termsMessages.loading)}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Typography>
      {/* The one place the app renders HTML it did not build: the server sanitizes the terms (an allow-list of
          tags and attributes, no script, style or event handler) before serving them, and the CSP forbids
          inline script besides. Everything typed by users is rendered as text elsewhere. */}
      <div data-testid="terms-content" lang={locale} dangerouslySetInnerHTML={{ __html: terms.html }} />
    </Typography>
  );
}
