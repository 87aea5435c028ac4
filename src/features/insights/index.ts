// Insights: figures about the job search (`account.get_statistics`), the state and saga that load them, and the
// messages of the page. The page itself (InsightsPage.tsx) is its own chunk, with its chart library.
export { watchInsights } from './insightsSaga';
export { insightsSlice, selectStatistics } from './insightsSlice';
export { insightsMessages } from './messages';
