// The board's messages: its title, columns, cards, moves and what a screen reader hears while a card is dragged.
import { defineMessage, defineMessages } from 'react-intl';

export const boardMessages = defineMessages({
  title: {
    id: 'board.title',
    defaultMessage: 'Board',
    description: 'Title of the board page, where applications are shown in one column per status',
  },
  loading: {
    id: 'board.loading',
    defaultMessage: 'Loading the board',
    description: 'Accessible name of the placeholder shown while the board loads',
  },
  empty: {
    id: 'board.empty',
    defaultMessage: 'No application in this column.',
    description: 'Shown in a column of the board that holds no application',
  },
  columnPicker: {
    id: 'board.columnPicker',
    defaultMessage: 'Column shown',
    description: 'Accessible name of the select that picks the one column a phone shows',
  },
  moveToPlaceholder: {
    id: 'board.moveTo',
    defaultMessage: 'Move to…',
    description: 'First, unselectable option of the select that moves a card to another column',
  },
  dragHandle: {
    id: 'board.dragHandle',
    defaultMessage: 'Drag',
    description: 'Visible text of the handle that drags a card; its accessible name adds the title',
  },
  moving: {
    id: 'board.moving',
    defaultMessage: 'Moving…',
    description: 'Shown on a card while its move is being recorded',
  },
  dismiss: {
    id: 'board.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that closes the message of a failed move',
  },
  instructions: {
    id: 'board.instructions',
    defaultMessage:
      'To pick up a card, press Space or Enter on its handle. Move it between columns with the left and right arrow keys, then press Space or Enter to drop it, or Escape to cancel. Each card also has a "Move to" menu.',
    description: 'What a screen reader says about dragging a card with the keyboard',
  },
  someApplication: {
    id: 'board.someApplication',
    defaultMessage: 'the application',
    description: 'Stands for an application whose title is not loaded yet, in the messages of a drag',
  },
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'board.count',
  defaultMessage: '{count, plural, one {# application} other {# applications}}',
  description: 'How many applications a column of the board holds',
});

export const showMoreMessage = defineMessage<{ count: number }>({
  id: 'board.showMore',
  defaultMessage: 'Show {count, number} more',
  description: 'Button under a column of the board that shows more of its cards',
});

export const moveToLabelMessage = defineMessage<{ title: string }>({
  id: 'board.moveToLabel',
  defaultMessage: 'Move "{title}" to another column',
  description: 'Accessible name of the select that moves a card',
});

export const dragHandleLabelMessage = defineMessage<{ title: string }>({
  id: 'board.dragHandleLabel',
  defaultMessage: 'Drag "{title}"',
  description: 'Accessible name of the handle that drags a card',
});

export const movedActionTitleMessage = defineMessage<{ status: string }>({
  id: 'board.movedActionTitle',
  defaultMessage: 'Moved to {status} on the board',
  description: 'Title of the dated action recorded when a card is moved to a column; status is its name',
});

export const moveFailedMessage = defineMessage<{ title: string; status: string; reason: string }>({
  id: 'board.moveFailed',
  defaultMessage: '"{title}" could not be moved to {status}: {reason}',
  description: 'Shown above the board when a move failed; reason is the error',
});

export const pickedUpMessage = defineMessage<{ title: string; status: string }>({
  id: 'board.announce.pickedUp',
  defaultMessage: 'Picked up "{title}", in the column {status}.',
  description: 'Said by a screen reader when a card is picked up',
});

export const overMessage = defineMessage<{ title: string; status: string }>({
  id: 'board.announce.over',
  defaultMessage: '"{title}" is over the column {status}.',
  description: 'Said by a screen reader while a card is dragged over a column',
});

export const droppedMessage = defineMessage<{ title: string; status: string }>({
  id: 'board.announce.dropped',
  defaultMessage: '"{title}" was dropped on the column {status}.',
  description: 'Said by a screen reader when a card is dropped on a column',
});

export const cancelledMessage = defineMessage<{ title: string }>({
  id: 'board.announce.cancelled',
  defaultMessage: 'Moving "{title}" was cancelled.',
  description: 'Said by a screen reader when a drag is cancelled',
});
