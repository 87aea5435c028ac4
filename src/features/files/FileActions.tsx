// The actions every list of files offers: download (a failure is shown beside it) and, where a page allows,
// delete with a confirmation.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Popconfirm, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { StoredFile } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { deletionKey, fileDeletionConfirmed, fileDownloadRequested, selectFileOperation } from './filesSlice';
import { downloadKey } from './fileTransfersSaga';
import { filesMessages } from './messages';

export function DownloadFileButton({ file }: { readonly file: StoredFile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const download = useAppSelector((state) => selectFileOperation(state, downloadKey(file.id)));
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={download.status === 'submitting'}
        onClick={() => dispatch(fileDownloadRequested({ id: file.id }))}
        data-testid="file-download"
      >
        {intl.formatMessage(filesMessages.download)}
      </Button>
      {download.status === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {intl.formatMessage(filesMessages.downloadFailed)}
        </Typography.Text>
      )}
    </>
  );
}

export function DeleteFileButton({ file }: { readonly file: StoredFile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const deletion = useAppSelector((state) => selectFileOperation(state, deletionKey(file.id)));
  return (
    <>
      <Popconfirm
        title={intl.formatMessage(filesMessages.deleteConfirm)}
        okText={intl.formatMessage(filesMessages.confirm)}
        cancelText={intl.formatMessage(filesMessages.cancel)}
        okButtonProps={{ danger: true, 'data-testid': 'file-delete-confirm' }}
        onConfirm={() => dispatch(fileDeletionConfirmed({ id: file.id }))}
      >
        <Button danger icon={<DeleteOutlined />} loading={deletion.status === 'submitting'} data-testid="file-delete">
          {intl.formatMessage(filesMessages.delete)}
        </Button>
      </Popconfirm>
      {deletion.status === 'failed' && deletion.error !== null && (
        <Typography.Text type="danger" role="alert">
          {intl.formatMessage(deletion.error.descriptor, deletion.error.values)}
        </Typography.Text>
      )}
    </>
  );
}
