import type { ReactNode } from 'react';

export interface PlainEmptyProps {
  /** The line under the picture: a sentence, or a title with its hint. */
  readonly description: ReactNode;
  /** What to do about it: a button under the description. */
  readonly children?: ReactNode;
  readonly 'data-testid'?: string;
}

/** Nothing to show, drawn as antd's Empty (plain.css): a quiet picture of an empty tray over a description. */
export function PlainEmpty({ description, children, 'data-testid': testId }: PlainEmptyProps) {
  return (
    <div className="app-empty" data-testid={testId}>
      <svg className="app-empty-image" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
        <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.35" />
        <path
          d="M55 13.3 44.9 1.9A2.6 2.6 0 0 0 43 1H21a2.6 2.6 0 0 0-1.9.9L9 13.3V23h46z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path
          d="M41.6 16.4c0-1.7 1.1-3.1 2.4-3.1H55v19.2c0 2.2-1.4 4.1-3.2 4.1H12.2C10.4 36.6 9 34.7 9 32.5V13.3h11c1.3 0 2.4 1.4 2.4 3.1 0 1.7 1.1 3 2.4 3h14.4c1.3 0 2.4-1.4 2.4-3z"
          className="app-empty-tray"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <div>{description}</div>
      {children}
    </div>
  );
}
