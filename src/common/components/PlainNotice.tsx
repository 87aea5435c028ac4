import type { AriaRole, ReactNode } from 'react';
import { CloseButton } from './CloseButton';

export interface PlainNoticeProps {
  readonly type: 'error' | 'success';
  readonly title: ReactNode;
  /** A control at the end of the line (a button that acts on what the notice says). */
  readonly action?: ReactNode;
  /** alert for a failure the user just caused, status for news; none for a notice already on the page. */
  readonly role?: AriaRole;
  /** Shows a close button that calls it. */
  readonly onClose?: () => void;
  readonly 'data-testid'?: string;
}

/** antd's filled circle with a cross (error) or a check (success). */
function NoticeIcon({ type }: { readonly type: PlainNoticeProps['type'] }) {
  return (
    <svg className="app-notice-icon" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" />
      {type === 'error' ? (
        <path d="M5.5 5.5l5 5m0-5l-5 5" className="app-icon-cutout" strokeWidth="1.5" strokeLinecap="round" />
      ) : (
        <path d="M4.5 8.2l2.3 2.3 4.7-4.9" className="app-icon-cutout" strokeWidth="1.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/** A message with an icon in a tinted box, drawn as antd's Alert (plain.css) without antd's code. */
export function PlainNotice({ type, title, action, role, onClose, 'data-testid': testId }: PlainNoticeProps) {
  return (
    <div className={`app-notice app-notice-${type}`} role={role} data-testid={testId}>
      <NoticeIcon type={type} />
      <div className="app-notice-title">{title}</div>
      {action}
      {onClose !== undefined && (
        <CloseButton onClick={onClose} />
      )}
    </div>
  );
}
