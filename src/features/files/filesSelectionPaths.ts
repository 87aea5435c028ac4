// /files_selection?job_application_id={id}: the selection page knows which application it chooses files for
// from its address, so a reload keeps the choice's purpose; the choice returns to that application's Files tab.
import { jobApplicationPath, paths } from '../../app/paths';

export const SELECTION_APPLICATION_PARAM = 'job_application_id';

export function filesSelectionPath(applicationId: string): string {
  return `${paths.filesSelection}?${new URLSearchParams({ [SELECTION_APPLICATION_PARAM]: applicationId }).toString()}`;
}

export function applicationFilesTabPath(applicationId: string): string {
  return `${jobApplicationPath(applicationId)}?tab=files`;
}
