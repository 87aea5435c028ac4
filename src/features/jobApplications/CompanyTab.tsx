// The Company tab: the application's company, and a form giving it another one (chosen or created) or none.
import { Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { JobApplication } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CompanySelect, companyMessages, companyNameRules, NEW_COMPANY } from '../companies';
import { editFormOpened, jobApplicationCompanyChosen, selectUpdate, type CompanyChoice } from './jobApplicationsSlice';
import { detailMessages, jobApplicationsMessages } from './messages';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';

interface CompanyValues {
  readonly company_id: string | null;
  readonly new_company_name: string;
}

export function CompanyTab({ application }: { readonly application: JobApplication }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<CompanyValues>();
  const chosen = Form.useWatch('company_id', form);
  const update = useAppSelector((state) => selectUpdate(state, application.id, 'company'));
  const submitting = update.status === 'submitting';

  const save = (values: CompanyValues) => {
    let company: CompanyChoice;
    if (values.company_id === NEW_COMPANY) {
      // The name field appears once "New company…" is picked; a save quicker than that has no name to send.
      if (typeof values.new_company_name !== 'string' || values.new_company_name.trim() === '') return;
      company = { kind: 'new', name: values.new_company_name };
    }
    else if (values.company_id === null) company = { kind: 'none' };
    else company = { kind: 'existing', id: values.company_id };
    if (company.kind !== 'new' && (company.kind === 'none' ? null : company.id) === application.company_id) return;
    dispatch(jobApplicationCompanyChosen({ id: application.id, company }));
    form.setFieldValue('new_company_name', '');
  };

  return (
    <Flex vertical gap="large" style={{ maxWidth: '40rem' }}>
      <Descriptions
        column={1}
        items={[
          {
            key: 'company',
            label: intl.formatMessage(detailMessages.currentCompany),
            children:
              application.company === null ? (
                <Typography.Text type="secondary" data-testid="company-current">
                  {intl.formatMessage(jobApplicationsMessages.noCompany)}
                </Typography.Text>
              ) : (
                <Typography.Text strong data-testid="company-current">
                  {application.company.name}
                </Typography.Text>
              ),
          },
        ]}
      />
      <Form<CompanyValues>
        form={form}
        layout="vertical"
        // Remounted when the company changes (key below), so the field shows the saved company.
        key={application.company_id ?? 'none'}
        initialValues={{ company_id: application.company_id, new_company_name: '' }}
        onFinish={save}
        onValuesChange={() => {
          if (update.status === 'failed' || update.status === 'succeeded') {
            dispatch(editFormOpened({ id: application.id, form: 'company' }));
          }
        }}
        disabled={submitting}
      >
        <Form.Item name="company_id" label={intl.formatMessage(detailMessages.chooseCompany)}>
          <CompanySelect testId="company-select" />
        </Form.Item>
        {chosen === NEW_COMPANY ? (
          <Form.Item
            name="new_company_name"
            label={intl.formatMessage(companyMessages.newCompanyName)}
            required
            rules={companyNameRules(intl)}
          >
            <Input data-testid="company-new-name" autoComplete="organization" />
          </Form.Item>
        ) : null}
        {update.status === 'failed' && update.error !== null ? (
          <Form.Item>
            <RequestErrorAlert error={update.error} testId="company-save-error" />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="company-save">
          {intl.formatMessage(detailMessages.save)}
        </Button>
      </Form>
    </Flex>
  );
}
