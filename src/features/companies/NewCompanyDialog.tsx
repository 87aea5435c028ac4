// Creates a company from the companies page: its name, and optionally its website and notes.
import { Alert, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { operationOf } from '../../common/operationState';
import { companyCreateRequested, companyOperationDismissed, companyOperationKeys, selectCompanyOperations } from './companiesSlice';
import { CompanyFields } from './CompanyFields';
import { companyFieldsOf, type CompanyFormValues } from './companyFormRules';
import { companiesPageMessages, companyFormMessages } from './pageMessages';

const KEY = companyOperationKeys.create;

export function NewCompanyDialog({ onClose }: { readonly onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<CompanyFormValues>();
  const operation = useAppSelector((state) => operationOf(selectCompanyOperations(state), KEY));

  useEffect(() => {
    dispatch(companyOperationDismissed({ key: KEY }));
  }, [dispatch]);
  useEffect(() => {
    if (operation.status === 'succeeded') {
      dispatch(companyOperationDismissed({ key: KEY }));
      onClose();
    }
  }, [dispatch, onClose, operation.status]);

  return (
    <Modal
      open
      title={intl.formatMessage(companiesPageMessages.newCompany)}
      onCancel={onClose}
      onOk={() => {
        form.submit();
      }}
      okText={intl.formatMessage(companyFormMessages.create)}
      cancelText={intl.formatMessage(companyFormMessages.cancel)}
      okButtonProps={{ loading: operation.status === 'submitting', 'data-testid': 'new-company-save' }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: '', url: '', notes: '' }}
        onFinish={(values) => dispatch(companyCreateRequested(companyFieldsOf(values)))}
        data-testid="new-company-dialog"
      >
        <CompanyFields testIdPrefix="new-company" />
      </Form>
      {operation.status === 'failed' && operation.error !== null && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(operation.error.descriptor, operation.error.values)} />
      )}
    </Modal>
  );
}
