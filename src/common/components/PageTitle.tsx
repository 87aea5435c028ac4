import { theme, Typography } from 'antd';
import { useEffect, type CSSProperties } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { commonMessages, documentTitleMessage } from '../messages';

/**
 * The look of a page's h1: the size of antd's level 2, which the pages were drawn with (antd's level 1 is much
 * larger). For a page whose heading is not a PageTitle (an application's own title).
 */
export function usePageHeadingStyle(): CSSProperties {
  const { token } = theme.useToken();
  return { fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 };
}

/**
 * The heading of a page, its one h1. It also names the browser tab, so history and tabs say where the user
 * was.
 */
export function PageTitle({ message }: { readonly message: MessageDescriptor }) {
  const intl = useIntl();
  const headingStyle = usePageHeadingStyle();
  const title = intl.formatMessage(message);
  const documentTitle = intl.formatMessage(documentTitleMessage, {
    page: title,
    appName: intl.formatMessage(commonMessages.appName),
  });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Typography.Title level={1} data-testid="page-title" style={headingStyle}>
      {title}
    </Typography.Title>
  );
}
