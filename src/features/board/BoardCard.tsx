// One application on the board: its title (a link to its page), company, salary and deadline, a handle that
// drags it to another column (pointer or keyboard) and a "Move to" select that does the same in one step, on a
// phone as from the keyboard. It loads its application as it comes into view, like the list's rows.
import { useDraggable } from '@dnd-kit/core';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract';
import { useAppSelector } from '../../app/hooks';
import { PlainSelect } from '../../common/components/PlainSelect';
import {
  cardDeadlineMessage,
  CompanyCell,
  DeadlineCell,
  FollowUpNudge,
  SalaryCell,
  selectJobApplicationTitle,
  statusMessages,
  TitleCell,
  useLoadWhenInView,
} from '../jobApplications';
import { boardMessages, dragHandleLabelMessage, moveToLabelMessage } from './messages';

export interface BoardCardProps {
  readonly id: string;
  readonly status: ApplicationStatus;
  /** Its move to this column is being recorded. */
  readonly moving: boolean;
  readonly onMove: (id: string, status: ApplicationStatus) => void;
}

/** The columns a card can be moved to: every other one but "new", which no action yields. */
function moveTargets(status: ApplicationStatus): readonly ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((target) => target !== status && target !== 'new');
}

export function BoardCard({ id, status, moving, onMove }: BoardCardProps) {
  const intl = useIntl();
  const ref = useRef<HTMLLIElement | null>(null);
  useLoadWhenInView(ref, id);
  const title = useAppSelector((state) => selectJobApplicationTitle(state, id)) ?? intl.formatMessage(boardMessages.someApplication);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, transform } = useDraggable({ id, disabled: moving });
  return (
    <li
      ref={(node) => {
        ref.current = node;
        setNodeRef(node);
      }}
      data-testid="board-card"
      data-id={id}
      className={isDragging ? 'app-card app-board-card app-board-card-dragging' : 'app-card app-board-card'}
      aria-busy={moving}
      // The card follows the pointer (or the keyboard's moves) while it is dragged.
      style={transform === null ? undefined : { transform: `translate3d(${String(transform.x)}px, ${String(transform.y)}px, 0)` }}
    >
      <span className="app-card-title">
        <TitleCell id={id} />
      </span>
      <span>
        <CompanyCell id={id} />
      </span>
      <span className="app-text-secondary">
        <SalaryCell id={id} />
      </span>
      <span className="app-text-secondary">
        <DeadlineCell id={id} render={(date) => intl.formatMessage(cardDeadlineMessage, { date })} />
      </span>
      <FollowUpNudge id={id} />
      <span className="app-board-card-moves">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="app-board-handle"
          data-testid="board-card-handle"
          {...attributes}
          {...listeners}
          aria-label={intl.formatMessage(dragHandleLabelMessage, { title })}
        >
          <HandleIcon />
          {intl.formatMessage(boardMessages.dragHandle)}
        </button>
        {moving ? (
          <span className="app-text-secondary" role="status">
            {intl.formatMessage(boardMessages.moving)}
          </span>
        ) : (
          <PlainSelect<ApplicationStatus | ''>
            data-testid="board-card-move"
            aria-label={intl.formatMessage(moveToLabelMessage, { title })}
            className="app-board-move"
            value=""
            onChange={(target) => {
              if (target !== '') onMove(id, target);
            }}
            options={[
              { value: '', label: intl.formatMessage(boardMessages.moveToPlaceholder) },
              ...moveTargets(status).map((target) => ({ value: target, label: intl.formatMessage(statusMessages[target]) })),
            ]}
          />
        )}
      </span>
    </li>
  );
}

/** Six dots, the usual mark of a drag handle. */
function HandleIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${String(x)}-${String(y)}`} cx={x} cy={y} r="1.3" />))}
    </svg>
  );
}
