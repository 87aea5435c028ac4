import type { ReactNode } from 'react';

export interface CenteredPageProps {
  readonly children: ReactNode;
  /** Widest the content grows, in pixels: narrow for forms, wider for reading. */
  readonly maxWidth?: number;
  readonly 'data-testid'?: string;
}

/** A page whose content sits in one centred column, as the account forms do. */
export function CenteredPage({ children, maxWidth = 440, 'data-testid': testId }: CenteredPageProps) {
  return (
    <section data-testid={testId} style={{ maxWidth, marginInline: 'auto', width: '100%' }}>
      {children}
    </section>
  );
}
