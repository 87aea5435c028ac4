// /files: the account's files, newest first, each with its thumbnail or type icon, description, type, file
// name and date; upload, edit, download and delete (with a confirmation).
import EditOutlined from '@ant-design/icons/EditOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { TitleWithActions } from '../../common/components/TitleWithActions';
import { EditFileDialog } from './EditFileDialog';
import { DeleteFileButton, DownloadFileButton } from './FileActions';
import { FileRows, type FilePreviewExtra } from './FileRows';
import { recentFilesNeeded, selectRecentFiles, selectRecentFilesState } from './filesSlice';
import { filesMessages } from './messages';
import { UploadFileDialog } from './UploadFileDialog';

export function FilesPage({ filePreviewExtra }: { readonly filePreviewExtra?: FilePreviewExtra } = {}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectRecentFilesState);
  const files = useAppSelector(selectRecentFiles);
  const [uploading, setUploading] = useState(false);
  const [edited, setEdited] = useState<StoredFile | null>(null);

  useEffect(() => {
    dispatch(recentFilesNeeded());
  }, [dispatch]);

  return (
    <div data-testid="files-page">
      <TitleWithActions
        actions={
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => {
              setUploading(true);
            }}
            data-testid="files-upload"
          >
            {intl.formatMessage(filesMessages.upload)}
          </Button>
        }
      >
        <PageTitle message={filesMessages.listTitle} />
      </TitleWithActions>
      {list.status === 'failed' && list.error !== null && (
        <RequestErrorAlert error={list.error} onRetry={() => dispatch(recentFilesNeeded())} testId="files-error" />
      )}
      {list.data === null && list.status !== 'failed' ? (
        <Spin description={intl.formatMessage(filesMessages.loading)} data-testid="files-loading">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <FileRows
          files={files}
          testId="files-list"
          previewExtra={filePreviewExtra}
          empty={list.data === null ? null : <Empty description={intl.formatMessage(filesMessages.empty)} data-testid="files-empty" />}
          actionsOf={(file) => (
            <>
              <Button
                icon={<EditOutlined />}
                onClick={() => {
                  setEdited(file);
                }}
                data-testid="file-edit"
              >
                {intl.formatMessage(filesMessages.edit)}
              </Button>
              <DownloadFileButton file={file} />
              <DeleteFileButton file={file} />
            </>
          )}
        />
      )}
      {uploading && (
        <UploadFileDialog
          onClose={() => {
            setUploading(false);
          }}
        />
      )}
      {edited !== null && (
        <EditFileDialog
          file={edited}
          onClose={() => {
            setEdited(null);
          }}
        />
      )}
    </div>
  );
}
