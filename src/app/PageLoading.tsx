// What stands in for a page while its code is downloaded: a spinner with a visible line of text, in a polite
// live region so screen readers announce it, marked busy until the page replaces it.
import { Flex, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { pageLoadingMessages } from './messages';

export function PageLoading() {
  const intl = useIntl();
  return (
    <Flex data-testid="page-loading" role="status" aria-live="polite" aria-busy="true" align="center" gap="small">
      <Spin size="small" />
      <Typography.Text type="secondary">{intl.formatMessage(pageLoadingMessages.loading)}</Typography.Text>
    </Flex>
  );
}
