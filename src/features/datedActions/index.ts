// Dated actions (interviews, calls, reminders...) of the applications: their cache, pages and components,
// and the event other features derive from them (`applicationDatedActionsChanged`).
export { ApplicationDatedActions } from './ApplicationDatedActions';
export { FutureDatedActionsPage } from './FutureDatedActionsPage';
export { watchDatedActions } from './datedActionsSaga';
export {
  applicationDatedActionsChanged,
  applicationDatedActionsDiscarded,
  applicationSummaryChanged,
  datedActionsSlice,
  selectApplicationDatedActions,
  selectApplicationDatedActionsState,
} from './datedActionsSlice';
