// Names the browser tab after the page ("{page} | {appName}"), so that history and tabs say where the user was.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, documentTitleMessage } from './messages';

export function useDocumentTitle(page: string): void {
  const intl = useIntl();
  const title = intl.formatMessage(documentTitleMessage, { page, appName: intl.formatMessage(commonMessages.appName) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
