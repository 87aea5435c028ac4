// A company's name, website and notes, as the creation dialog and the company's page ask for them.
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { companyNameRules } from './CompanySelect';
import { companyNotesRules, companyUrlRules } from './companyFormRules';
import { companyFormMessages } from './pageMessages';

export function CompanyFields({ testIdPrefix }: { readonly testIdPrefix: string }) {
  const intl = useIntl();
  return (
    <>
      <Form.Item name="name" label={intl.formatMessage(companyFormMessages.name)} rules={companyNameRules(intl)} required>
        <Input autoComplete="organization" data-testid={`${testIdPrefix}-name`} />
      </Form.Item>
      <Form.Item name="url" label={intl.formatMessage(companyFormMessages.url)} rules={companyUrlRules(intl)}>
        <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" data-testid={`${testIdPrefix}-url`} />
      </Form.Item>
      <Form.Item name="notes" label={intl.formatMessage(companyFormMessages.notes)} rules={companyNotesRules(intl)}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} data-testid={`${testIdPrefix}-notes`} />
      </Form.Item>
    </>
  );
}
