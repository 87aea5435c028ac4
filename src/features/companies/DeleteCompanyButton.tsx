// Deletes a company after a confirmation that says what stays (its applications, without a company).
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { useIntl } from 'react-intl';
import type { Company } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { operationOf } from '../../common/operationState';
import { companyDeleteRequested, companyOperationKeys, selectCompanyOperations } from './companiesSlice';
import { companyDeletionConfirmMessage, companyDeletionMessages, companyFormMessages } from './pageMessages';

export function DeleteCompanyButton({ company, onConfirmed }: { readonly company: Company; readonly onConfirmed: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const operation = useAppSelector((state) => operationOf(selectCompanyOperations(state), companyOperationKeys.delete(company.id)));

  return (
    <Flex vertical gap={4} align="end">
      <Popconfirm
        title={intl.formatMessage(companyDeletionConfirmMessage, { name: company.name })}
        okText={intl.formatMessage(companyDeletionMessages.ok)}
        cancelText={intl.formatMessage(companyFormMessages.cancel)}
        okButtonProps={{ danger: true, 'data-testid': 'company-delete-confirm' }}
        onConfirm={() => {
          onConfirmed();
          dispatch(companyDeleteRequested({ id: company.id }));
        }}
      >
        <Button danger icon={<DeleteOutlined />} loading={operation.status === 'submitting'} data-testid="company-delete">
          {intl.formatMessage(companyDeletionMessages.button)}
        </Button>
      </Popconfirm>
      {operation.status === 'failed' && operation.error !== null && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(operation.error.descriptor, operation.error.values)} data-testid="company-delete-error" />
      )}
    </Flex>
  );
}
