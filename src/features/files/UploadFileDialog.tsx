// The upload dialog: a drop zone or file picker, the description, type and file name (prefilled from the
// chosen file), a check of the file's type and size before anything is sent, a progress bar with the percent
// sent, and Cancel, which aborts the transfer. With `jobApplicationId`, the new file is linked to it.
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Flex, Form, Modal, Progress, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FileType } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { newUuid } from '../../common/uuid';
import { chosenFileProblem, uploadErrorMessage } from './fileRules';
import { FileFields } from './FileFields';
import { selectUpload, uploadCancelled, uploadDismissed, uploadSubmitted } from './filesSlice';
import { fileFieldMessages, filesMessages } from './messages';

/** Mounted while open, so each opening starts afresh. */
interface UploadFileDialogProps {
  readonly onClose: () => void;
  readonly jobApplicationId?: string;
}

interface UploadValues {
  readonly description: string;
  readonly type: FileType;
  readonly filename: string;
}

export function UploadFileDialog({ onClose, jobApplicationId }: UploadFileDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<UploadValues>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploadId] = useState(() => newUuid());
  const upload = useAppSelector((state) => selectUpload(state, uploadId));
  const uploading = upload?.status === 'uploading';

  // Done: the dialog closes; the new file appears through the server's push.
  useEffect(() => {
    if (upload?.status === 'done') {
      dispatch(uploadDismissed({ uploadId }));
      onClose();
    }
  }, [dispatch, onClose, upload?.status, uploadId]);

  // Closed while the file is on its way: Cancel aborts the transfer.
  const close = () => {
    if (uploading) dispatch(uploadCancelled({ uploadId }));
    dispatch(uploadDismissed({ uploadId }));
    onClose();
  };

  const choose = (chosen: File) => {
    const problem = chosenFileProblem(chosen);
    setFile(problem === null ? chosen : null);
    setFileError(problem === null ? null : intl.formatMessage(problem));
    if (problem === null && (form.getFieldValue('filename') ?? '') === '') form.setFieldValue('filename', chosen.name);
  };

  const submit = (values: UploadValues) => {
    if (file === null) {
      setFileError(intl.formatMessage(fileFieldMessages.fileRequired));
      return;
    }
    dispatch(
      uploadSubmitted({
        uploadId,
        file,
        description: values.description,
        type: values.type,
        filename: values.filename,
        ...(jobApplicationId === undefined ? {} : { jobApplicationId }),
      }),
    );
  };

  const percent = upload === undefined || upload.total === 0 ? 0 : Math.min(100, Math.round((upload.loaded / upload.total) * 100));

  return (
    <Modal
      open
      title={intl.formatMessage(jobApplicationId === undefined ? filesMessages.upload : filesMessages.uploadAndLink)}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end" wrap>
          <Button onClick={close} data-testid="upload-cancel">
            {intl.formatMessage(filesMessages.cancel)}
          </Button>
          <Button
            type="primary"
            loading={uploading}
            onClick={() => {
              form.submit();
            }}
            data-testid="upload-submit"
          >
            {intl.formatMessage(filesMessages.upload)}
          </Button>
        </Flex>
      }
    >
      <div data-testid="upload-dialog">
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ type: 'resume', description: '', filename: '' }} disabled={uploading}>
          <Form.Item>
            <Upload.Dragger
              accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
              multiple={false}
              showUploadList={false}
              beforeUpload={(chosen) => {
                choose(chosen);
                // Kept here and sent with the form, not uploaded by the component.
                return false;
              }}
              data-testid="upload-dropzone"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{file === null ? intl.formatMessage(fileFieldMessages.file) : file.name}</p>
            </Upload.Dragger>
            {fileError !== null && (
              <Typography.Text type="danger" role="alert" data-testid="upload-file-error">
                {fileError}
              </Typography.Text>
            )}
          </Form.Item>
          <FileFields testIdPrefix="upload" />
        </Form>
        {upload !== undefined && upload.status !== 'done' && (
          <Flex vertical gap="small">
            {uploading && <Typography.Text>{intl.formatMessage(fileFieldMessages.uploading)}</Typography.Text>}
            <Progress percent={percent} status={upload.status === 'failed' ? 'exception' : 'active'} data-testid="upload-progress" />
            {upload.status === 'failed' && (
              <Alert type="error" showIcon role="alert" title={intl.formatMessage(uploadErrorMessage(upload.errorCode ?? ''))} data-testid="upload-error" />
            )}
          </Flex>
        )}
      </div>
    </Modal>
  );
}
