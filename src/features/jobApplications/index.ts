// Job applications: their cache (statuses included), the list, the creation form and the application page,
// and the link to an application named after its title, which other features' pages are given.
export { ApplicationTitleLink, renderApplicationTitleLink } from './ApplicationTitleLink';
export { JobApplicationPage } from './JobApplicationPage';
export { JobApplicationsPage } from './JobApplicationsPage';
export { NewJobApplicationPage } from './NewJobApplicationPage';
// For the capture of a posting, which fills the same form.
export { NewApplicationForm, type NewApplicationPrefill } from './NewApplicationForm';
export { watchJobApplications } from './jobApplicationsSaga';
export { jobApplicationsSlice } from './jobApplicationsSlice';
export { listViewSlice } from './listViewSlice';
// For the board, which shows the same applications by status.
export { CompanyCell, DeadlineCell, SalaryCell, TitleCell, useLoadWhenInView } from './ApplicationCells';
export { cardDeadlineMessage } from './detailsMessages';
export { FollowUpNudge } from './FollowUpNudge';
export {
  jobApplicationsListOpened,
  selectApplicationStatus,
  selectCreationDates,
  selectJobApplicationTitle,
  selectStatuses,
  selectStatusById,
  statusComputed,
} from './jobApplicationsSlice';
export { statusMessages } from './statusMessages';
