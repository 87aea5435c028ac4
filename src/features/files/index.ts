// Files: the account's files and the choice of files to link to an application.
export { FilesPage } from './FilesPage';
export { FilesSelectionPage } from './FilesSelectionPage';
