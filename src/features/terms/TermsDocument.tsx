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

/**
 * The document's headings one level down (its h1 becomes an h2, and so on; h6 stays), so that it sits under the
 * page's or dialog's own title: a page has one h1. The HTML is the server's sanitized output, whose tags are
 * plain `<hN>` and `</hN>`.
 */
function nestedHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-5])(?=[\s>])/gi, (_tag, slash: string, level: string) => `<${slash}h${String(Number(level) + 1)}`);
}

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
      <div data-testid="terms-content" lang={locale} dangerouslySetInnerHTML={{ __html: nestedHeadings(terms.html) }} />
    </Typography>
  );
}
