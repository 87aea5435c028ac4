// antd's password input with a show/hide toggle large enough to hit: antd draws the toggle as a 14 px icon,
// below the 24 x 24 px target that WCAG 2.2 (2.5.8, target size) asks of anything a finger must press.
import { Input, type InputProps } from 'antd';
import './passwordInput.css';

export type PasswordInputProps = Omit<InputProps, 'type'>;

export function PasswordInput({ className, ...props }: PasswordInputProps) {
  return <Input.Password {...props} className={className === undefined ? 'app-password-input' : `app-password-input ${className}`} />;
}
