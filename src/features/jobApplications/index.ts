// Job applications: their cache (statuses included), the list, the creation form and the application page.
export { JobApplicationPage } from './JobApplicationPage';
export { JobApplicationsPage } from './JobApplicationsPage';
export { NewJobApplicationPage } from './NewJobApplicationPage';
export { watchJobApplications } from './jobApplicationsSaga';
export { jobApplicationsSlice } from './jobApplicationsSlice';
