// A heading block (a page's, or a list row's) with its actions (edit, delete, new...). Side by side while the
// heading keeps room for whole words; on a narrow screen the actions wrap under it instead of squeezing the
// heading until its words break mid-word (plain.css). Pages of every feature use it, so they all behave alike on
// a phone; drawn without antd, it costs the pages drawn without it nothing.
import type { ReactNode } from 'react';

export interface TitleWithActionsProps {
  readonly children: ReactNode;
  readonly actions: ReactNode;
  /** Space below the block: a page heading's by default; 0 inside a list row. */
  readonly marginBottom?: number;
}

export function TitleWithActions({ children, actions, marginBottom = 16 }: TitleWithActionsProps) {
  return (
    <div className="app-title-with-actions" style={{ marginBottom }}>
      <div>{children}</div>
      <div>{actions}</div>
    </div>
  );
}
