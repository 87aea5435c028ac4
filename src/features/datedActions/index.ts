// Dated actions (interviews, calls, reminders...) of the applications: their cache, pages and components,
// and the event other features derive from them (`applicationDatedActionsChanged`). The pages that name an
// action's application by its id alone take the link to it as a renderer (`RenderApplicationLink`).
export { AllDatedActionsPage } from './AllDatedActionsPage';
export { GenericApplicationLink, type RenderApplicationLink } from './applicationLink';
export { ApplicationDatedActions } from './ApplicationDatedActions';
export { DatedActionPage } from './DatedActionPage';
export { FutureDatedActionsPage } from './FutureDatedActionsPage';
export { watchDatedActions } from './datedActionsSaga';
export {
  applicationDatedActionsChanged,
  applicationDatedActionsDiscarded,
  applicationSummaryChanged,
  creationKey as datedActionCreationKey,
  datedActionCreationSubmitted,
  datedActionsSlice,
  operationFailed as datedActionOperationFailed,
  selectDatedActionOperation,
  selectApplicationDatedActions,
  selectApplicationDatedActionsState,
} from './datedActionsSlice';
