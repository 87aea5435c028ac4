// The description, type and file name fields, shared by the upload and edit dialogs.
import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { FILE_TYPES } from '../../../contract';
import { descriptionRules, filenameRules } from './fileRules';
import { fileFieldMessages, fileTypeMessages } from './messages';

export function FileFields({ testIdPrefix }: { readonly testIdPrefix: string }) {
  const intl = useIntl();
  return (
    <>
      <Form.Item name="description" label={intl.formatMessage(fileFieldMessages.description)} rules={descriptionRules(intl)}>
        <Input data-testid={`${testIdPrefix}-description`} />
      </Form.Item>
      <Form.Item name="type" label={intl.formatMessage(fileFieldMessages.type)}>
        <Select
          data-testid={`${testIdPrefix}-type`}
          options={FILE_TYPES.map((type) => ({ value: type, label: intl.formatMessage(fileTypeMessages[type]) }))}
        />
      </Form.Item>
      <Form.Item name="filename" label={intl.formatMessage(fileFieldMessages.filename)} rules={filenameRules(intl)}>
        <Input data-testid={`${testIdPrefix}-filename`} />
      </Form.Item>
    </>
  );
}
