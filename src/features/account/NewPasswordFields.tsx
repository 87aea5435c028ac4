// A new password typed twice, with the spec's rules and the contract's lengths: the same two fields on the
// sign-up page and the password reset page, inside their antd Form (as `password` and `passwordConfirmation`).
import { Form } from 'antd';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { PASSWORD_LENGTH } from '../../../contract';
import { PasswordInput } from './PasswordInput';
import { newPasswordRules, passwordConfirmationRules } from './formRules';
import { fieldMessages, passwordHintMessage } from './messages';

export interface NewPasswordFieldsProps {
  /** The first field's label: "Password" when signing up, "New password" when resetting. */
  readonly passwordLabel: MessageDescriptor;
  /** The inputs' data-testids: `{testIdPrefix}` and `{testIdPrefix}-confirmation`. */
  readonly testIdPrefix: string;
  readonly autoFocus?: boolean;
}

export function NewPasswordFields({ passwordLabel, testIdPrefix, autoFocus = false }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <Form.Item
        name="password"
        label={intl.formatMessage(passwordLabel)}
        extra={intl.formatMessage(passwordHintMessage, { min: PASSWORD_LENGTH.min })}
        rules={newPasswordRules(intl)}
      >
        <PasswordInput autoComplete="new-password" autoFocus={autoFocus} data-testid={testIdPrefix} />
      </Form.Item>
      <Form.Item
        name="passwordConfirmation"
        label={intl.formatMessage(fieldMessages.passwordConfirmation)}
        dependencies={['password']}
        rules={passwordConfirmationRules(intl, 'password')}
      >
        <PasswordInput autoComplete="new-password" data-testid={`${testIdPrefix}-confirmation`} />
      </Form.Item>
    </>
  );
}
