// The board: the applications not archived in one column per status, moved between columns by dragging or with
// a "Move to" select, each move recorded as the dated action that yields the new status.
export { BoardPage } from './BoardPage';
export { watchBoard } from './boardSaga';
export { boardSlice } from './boardSlice';
