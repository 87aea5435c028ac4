// A company's name, website and notes on its page, saved together: only what changed is sent, and "Saved"
// shows once the server has it (every other tab takes it from `updated_company`).
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Company } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { operationOf } from '../../common/operationState';
import { companyOperationDismissed, companyOperationKeys, companyUpdateRequested, selectCompanyOperations } from './companiesSlice';
import { CompanyFields } from './CompanyFields';
import { companyFieldsOf, type CompanyFormValues } from './companyFormRules';
import { companiesPageMessages, companyFormMessages } from './pageMessages';

function changesOf(company: Company, values: CompanyFormValues) {
  const next = companyFieldsOf(values);
  return {
    ...(next.name !== company.name ? { name: next.name } : {}),
    ...(next.url !== company.url ? { url: next.url } : {}),
    ...(next.notes !== company.notes ? { notes: next.notes } : {}),
  };
}

export function CompanyDetailsForm({ company }: { readonly company: Company }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<CompanyFormValues>();
  const key = companyOperationKeys.update(company.id);
  const operation = useAppSelector((state) => operationOf(selectCompanyOperations(state), key));

  useEffect(() => {
    dispatch(companyOperationDismissed({ key }));
  }, [dispatch, key]);

  // A change saved here or heard from another tab shows in the fields, unless the person is typing in them.
  const { name, url, notes } = company;
  useEffect(() => {
    if (!form.isFieldsTouched() || operation.status === 'succeeded') form.setFieldsValue({ name, url: url ?? '', notes });
  }, [form, name, url, notes, operation.status]);

  return (
    <section aria-labelledby="company-details-heading" data-testid="company-details">
      <Typography.Title level={2} id="company-details-heading" style={{ fontSize: 'var(--app-font-size-heading4, 20px)' }}>
        {intl.formatMessage(companiesPageMessages.details)}
      </Typography.Title>
      <Form<CompanyFormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: '48rem' }}
        initialValues={{ name: company.name, url: company.url ?? '', notes: company.notes }}
        disabled={operation.status === 'submitting'}
        onValuesChange={() => {
          if (operation.status !== 'submitting') dispatch(companyOperationDismissed({ key }));
        }}
        onFinish={(values) => {
          const changes = changesOf(company, values);
          if (Object.keys(changes).length > 0) dispatch(companyUpdateRequested({ id: company.id, changes }));
        }}
        data-testid="company-form"
      >
        <CompanyFields testIdPrefix="company-form" />
        <Flex gap="small" align="center" wrap>
          <Button type="primary" htmlType="submit" loading={operation.status === 'submitting'} data-testid="company-save">
            {intl.formatMessage(companyFormMessages.save)}
          </Button>
          {operation.status === 'succeeded' ? (
            <Typography.Text type="success" role="status" data-testid="company-saved">
              {intl.formatMessage(companyFormMessages.saved)}
            </Typography.Text>
          ) : null}
        </Flex>
        {operation.status === 'failed' && operation.error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginTop: 12 }}
            title={intl.formatMessage(operation.error.descriptor, operation.error.values)}
            data-testid="company-save-error"
          />
        )}
      </Form>
    </section>
  );
}
