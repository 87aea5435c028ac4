// What stands in for a page while its code is downloaded: a spinner with a visible line of text, in a polite
// live region so screen readers announce it, marked busy until the page replaces it.
import { useIntl } from 'react-intl';
import { Spinner } from '../common/components/Spinner';
import { pageLoadingMessages } from './messages';

export function PageLoading() {
  const intl = useIntl();
  return (
    <div data-testid="page-loading" className="app-loading-line" role="status" aria-live="polite" aria-busy="true">
      <Spinner />
      <span>{intl.formatMessage(pageLoadingMessages.loading)}</span>
    </div>
  );
}
