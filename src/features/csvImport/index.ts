// Importing applications from a CSV file: the /import page, its upload and the server's summary.
export { CsvImportPage } from './CsvImportPage';
export { watchCsvImport } from './csvImportSaga';
export { csvImportSlice } from './csvImportSlice';
export { csvImportMessages } from './messages';
