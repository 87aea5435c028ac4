// A heading block (a page's, or a list row's) with its actions (edit, delete, new...). Side by side while the
// heading keeps room for whole words; on a narrow screen the actions wrap under it instead of squeezing the
// heading until its words break mid-word. Pages of every feature use it, so they all behave alike on a phone.
import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** The width under which the heading would rather give its line to the actions than shrink further. */
const HEADING_MIN_WIDTH = '18rem';

export interface TitleWithActionsProps {
  readonly children: ReactNode;
  readonly actions: ReactNode;
  /** Space below the block: a page heading's by default; 0 inside a list row. */
  readonly marginBottom?: number;
}

export function TitleWithActions({ children, actions, marginBottom = 16 }: TitleWithActionsProps) {
  return (
    <Flex wrap justify="space-between" align="start" gap="middle" style={{ marginBottom }}>
      <div style={{ flex: `1 1 ${HEADING_MIN_WIDTH}`, minWidth: 0, overflowWrap: 'break-word' }}>{children}</div>
      <div style={{ flex: '0 0 auto', maxWidth: '100%' }}>{actions}</div>
    </Flex>
  );
}
