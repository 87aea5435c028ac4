// The insights page's state: the figures of `account.get_statistics` for the range chosen (the last 4, 12, 26 or
// 52 weeks), and whether the page shows, so that pushes and rejoins refresh only figures someone is looking at.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Statistics } from '../../../contract';
import { uninitializedList, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';

/** The ranges the page offers, in weeks, this one included. */
export const INSIGHTS_RANGES = [4, 12, 26, 52] as const;
export type InsightsRange = (typeof INSIGHTS_RANGES)[number];
/** The contract's default range. */
export const DEFAULT_INSIGHTS_RANGE: InsightsRange = 12;

export interface InsightsState {
  readonly weeks: InsightsRange;
  readonly shown: boolean;
  readonly statistics: ListState<Statistics>;
}

const initialState: InsightsState = { weeks: DEFAULT_INSIGHTS_RANGE, shown: false, statistics: uninitializedList() };

const lists = listLoadReducersFor<InsightsState>();

export const insightsSlice = createSlice({
  name: 'insights',
  initialState,
  reducers: {
    /** The page opened: its figures are asked for, and kept current while it shows. */
    insightsOpened(state) {
      state.shown = true;
    },
    insightsClosed(state) {
      state.shown = false;
    },
    insightsRangeChosen(state, action: PayloadAction<InsightsRange>) {
      state.weeks = action.payload;
    },
    // statisticsStarted(), statisticsLoaded({ data, lastUpdated }), statisticsFailed(error).
    ...lists.list('statistics', 'statistics', (data: Statistics) => data),
  },
  selectors: {
    selectInsightsRange: (state) => state.weeks,
    selectInsightsShown: (state) => state.shown,
    selectStatistics: (state) => state.statistics,
  },
});

export const { insightsOpened, insightsClosed, insightsRangeChosen, statisticsStarted, statisticsLoaded, statisticsFailed } = insightsSlice.actions;
export const { selectInsightsRange, selectInsightsShown, selectStatistics } = insightsSlice.selectors;
