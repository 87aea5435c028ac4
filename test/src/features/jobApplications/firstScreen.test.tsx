import { renderHook } from '@testing-library/react';
import { FIRST_SCREEN_ROWS, useFirstScreenFirst } from '../../../../src/features/jobApplications/firstScreen';

const rowsOf = (count: number): readonly number[] => Array.from({ length: count }, (_, index) => index);

/** Renders the hook with `initial`, then with each of `next`; answers the row counts of every render, in order. */
function drawnCounts(initial: readonly number[], ...next: (readonly number[])[]): number[] {
  const counts: number[] = [];
  const { rerender } = renderHook(
    ({ rows }: { rows: readonly number[] }) => {
      const drawn = useFirstScreenFirst(rows);
      counts.push(drawn.length);
      return drawn;
    },
    { initialProps: { rows: initial } },
  );
  for (const rows of next) rerender({ rows });
  return counts;
}

describe('useFirstScreenFirst', () => {
  it('draws a first screen of a list shown at once, then the whole list', () => {
    expect(drawnCounts(rowsOf(50))).toEqual([FIRST_SCREEN_ROWS, 50]);
  });

  it('draws a first screen of a list that arrives, then the whole list', () => {
    expect(drawnCounts(rowsOf(0), rowsOf(50))).toEqual([0, 0, FIRST_SCREEN_ROWS, 50]);
  });

  it('draws a list at once when it grows from some rows, or fits a first screen', () => {
    const fifty = rowsOf(50);
    expect(drawnCounts(fifty, rowsOf(100)).slice(2)).toEqual([100, 100]);
    expect(drawnCounts(rowsOf(FIRST_SCREEN_ROWS)).every((count) => count === FIRST_SCREEN_ROWS)).toBe(true);
  });
});
