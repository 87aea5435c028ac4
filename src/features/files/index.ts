// Files: the account's resumes and cover letters (upload with progress and cancel, edit, download, delete),
// the choice of files to link to an application, and an application's Files tab. Other features read the
// cache through the events and selectors below (the AI tab's choice of a resume, an AI response's files).
export { ApplicationFilesTab } from './ApplicationFilesTab';
export type { FilePreviewExtra } from './FileRows';
export { FilesPage } from './FilesPage';
export { FilesSelectionPage } from './FilesSelectionPage';
export {
  applicationFilesNeeded,
  filesNeeded,
  filesSlice,
  selectApplicationFiles,
  selectApplicationFilesState,
  selectFile,
  selectFileEntry,
  // Any image of the API fetched with the session's token and kept as a data URL (a company's logo too).
  selectThumbnail,
  thumbnailNeeded,
} from './filesSlice';
export { watchFiles } from './filesRootSaga';
