import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  readonly children: ReactNode;
  /** submit for a form's button; button (the default) for any other. */
  readonly type?: 'button' | 'submit';
  readonly primary?: boolean;
  readonly small?: boolean;
  /** As wide as its container. */
  readonly block?: boolean;
  /**
   * Shows a spinner and marks the button busy. It stays focusable and clickable: what it starts must ignore a
   * second start itself, as Enter in a form's field sends the form whatever the button shows.
   */
  readonly loading?: boolean;
}

/** A button drawn as antd's (plain.css) without antd's code. */
export function PlainButton({ children, type = 'button', primary = false, small = false, block = false, loading = false, ...rest }: PlainButtonProps) {
  const className = [
    'app-button',
    'app-focus-ring',
    primary ? 'app-button-primary' : '',
    small ? 'app-button-small' : '',
    block ? 'app-button-block' : '',
  ]
    .filter((name) => name !== '')
    .join(' ');
  return (
    <button type={type} className={className} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}
