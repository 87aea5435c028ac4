import type { CSSProperties } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * The size of a page's h1: antd's heading level 2, which the pages were drawn with (antd's level 1 is much
 * larger). For a page whose heading is not a PageTitle (an application's own title, an antd Title).
 */
export const pageHeadingStyle: CSSProperties = {
  fontSize: 'var(--app-font-size-heading2)',
  lineHeight: 'var(--app-line-height-heading2)',
};

/**
 * The heading of a page, its one h1, drawn as antd's Typography title (plain.css) without antd's code, as it
 * heads the pages of the first download too. It also names the browser tab, so history and tabs say where the
 * user was.
 */
export function PageTitle({ message }: { readonly message: MessageDescriptor }) {
  const intl = useIntl();
  const title = intl.formatMessage(message);
  useDocumentTitle(title);

  return (
    <h1 data-testid="page-title" className="app-page-title">
      {title}
    </h1>
  );
}
