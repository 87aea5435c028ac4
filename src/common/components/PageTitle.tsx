import { Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { commonMessages, documentTitleMessage } from '../messages';

/** The heading of a page. It also names the browser tab, so history and tabs say where the user was. */
export function PageTitle({ message }: { readonly message: MessageDescriptor }) {
  const intl = useIntl();
  const title = intl.formatMessage(message);
  const documentTitle = intl.formatMessage(documentTitleMessage, {
    page: title,
    appName: intl.formatMessage(commonMessages.appName),
  });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Typography.Title level={2} data-testid="page-title">
      {title}
    </Typography.Title>
  );
}
