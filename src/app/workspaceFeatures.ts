// The features of a signed-in account's workspace: applications, their board, companies, contacts, dated
// actions, files, AI and the insights. Their slices and sagas are not in the boot path: this module is its own chunk,
// downloaded once an account is signed in (workspaceSaga), so that /login downloads none of it. They go together because their pages use each other's
// components and caches. Their state starts empty when the chunk arrives: a push heard before then had nothing
// to update, and each of their pages asks for its data when it opens.
import { all, call } from 'typed-redux-saga';
import { aiSlice, watchAi } from '../features/ai';
import { boardSlice, watchBoard } from '../features/board';
import { captureSlice, watchCapture } from '../features/capture';
import { companiesSlice, watchCompanies } from '../features/companies';
import { contactsSlice, watchContacts } from '../features/contacts';
import { csvImportSlice, watchCsvImport } from '../features/csvImport';
import { datedActionsSlice, watchDatedActions } from '../features/datedActions';
import { filesSlice, watchFiles } from '../features/files';
import { insightsSlice, watchInsights } from '../features/insights';
import { jobApplicationsSlice, listViewSlice, watchJobApplications } from '../features/jobApplications';

export const workspaceSlices = [jobApplicationsSlice, listViewSlice, boardSlice, csvImportSlice, captureSlice, companiesSlice, contactsSlice, datedActionsSlice, filesSlice, aiSlice, insightsSlice] as const;

/**
 * Starts the workspace features' watchers. `startPath`, the address the app is at as they start (null: unknown),
 * lets a feature ask for the data of the page it is about to show before that page has rendered.
 */
export function* workspaceFeaturesSaga(startPath: string | null) {
  yield* all([
    call(watchJobApplications, startPath),
    call(watchCompanies),
    call(watchContacts),
    call(watchDatedActions),
    call(watchFiles),
    call(watchAi),
    call(watchBoard),
    call(watchCsvImport),
    call(watchCapture),
    call(watchInsights),
  ]);
}
