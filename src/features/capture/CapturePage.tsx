// /capture: a job posting turned into a new application. Opened by the bookmarklet (`#posting=`), a phone's
// share sheet or a link (`?url=&title=&text=`), or by hand (an address to paste). While the server reads the
// posting a spinner says so; then the new-application form shows what was found (or, when nothing could be
// read, the address and the shared title, with why), for the person to check and save. Applications already
// at that address are named with links. The ways to send a posting here come last.
import { Alert, Button, Divider, Flex, Form, Input, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { httpUrlSchema } from '../../../contract';
import { PageTitle } from '../../common/components/PageTitle';
import { checkedBy } from '../../common/formValidation';
import { currentTimeMs } from '../../common/clock';
import { NewApplicationForm, renderApplicationTitleLink } from '../jobApplications';
import { CaptureWays } from './BookmarkletLink';
import { captureInputOf, type CaptureInput } from './captureInput';
import { captureRequested, captureReset, selectCapture } from './captureSlice';
import { capturedOnMessage, captureMessages } from './messages';
import { postingPrefill } from './postingPrefill';

function failureMessage(errorCode: string): MessageDescriptor {
  if (errorCode === 'posting_unreachable') return captureMessages.unreachable;
  if (errorCode === 'posting_not_found') return captureMessages.notFound;
  return captureMessages.failed;
}

export function CapturePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const input: CaptureInput = useMemo(() => captureInputOf(search, hash), [search, hash]);
  const capture = useAppSelector(selectCapture);

  useEffect(() => {
    if (input.kind === 'page') dispatch(captureRequested({ url: input.url, html: input.html }));
    else if (input.kind === 'url') dispatch(captureRequested({ url: input.url }));
    else dispatch(captureReset());
  }, [dispatch, input]);

  const sharedTitle = input.kind === 'page' ? null : input.sharedTitle;
  const prefill = useMemo(() => {
    if (capture.status !== 'read' && capture.status !== 'failed') return undefined;
    const capturedLine = intl.formatMessage(capturedOnMessage, {
      date: intl.formatDate(currentTimeMs(), { dateStyle: 'long' }),
      url: capture.url,
    });
    return postingPrefill(capture.status === 'read' ? capture.posting : null, capture.url, sharedTitle, capturedLine);
  }, [capture, intl, sharedTitle]);

  return (
    <div data-testid="capture-page">
      <PageTitle message={captureMessages.title} />
      <Typography.Paragraph type="secondary">{intl.formatMessage(captureMessages.intro)}</Typography.Paragraph>
      {input.kind === 'none' ? <AddressForm sharedTitle={input.sharedTitle} onRead={(url) => void navigate(`${paths.capture}?${new URLSearchParams({ url }).toString()}`)} /> : null}
      {capture.status === 'reading' ? (
        <Spin description={intl.formatMessage(captureMessages.reading)} data-testid="capture-reading">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : null}
      {capture.status === 'read' || capture.status === 'failed' ? (
        <Flex vertical gap="middle">
          {capture.status === 'read' ? (
            <Alert type="success" showIcon title={intl.formatMessage(captureMessages.found)} data-testid="capture-found" />
          ) : (
            <Alert type="warning" showIcon role="alert" title={intl.formatMessage(failureMessage(capture.errorCode))} data-testid="capture-failed" />
          )}
          {capture.duplicates.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={intl.formatMessage(captureMessages.duplicate)}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {capture.duplicates.map((id) => (
                    <li key={id}>{renderApplicationTitleLink(id)}</li>
                  ))}
                </ul>
              }
              data-testid="capture-duplicates"
            />
          ) : null}
          {/* A new form for each posting read: its starting values are its own. */}
          <NewApplicationForm key={`${capture.url}-${capture.status}`} prefill={prefill} />
        </Flex>
      ) : null}
      <Divider />
      <CaptureWays headingLevel={2} />
    </div>
  );
}

/** Without a posting to read: an address to paste, with the shared title shown if one came. */
function AddressForm({ sharedTitle, onRead }: { readonly sharedTitle: string | null; readonly onRead: (url: string) => void }) {
  const intl = useIntl();
  return (
    <Form<{ url: string }> layout="vertical" style={{ maxWidth: '48rem' }} onFinish={({ url }) => {
        onRead(url.trim());
      }} data-testid="capture-address-form">
      {sharedTitle === null ? null : <Typography.Paragraph strong>{sharedTitle}</Typography.Paragraph>}
      <Form.Item
        name="url"
        label={intl.formatMessage(captureMessages.urlLabel)}
        required
        rules={checkedBy((text) => (httpUrlSchema.safeParse(text.trim()).success ? null : intl.formatMessage(captureMessages.urlInvalid)))}
      >
        <Input type="url" inputMode="url" placeholder="https://" data-testid="capture-url" />
      </Form.Item>
      <Button type="primary" htmlType="submit" data-testid="capture-read">
        {intl.formatMessage(captureMessages.read)}
      </Button>
    </Form>
  );
}
