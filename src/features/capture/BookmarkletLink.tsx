// The bookmarklet, offered for dragging to the bookmarks bar, and how to send a posting from a phone. The
// link's address is set on the element itself: React refuses to render a `javascript:` address, rightly for
// any address that comes from data, but this one is our own compiled code (bookmarklet.ts).
import BookOutlined from '@ant-design/icons/BookOutlined';
import { Alert, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bookmarkletHref } from './bookmarklet';
import { captureMessages } from './messages';
import './capture.css';

export function BookmarkletLink() {
  const intl = useIntl();
  const link = useRef<HTMLAnchorElement>(null);
  const [clicked, setClicked] = useState(false);

  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletHref(window.location.origin));
  }, []);

  return (
    <Flex vertical gap="small" data-testid="bookmarklet">
      <Typography.Text>{intl.formatMessage(captureMessages.bookmarkletHow)}</Typography.Text>
      <span>
        <a
          ref={link}
          className="app-bookmarklet"
          onClick={(event) => {
            // Clicked here, it would capture this very page.
            event.preventDefault();
            setClicked(true);
          }}
          data-testid="bookmarklet-link"
        >
          <BookOutlined /> {intl.formatMessage(captureMessages.bookmarkletLink)}
        </a>
      </span>
      {clicked ? <Alert type="info" showIcon title={intl.formatMessage(captureMessages.bookmarkletClicked)} data-testid="bookmarklet-clicked" /> : null}
    </Flex>
  );
}

/** The two ways to send a posting here without typing its address: the bookmarklet, and a phone's Share. */
export function CaptureWays({ headingLevel }: { readonly headingLevel: 2 | 3 }) {
  const intl = useIntl();
  return (
    <Flex vertical gap="middle">
      <section aria-labelledby="capture-bookmarklet-heading">
        <Typography.Title level={headingLevel} id="capture-bookmarklet-heading" style={{ fontSize: '1.1rem' }}>
          {intl.formatMessage(captureMessages.bookmarkletTitle)}
        </Typography.Title>
        <BookmarkletLink />
      </section>
      <section aria-labelledby="capture-phone-heading">
        <Typography.Title level={headingLevel} id="capture-phone-heading" style={{ fontSize: '1.1rem' }}>
          {intl.formatMessage(captureMessages.phoneTitle)}
        </Typography.Title>
        <Typography.Paragraph>{intl.formatMessage(captureMessages.phoneHow)}</Typography.Paragraph>
      </section>
    </Flex>
  );
}
