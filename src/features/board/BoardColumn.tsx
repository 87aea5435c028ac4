// One column of the board: a status, how many applications have it, and their cards, a page at a time. It
// takes dropped cards unless it is "new", which no action yields.
import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApplicationStatus } from '../../../contract';
import { PlainButton } from '../../common/components/PlainButton';
import { statusMessages } from '../jobApplications';
import { BoardCard } from './BoardCard';
import { boardMessages, countMessage, showMoreMessage } from './messages';

/** Cards drawn at first in a column, and added by each "Show more": a column of a large account stays light. */
export const COLUMN_PAGE_SIZE = 20;

export interface BoardColumnProps {
  readonly status: ApplicationStatus;
  readonly ids: readonly string[];
  readonly pendingMoves: Readonly<Record<string, ApplicationStatus>>;
  readonly onMove: (id: string, status: ApplicationStatus) => void;
}

export function BoardColumn({ status, ids, pendingMoves, onMove }: BoardColumnProps) {
  const intl = useIntl();
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: status === 'new' });
  const [shown, setShown] = useState(COLUMN_PAGE_SIZE);
  const headingId = `board-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'app-board-column app-board-column-over' : 'app-board-column'}
      data-testid="board-column"
      data-status={status}
      aria-labelledby={headingId}
    >
      <h2 className="app-board-column-title" id={headingId}>
        {intl.formatMessage(statusMessages[status])}
        <span className="app-text-secondary app-board-count" data-testid="board-column-count">
          {intl.formatMessage(countMessage, { count: ids.length })}
        </span>
      </h2>
      {ids.length === 0 ? (
        <p className="app-text-secondary app-board-empty">{intl.formatMessage(boardMessages.empty)}</p>
      ) : (
        <ul className="app-board-cards">
          {ids.slice(0, shown).map((id) => (
            <BoardCard key={id} id={id} status={status} moving={pendingMoves[id] !== undefined} onMove={onMove} />
          ))}
        </ul>
      )}
      {ids.length > shown ? (
        <PlainButton
          data-testid="board-column-show-more"
          onClick={() => {
            setShown(shown + COLUMN_PAGE_SIZE);
          }}
        >
          {intl.formatMessage(showMoreMessage, { count: Math.min(COLUMN_PAGE_SIZE, ids.length - shown) })}
        </PlainButton>
      ) : null}
    </section>
  );
}
