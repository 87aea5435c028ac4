// Files: the account's resumes and cover letters (upload with progress and cancel, edit, download, delete),
// the choice of files to link to an application, and an application's Files tab.
export { ApplicationFilesTab } from './ApplicationFilesTab';
export { FilesPage } from './FilesPage';
export { FilesSelectionPage } from './FilesSelectionPage';
export { filesSlice } from './filesSlice';
export { watchFiles } from './filesRootSaga';
