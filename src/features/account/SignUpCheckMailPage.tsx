// /sign_up_confirmation/: after sign-up, asks the user to open the mailed link; the code of the mail may be
// pasted here instead, which opens the confirmation page of that code.
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { signUpConfirmationPagePath } from '../../../contract';
import { CenteredPage } from '../../common/components/CenteredPage';
import { PageTitle } from '../../common/components/PageTitle';
import { accountNavigationStateOf } from '../session';
import { confirmationCodeRules } from './formRules';
import { accountPageMessages, checkMailMessages, checkMailSentToMessage, fieldMessages } from './messages';

interface CodeValues {
  readonly code?: string;
}

export function SignUpCheckMailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locationState: unknown = useLocation().state;
  const { email } = useMemo(() => accountNavigationStateOf(locationState), [locationState]);
  const [form] = Form.useForm<CodeValues>();
  const code = Form.useWatch('code', form) ?? '';

  const onFinish = (values: CodeValues) => {
    void navigate(signUpConfirmationPagePath((values.code ?? '').trim()));
  };

  return (
    <CenteredPage data-testid="sign-up-check-mail">
      <PageTitle message={accountPageMessages.signUpCheckMailTitle} />
      <Flex vertical gap="small">
        <Typography.Paragraph>{intl.formatMessage(checkMailMessages.explanation)}</Typography.Paragraph>
        {email !== undefined && (
          <Typography.Paragraph data-testid="sign-up-check-mail-address">
            {intl.formatMessage(checkMailSentToMessage, { email })}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">{intl.formatMessage(checkMailMessages.codeExplanation)}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
          <Form.Item name="code" label={intl.formatMessage(fieldMessages.confirmationCode)} rules={confirmationCodeRules(intl)}>
            <Input autoComplete="one-time-code" autoFocus spellCheck={false} data-testid="confirmation-code" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" block disabled={code.trim() === ''} data-testid="confirmation-submit">
              {intl.formatMessage(checkMailMessages.submit)}
            </Button>
          </Form.Item>
        </Form>
      </Flex>
    </CenteredPage>
  );
}
