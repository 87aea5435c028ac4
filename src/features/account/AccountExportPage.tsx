// "Export my data": prepares a zip of every record of the account and its files (made on the server in the
// background, the page updated by the server's push), then downloads it from a link that works once.
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { AccountExport } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { accountErrorMessage } from '../session';
import {
  accountExportDownloadRequested,
  accountExportPageOpened,
  accountExportRequested,
  selectAccountExport,
} from './accountDataSlice';
import { accountExportMessages as m } from './messages';

function sizeOf(intl: IntlShape, bytes: number): string {
  return bytes < 1_000_000
    ? intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' })
    : intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/** Typed as a plain descriptor: the catalog, not the default message, gives the text. */
const readyMessage: MessageDescriptor = m.ready;
const unavailableMessage: MessageDescriptor = m.unavailable;

function ExportStatus({ current }: { readonly current: AccountExport }) {
  const intl = useIntl();
  switch (current.status) {
    case 'pending':
      return <Alert type="info" showIcon icon={<Spin size="small" />} role="status" data-testid="export-pending" title={intl.formatMessage(m.pending)} />;
    case 'ready':
      return (
        <Alert
          type="success"
          showIcon
          role="status"
          data-testid="export-ready"
          title={intl.formatMessage(readyMessage, {
            size: sizeOf(intl, current.size ?? 0),
            expires: intl.formatDate(current.expires_at ?? undefined, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        />
      );
    case 'downloaded':
      return <Alert type="info" showIcon role="status" data-testid="export-downloaded" title={intl.formatMessage(m.downloaded)} />;
    case 'expired':
      return <Alert type="warning" showIcon role="status" data-testid="export-expired" title={intl.formatMessage(m.expired)} />;
    case 'failed':
      return <Alert type="error" showIcon role="status" data-testid="export-failed" title={intl.formatMessage(m.failed)} />;
  }
}

export function AccountExportPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { current, busy, error } = useAppSelector(selectAccountExport);

  useEffect(() => {
    dispatch(accountExportPageOpened());
  }, [dispatch]);

  const status = current?.status;
  const canDownload = status === 'ready';
  const canPrepare = current !== undefined && status !== 'pending' && !canDownload;

  return (
    <CenteredPage data-testid="account-export-page" maxWidth={560}>
      <PageTitle message={m.title} />
      <Flex vertical gap="middle">
        <Typography.Paragraph>{intl.formatMessage(m.explanation)}</Typography.Paragraph>
        {/* One live region: the state changes while the user waits, and is read out when it does. */}
        <div aria-live="polite">{current != null && <ExportStatus current={current} />}</div>
        {error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="export-error"
            title={intl.formatMessage(error === 'not_found' ? unavailableMessage : accountErrorMessage(error, 'other'))}
          />
        )}
        {current === undefined && <Spin data-testid="export-loading" />}
        {canDownload && (
          <Button type="primary" block loading={busy} onClick={() => dispatch(accountExportDownloadRequested())} data-testid="export-download">
            {intl.formatMessage(m.download)}
          </Button>
        )}
        {canPrepare && (
          <Button type="primary" block loading={busy} onClick={() => dispatch(accountExportRequested())} data-testid="export-prepare">
            {intl.formatMessage(m.prepare)}
          </Button>
        )}
      </Flex>
    </CenteredPage>
  );
}
