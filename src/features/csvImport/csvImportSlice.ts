// Where the import of a CSV stands: its upload's progress, then the server's work, then its summary or why it
// failed. One import at a time, for the /import page.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationImportField, ApplicationImportSummary } from '../../../contract';
import { joinRefused } from '../connection';
import { accountChanged, signedOut } from '../session';

export type CsvImportState =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly loaded: number; readonly total: number }
  | { readonly status: 'importing' }
  | { readonly status: 'done'; readonly summary: ApplicationImportSummary }
  | { readonly status: 'failed'; readonly errorCode: string };

const initialState = { status: 'idle' } as CsvImportState;

export const csvImportSlice = createSlice({
  name: 'csvImport',
  initialState,
  reducers: {
    importStarted: (_state, action: PayloadAction<{ total: number }>): CsvImportState => ({ status: 'uploading', loaded: 0, total: action.payload.total }),
    importProgressed: (state, action: PayloadAction<{ loaded: number; total: number }>): CsvImportState => {
      if (state.status !== 'uploading') return state;
      // Every byte sent: the server reads and creates the rows now.
      const { loaded, total } = action.payload;
      return total > 0 && loaded >= total ? { status: 'importing' } : { status: 'uploading', loaded, total: total > 0 ? total : state.total };
    },
    importSucceeded: (_state, action: PayloadAction<ApplicationImportSummary>): CsvImportState => ({ status: 'done', summary: action.payload }),
    importFailed: (_state, action: PayloadAction<{ errorCode: string }>): CsvImportState => ({ status: 'failed', errorCode: action.payload.errorCode }),
    /** Another file picked, or the page opened again: what was shown of the last import goes. */
    importReset: (): CsvImportState => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState).addCase(joinRefused, () => initialState).addCase(accountChanged, () => initialState);
  },
  selectors: {
    selectCsvImport: (state) => state,
  },
});

export const { importStarted, importProgressed, importSucceeded, importFailed, importReset } = csvImportSlice.actions;
export const { selectCsvImport } = csvImportSlice.selectors;

/** The Import button: the file and what each of its columns holds (null: left out). */
export const csvImportSubmitted = createAction<{ file: File; mapping: Readonly<Record<string, ApplicationImportField | null>> }>('csvImport/submitted');
