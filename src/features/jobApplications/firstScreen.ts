// The list's first screen: the rows one screen shows, whose applications are asked for, and whose rows are
// drawn, before the rest of the list.
import { useDeferredValue } from 'react';

/**
 * Rows a first screen of the list can show: 800 px of 55 px table rows, with the 200 px margin within which a
 * row counts as in view (useInView), is 18. They are asked for as soon as the list arrives, not once each row
 * has rendered and its observer has reported it in view: that cost a render and an observer's frame before the
 * first title appeared. The rows further down still load as they come into view.
 */
export const FIRST_SCREEN_ROWS = 20;

const NO_ROWS: readonly never[] = [];

/**
 * The rows to draw now. When the list goes from no rows to more than a first screen (it arrives, or a search
 * finds its first results), only the first screen's rows are drawn at once; React draws the others in the
 * background right after (useDeferredValue), and gives way to any input meanwhile. Drawing 50 antd table rows
 * before the first titles kept them 200 to 350 ms behind the app shell with 5,000 applications
 * (docs/performance-history.md). Any other change of the rows is drawn whole at once.
 */
export function useFirstScreenFirst<T>(rows: readonly T[]): readonly T[] {
  const drawn = useDeferredValue(rows, NO_ROWS);
  if (drawn === rows || drawn.length > 0 || rows.length <= FIRST_SCREEN_ROWS) return rows;
  return rows.slice(0, FIRST_SCREEN_ROWS);
}
