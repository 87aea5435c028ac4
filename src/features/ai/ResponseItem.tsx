// One AI response in a list: its product, date and cost on a button that opens it in full (the first lines
// show while it is closed), then its whole text, a copy button, the link to its own page (and a button copying
// that link) and, where asked, links to what it was made from. Its own page shows the same details.
import DownOutlined from '@ant-design/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AiResponse } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { aiResponsePath, jobApplicationPath, paths } from '../../app/paths';
import { filesNeeded, selectFile } from '../files';
import { CopyButton } from './CopyButton';
import { aiMessages, copyLinkFailedMessage, creditsSpentMessage, productNameMessages, resumeFileMessage } from './messages';

/** A response's text as written: line breaks kept, long words wrapped on a narrow screen. */
export const responseTextStyle: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 };

/** The first words of a closed response. */
export const EXCERPT_LENGTH = 160;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

export const responseListStyle: CSSProperties = { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 };

// The theme's thin line (plain.css), light or dark.
const itemStyle: CSSProperties = { border: '1px solid var(--app-color-border-secondary)', borderRadius: 8, padding: 8 };

export interface ResponseItemProps {
  readonly response: AiResponse;
  /** `ai-response-item` in an application's tab, `ai-history-item` in the history. */
  readonly testId: string;
  /** Links to the application the response was made for. */
  readonly linkApplication: boolean;
  /** Links to the files it was made from. */
  readonly linkFiles: boolean;
}

export function ResponseItem({ response, testId, linkApplication, linkFiles }: ResponseItemProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const product = intl.formatMessage(productNameMessages[response.ai_product_name]);
  return (
    <li data-testid={testId} data-id={response.id} style={itemStyle}>
      <Button
        type="text"
        block
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open);
        }}
        icon={open ? <DownOutlined /> : <RightOutlined />}
        style={{ height: 'auto', whiteSpace: 'normal', justifyContent: 'flex-start', textAlign: 'start', padding: '4px 8px' }}
        data-testid="ai-response-toggle"
      >
        <Flex vertical gap={0}>
          <Typography.Text strong>{product}</Typography.Text>
          <Typography.Text type="secondary">
            <FormattedDate value={response.created} dateStyle="medium" timeStyle="short" /> ·{' '}
            <FormattedMessage {...creditsSpentMessage} values={{ count: response.credits_spent }} />
          </Typography.Text>
        </Flex>
      </Button>
      {open ? null : (
        <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere', padding: '0 8px', margin: 0 }}>
          {excerptOf(response.text)}
        </Typography.Paragraph>
      )}
      <div id={bodyId} hidden={!open} style={{ padding: '0 8px 8px' }}>
        {open ? <ResponseDetails response={response} linkApplication={linkApplication} linkFiles={linkFiles} linkPage /> : null}
      </div>
    </li>
  );
}

export interface ResponseDetailsProps extends Pick<ResponseItemProps, 'response' | 'linkApplication' | 'linkFiles'> {
  /** Links to the response's own page (not on that page itself). */
  readonly linkPage: boolean;
}

/** A response in full: its text, its copy buttons, the link to its page, and what it was made from. */
export function ResponseDetails({ response, linkApplication, linkFiles, linkPage }: ResponseDetailsProps) {
  const intl = useIntl();
  const pagePath = aiResponsePath(response.id);
  // The address a person pastes elsewhere (a note, a mail to oneself): the whole of it, not the app's path.
  const pageUrl = new URL(pagePath, window.location.origin).toString();
  return (
    <Flex vertical gap="small">
      <Typography.Paragraph style={responseTextStyle} data-testid="ai-response-text">
        {response.text}
      </Typography.Paragraph>
      <Flex gap="small" wrap align="start">
        <CopyButton text={response.text} testId="ai-response-copy" />
        <CopyButton
          text={pageUrl}
          testId="ai-response-copy-link"
          labels={{
            copy: intl.formatMessage(aiMessages.copyLink),
            copied: intl.formatMessage(aiMessages.linkCopied),
            failed: intl.formatMessage(copyLinkFailedMessage, { url: pageUrl }),
          }}
        />
      </Flex>
      {linkPage ? (
        <Link to={pagePath} style={{ alignSelf: 'start' }} data-testid="ai-response-page-link">
          {intl.formatMessage(aiMessages.openResponsePage)}
        </Link>
      ) : null}
      <MadeFrom response={response} linkApplication={linkApplication} linkFiles={linkFiles} />
    </Flex>
  );
}

function MadeFrom({ response, linkApplication, linkFiles }: Pick<ResponseItemProps, 'response' | 'linkApplication' | 'linkFiles'>) {
  const intl = useIntl();
  const applications = linkApplication ? response.job_applications : [];
  const files = linkFiles ? response.files : [];
  if (applications.length === 0 && files.length === 0) return null;
  return (
    <Flex gap="small" wrap align="baseline">
      <Typography.Text type="secondary">{intl.formatMessage(aiMessages.madeFrom)}</Typography.Text>
      {applications.map(({ id }) => (
        <Link key={id} to={jobApplicationPath(id)} data-testid="ai-response-application-link">
          {intl.formatMessage(aiMessages.openApplication)}
        </Link>
      ))}
      {files.map(({ id }) => (
        <FileLink key={id} fileId={id} />
      ))}
    </Flex>
  );
}

/** The files page, named after the file when the files cache knows it (fetched as the response opens). */
function FileLink({ fileId }: { readonly fileId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const file = useAppSelector((state) => selectFile(state, fileId));
  useEffect(() => {
    dispatch(filesNeeded({ ids: [fileId] }));
  }, [dispatch, fileId]);
  return (
    <Link to={paths.files} data-testid="ai-response-file-link">
      {file === undefined ? intl.formatMessage(aiMessages.openFiles) : intl.formatMessage(resumeFileMessage, { filename: file.filename })}
    </Link>
  );
}
