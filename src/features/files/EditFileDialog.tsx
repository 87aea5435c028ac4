// Changes a file's description, type and name (the name it downloads under).
import { Alert, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { FileType, StoredFile } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FileFields } from './FileFields';
import { editKey, fileEditSubmitted, operationDismissed, selectFileOperation } from './filesSlice';
import { filesMessages } from './messages';

interface EditValues {
  readonly description: string;
  readonly type: FileType;
  readonly filename: string;
}

export function EditFileDialog({ file, onClose }: { readonly file: StoredFile; readonly onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<EditValues>();
  const key = editKey(file.id);
  const operation = useAppSelector((state) => selectFileOperation(state, key));

  useEffect(() => {
    dispatch(operationDismissed({ key }));
  }, [dispatch, key]);

  useEffect(() => {
    if (operation.status === 'succeeded') {
      dispatch(operationDismissed({ key }));
      onClose();
    }
  }, [dispatch, key, onClose, operation.status]);

  const submit = (values: EditValues) => {
    dispatch(fileEditSubmitted({ id: file.id, changes: values }));
  };

  return (
    <Modal
      open
      title={intl.formatMessage(filesMessages.edit)}
      onCancel={onClose}
      onOk={() => {
        form.submit();
      }}
      okText={intl.formatMessage(filesMessages.save)}
      cancelText={intl.formatMessage(filesMessages.cancel)}
      okButtonProps={{ loading: operation.status === 'submitting', 'data-testid': 'edit-file-save' }}
    >
      <Form form={form} data-testid="edit-file-dialog" layout="vertical" onFinish={submit} initialValues={{ description: file.description, type: file.type, filename: file.filename }}>
        <FileFields testIdPrefix="edit-file" />
      </Form>
      {operation.status === 'failed' && operation.error !== null && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(operation.error.descriptor, operation.error.values)} />
      )}
    </Modal>
  );
}
