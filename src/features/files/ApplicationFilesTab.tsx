// An application's Files tab: its linked files (thumbnail, larger preview on click, download, unlink with a
// confirmation), more linked through /files_selection, or uploaded and linked in one step.
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Empty, Flex, Popconfirm, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StoredFile } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { DownloadFileButton } from './FileActions';
import { FileRows, type FilePreviewExtra } from './FileRows';
import { applicationFilesNeeded, fileUnlinkConfirmed, selectApplicationFiles, selectApplicationFilesState, selectFileOperation, unlinkKey } from './filesSlice';
import { filesSelectionPath } from './filesSelectionPaths';
import { filesMessages } from './messages';
import { UploadFileDialog } from './UploadFileDialog';

function UnlinkButton({ applicationId, file }: { readonly applicationId: string; readonly file: StoredFile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const operation = useAppSelector((state) => selectFileOperation(state, unlinkKey(applicationId, file.id)));
  return (
    <>
      <Popconfirm
        title={intl.formatMessage(filesMessages.unlinkConfirm)}
        okText={intl.formatMessage(filesMessages.confirm)}
        cancelText={intl.formatMessage(filesMessages.cancel)}
        okButtonProps={{ danger: true, 'data-testid': 'file-unlink-confirm' }}
        onConfirm={() => dispatch(fileUnlinkConfirmed({ applicationId, fileId: file.id }))}
      >
        <Button loading={operation.status === 'submitting'} data-testid="file-unlink">
          {intl.formatMessage(filesMessages.unlink)}
        </Button>
      </Popconfirm>
      {operation.status === 'failed' && operation.error !== null && (
        <Typography.Text type="danger" role="alert">
          {intl.formatMessage(operation.error.descriptor, operation.error.values)}
        </Typography.Text>
      )}
    </>
  );
}

interface ApplicationFilesTabProps {
  readonly applicationId: string;
  /** Shown under a file's preview. */
  readonly filePreviewExtra?: FilePreviewExtra;
}

export function ApplicationFilesTab({ applicationId, filePreviewExtra }: ApplicationFilesTabProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectApplicationFilesState(state, applicationId));
  const files = useAppSelector((state) => selectApplicationFiles(state, applicationId));
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    dispatch(applicationFilesNeeded({ applicationId }));
  }, [applicationId, dispatch]);

  return (
    <div data-testid="application-files">
      <Flex gap="small" wrap style={{ marginBottom: 16 }}>
        <Link to={filesSelectionPath(applicationId)} data-testid="application-files-link">
          <Button icon={<LinkOutlined />} tabIndex={-1}>
            {intl.formatMessage(filesMessages.linkExisting)}
          </Button>
        </Link>
        <Button
          icon={<UploadOutlined />}
          onClick={() => {
            setUploading(true);
          }}
          data-testid="application-files-upload"
        >
          {intl.formatMessage(filesMessages.uploadAndLink)}
        </Button>
      </Flex>
      {list.status === 'failed' && list.error !== null && (
        <RequestErrorAlert error={list.error} onRetry={() => dispatch(applicationFilesNeeded({ applicationId }))} />
      )}
      {list.data === null && list.status !== 'failed' ? (
        <Spin description={intl.formatMessage(filesMessages.loading)}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      ) : (
        <FileRows
          files={files}
          testId="application-files-list"
          previewExtra={filePreviewExtra}
          empty={<Empty description={intl.formatMessage(filesMessages.applicationEmpty)} data-testid="application-files-empty" />}
          actionsOf={(file) => (
            <>
              <DownloadFileButton file={file} />
              <UnlinkButton applicationId={applicationId} file={file} />
            </>
          )}
        />
      )}
      {uploading && (
        <UploadFileDialog
          jobApplicationId={applicationId}
          onClose={() => {
            setUploading(false);
          }}
        />
      )}
    </div>
  );
}
