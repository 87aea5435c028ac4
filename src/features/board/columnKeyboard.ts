// The keyboard's moves of a picked-up card: left and right arrows jump to the next column that takes cards,
// rather than nudging the card a few pixels at a time as dnd-kit's default does; up and down do nothing, since a
// column's order is the list's own.
import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const card = context.collisionRect;
  if (step === 0 || card === null) return undefined;
  event.preventDefault();
  const cardCenter = card.left + card.width / 2;
  const columns: ClientRect[] = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (rect !== undefined) columns.push(rect);
  }
  columns.sort((a, b) => a.left - b.left);
  const target = step > 0 ? columns.find((rect) => rect.left > cardCenter) : columns.findLast((rect) => rect.right < cardCenter);
  if (target === undefined) return currentCoordinates;
  return {
    x: currentCoordinates.x + (target.left + target.width / 2 - cardCenter),
    // Near the top of the column, where its first cards are.
    y: currentCoordinates.y + (target.top + card.height / 2 - card.top),
  };
};
