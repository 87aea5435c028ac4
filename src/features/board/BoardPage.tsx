// The board (/board): one column per status, a card per application not archived. Dragging a card to another
// column (with a pointer, or from the keyboard on its handle) or choosing the column in its "Move to" select
// records the dated action that yields that status (boardSaga). A phone shows one column at a time, picked
// with a select. The data is the list's: the creation dates and every status, loaded as the page opens.
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useNarrowScreen } from '../../app/useNarrowScreen';
import { PageTitle } from '../../common/components/PageTitle';
import { PlainButton } from '../../common/components/PlainButton';
import { PlainSelect } from '../../common/components/PlainSelect';
import { PlainSkeleton } from '../../common/components/PlainSkeleton';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import {
  jobApplicationsListOpened,
  selectCreationDates,
  selectJobApplicationTitle,
  selectStatusById,
  selectStatuses,
  statusMessages,
} from '../jobApplications';
import { BoardColumn } from './BoardColumn';
import { boardColumns } from './boardColumns';
import { cardMoveRequested, moveFailureDismissed, selectMoveFailure, selectPendingMoves } from './boardSlice';
import { columnKeyboardCoordinates } from './columnKeyboard';
import {
  boardMessages,
  cancelledMessage,
  countMessage,
  droppedMessage,
  moveFailedMessage,
  movedActionTitleMessage,
  overMessage,
  pickedUpMessage,
} from './messages';
import './board.css';

/** Where the pointer is, else (the keyboard moves no pointer) the columns the card overlaps. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

function isStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export function BoardPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const narrow = useNarrowScreen();
  const creationDates = useAppSelector(selectCreationDates);
  const statuses = useAppSelector(selectStatuses);
  const statusById = useAppSelector(selectStatusById);
  const pendingMoves = useAppSelector(selectPendingMoves);
  const failure = useAppSelector(selectMoveFailure);
  const [shownColumn, setShownColumn] = useState<ApplicationStatus>('submitted');

  // The list's data: its creation dates, then every status.
  useLayoutEffect(() => {
    dispatch(jobApplicationsListOpened());
  }, [dispatch]);

  const columns = useMemo(
    () => (creationDates.data === null || statuses.lastUpdated === null ? null : boardColumns(creationDates.data, statusById, pendingMoves)),
    [creationDates.data, statuses.lastUpdated, statusById, pendingMoves],
  );

  const statusName = useCallback((status: ApplicationStatus) => intl.formatMessage(statusMessages[status]), [intl]);
  const titleOf = useCallback(
    (id: string) => selectJobApplicationTitle(store.getState(), id) ?? intl.formatMessage(boardMessages.someApplication),
    [store, intl],
  );
  const move = useCallback(
    (id: string, status: ApplicationStatus) => {
      dispatch(cardMoveRequested({ id, status, title: intl.formatMessage(movedActionTitleMessage, { status: statusName(status) }) }));
    },
    [dispatch, intl, statusName],
  );

  const sensors = useSensors(
    // A few pixels before a drag starts, so that a click on the handle is not one.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const announcements = useMemo<Announcements>(() => {
    const statusOfCard = (id: string) => store.getState().board.pendingMoves[id] ?? selectStatusById(store.getState())[id] ?? 'new';
    return {
      onDragStart: ({ active }) => intl.formatMessage(pickedUpMessage, { title: titleOf(String(active.id)), status: statusName(statusOfCard(String(active.id))) }),
      onDragOver: ({ active, over }) =>
        over !== null && isStatus(over.id) ? intl.formatMessage(overMessage, { title: titleOf(String(active.id)), status: statusName(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over !== null && isStatus(over.id)
          ? intl.formatMessage(droppedMessage, { title: titleOf(String(active.id)), status: statusName(over.id) })
          : intl.formatMessage(cancelledMessage, { title: titleOf(String(active.id)) }),
      onDragCancel: ({ active }) => intl.formatMessage(cancelledMessage, { title: titleOf(String(active.id)) }),
    };
  }, [intl, store, titleOf, statusName]);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over !== null && isStatus(over.id)) move(String(active.id), over.id);
  };

  const renderBoard = () => {
    if (creationDates.status === 'failed' && creationDates.error !== null && creationDates.data === null) {
      return <RequestErrorAlert error={creationDates.error} onRetry={() => dispatch(jobApplicationsListOpened())} testId="board-error" />;
    }
    if (statuses.status === 'failed' && statuses.error !== null && statuses.lastUpdated === null) {
      return <RequestErrorAlert error={statuses.error} onRetry={() => dispatch(jobApplicationsListOpened())} testId="board-error" />;
    }
    if (columns === null) {
      return (
        <div data-testid="board-loading" role="status" aria-label={intl.formatMessage(boardMessages.loading)}>
          <PlainSkeleton rows={6} />
        </div>
      );
    }
    const shown = narrow ? [shownColumn] : APPLICATION_STATUSES;
    return (
      <>
        {narrow ? (
          <PlainSelect<ApplicationStatus>
            data-testid="board-column-picker"
            aria-label={intl.formatMessage(boardMessages.columnPicker)}
            className="app-board-picker"
            value={shownColumn}
            onChange={setShownColumn}
            options={APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: `${statusName(status)} (${intl.formatMessage(countMessage, { count: columns[status].length })})`,
            }))}
          />
        ) : null}
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          onDragEnd={dropped}
          accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage(boardMessages.instructions) } }}
        >
          <div className={narrow ? 'app-board app-board-one' : 'app-board'} data-testid="board">
            {shown.map((status) => (
              <BoardColumn key={status} status={status} ids={columns[status]} pendingMoves={pendingMoves} onMove={move} />
            ))}
          </div>
        </DndContext>
      </>
    );
  };

  return (
    <>
      <PageTitle message={boardMessages.title} />
      {failure === null ? null : (
        <div role="alert" className="app-board-failure" data-testid="board-move-failure">
          <span className="app-text-danger">
            {intl.formatMessage(moveFailedMessage, {
              title: titleOf(failure.id),
              status: statusName(failure.status),
              reason: intl.formatMessage(failure.error.descriptor, failure.error.values),
            })}
          </span>
          <PlainButton small onClick={() => dispatch(moveFailureDismissed())}>
            {intl.formatMessage(boardMessages.dismiss)}
          </PlainButton>
        </div>
      )}
      {renderBoard()}
    </>
  );
}
