// "Delete my account": a clear warning, the password again and a confirmation; the server then deletes the
// account and everything of it, and the session ends (the notice on the next page says so).
import { Alert, Button, Checkbox, Flex, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { accountErrorMessage } from '../session';
import { accountDeletionSubmitted, selectAccountDeletion } from './accountDataSlice';
import { accountDeletionMessages as m } from './messages';
import { PasswordInput } from './PasswordInput';

const wrongPasswordMessage: MessageDescriptor = m.wrongPassword;

interface DeletionValues {
  readonly password: string;
  readonly confirmed: boolean;
}

export function AccountDeletionPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deletion = useAppSelector(selectAccountDeletion);
  const [form] = Form.useForm<DeletionValues>();

  useEffect(() => {
    if (deletion.status === 'deleted') void navigate(paths.home, { replace: true });
  }, [deletion.status, navigate]);
  useEffect(() => {
    // A wrong password is typed again from scratch.
    if (deletion.status === 'failed') form.setFieldValue('password', '');
  }, [deletion.status, form]);

  const onFinish = (values: DeletionValues) => {
    dispatch(accountDeletionSubmitted({ password: values.password }));
  };
  const error = deletion.status === 'failed' ? deletion.error : null;

  return (
    <CenteredPage data-testid="account-deletion-page">
      <PageTitle message={m.title} />
      <Flex vertical gap="middle">
        <Alert type="warning" showIcon data-testid="deletion-warning" title={intl.formatMessage(m.warning)} />
        <Typography.Paragraph>
          <Link to={paths.accountExport} data-testid="deletion-export-link">
            {intl.formatMessage(m.exportFirst)}
          </Link>
        </Typography.Paragraph>
        {error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="deletion-error"
            title={intl.formatMessage(error === 'invalid_credentials' ? wrongPasswordMessage : accountErrorMessage(error, 'other'))}
          />
        )}
        <Form form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false} initialValues={{ confirmed: false }}>
          <Form.Item name="password" label={intl.formatMessage(m.password)} rules={[{ required: true, message: intl.formatMessage(m.passwordRequired) }]}>
            <PasswordInput autoComplete="current-password" data-testid="deletion-password" />
          </Form.Item>
          <Form.Item
            name="confirmed"
            valuePropName="checked"
            rules={[{ validator: (_rule, value) => (value === true ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage(m.confirmRequired)))) }]}
          >
            <Checkbox data-testid="deletion-confirm">{intl.formatMessage(m.confirm)}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" danger htmlType="submit" block loading={deletion.status === 'submitting'} data-testid="deletion-submit">
              {intl.formatMessage(m.submit)}
            </Button>
          </Form.Item>
        </Form>
      </Flex>
    </CenteredPage>
  );
}
