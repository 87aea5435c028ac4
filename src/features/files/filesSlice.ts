// The files cache: each file uninitialized (absent), loading or loaded; the account's files newest first
// (`file.list_recent`); each application's linked files; the uploads under way with their progress; and the
// thumbnails fetched as data URLs, by path. Kept current by the server's pushes in every tab.
import { createAction, createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { FileType, StoredFile } from '../../../contract';
import { byNewestFirst, uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { dismissOperation, idleOperation, keyedOperationReducers, type OperationState } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';
import { joinRefused } from '../connection';
import { accountChanged, signedOut } from '../session';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadState {
  readonly status: UploadStatus;
  /** Bytes sent and to send; total is 0 until the browser knows it. */
  readonly loaded: number;
  readonly total: number;
  /** An HTTP error code (`file_too_large`...) or a transport failure, when failed. */
  readonly errorCode: string | null;
  /** The new file's id, once done. */
  readonly fileId: string | null;
}

export type ThumbnailState = { readonly status: 'loading' } | { readonly status: 'loaded'; readonly dataUrl: string } | { readonly status: 'failed' };

export interface FilesState {
  readonly items: Readonly<Record<string, CacheEntry<StoredFile>>>;
  readonly failures: Readonly<Record<string, RequestError>>;
  /** The account's file ids, newest first. */
  readonly recent: ListState<readonly string[]>;
  /** Each application's linked file ids, newest first. */
  readonly byApplication: Readonly<Record<string, ListState<readonly string[]>>>;
  readonly uploads: Readonly<Record<string, UploadState>>;
  /** By thumbnail path (`/api/files/{id}/thumbnail/{size}`). */
  readonly thumbnails: Readonly<Record<string, ThumbnailState>>;
  /** By operation key (editKey, deletionKey, linkKey). */
  readonly operations: Readonly<Record<string, OperationState>>;
}

export const initialFilesState: FilesState = {
  items: {},
  failures: {},
  recent: uninitializedList(),
  byApplication: {},
  uploads: {},
  thumbnails: {},
  operations: {},
};

export const editKey = (id: string) => `edit/${id}`;
export const deletionKey = (id: string) => `delete/${id}`;
export const linkKey = (applicationId: string) => `link/${applicationId}`;
export const unlinkKey = (applicationId: string, fileId: string) => `unlink/${applicationId}/${fileId}`;

function createdOf(items: FilesState['items'], id: string): string {
  const entry = items[id];
  return entry?.status === 'loaded' ? entry.data.created : '';
}

function newestFirst(items: FilesState['items'], ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort((a, b) => byNewestFirst({ created: createdOf(items, a) }, { created: createdOf(items, b) }));
}

/** A loaded list with `id` in or out of it; lists not loaded yet stay as they are (their load brings it). */
function withId(list: ListState<readonly string[]>, items: FilesState['items'], id: string, present: boolean): ListState<string[]> {
  if (list.data === null) return { ...list, data: null };
  const others = list.data.filter((candidate) => candidate !== id);
  return { ...list, data: present ? newestFirst(items, [...others, id]) : others };
}

/** A file's new data: its entry, and its place in the account's list and in its applications' lists. */
function cacheFile(state: Draft<FilesState>, file: StoredFile, lastUpdated: number): void {
  state.items[file.id] = { status: 'loaded', data: file, lastUpdated };
  delete state.failures[file.id];
  state.recent = withId(state.recent, state.items, file.id, true);
  for (const [applicationId, list] of Object.entries(state.byApplication)) {
    state.byApplication[applicationId] = withId(list, state.items, file.id, file.job_application_ids.includes(applicationId));
  }
}

function removeFile(state: Draft<FilesState>, id: string): void {
  delete state.items[id];
  state.recent = withId(state.recent, state.items, id, false);
  for (const [applicationId, list] of Object.entries(state.byApplication)) {
    state.byApplication[applicationId] = withId(list, state.items, id, false);
  }
}

/** A list's files: each one's entry, and their ids in the server's order (newest first). */
function cacheListed(data: readonly StoredFile[], state: Draft<FilesState>, lastUpdated: number): string[] {
  for (const file of data) state.items[file.id] = { status: 'loaded', data: file, lastUpdated };
  return data.map((file) => file.id);
}

/** The loads of the account's files and of each application's. */
const lists = listLoadReducersFor<FilesState>();

/** An application's list never asked for: one value, so its selector returns the same one each time. */
const NOT_LOADED: ListState<readonly string[]> = uninitializedList();

export const filesSlice = createSlice({
  name: 'files',
  initialState: initialFilesState,
  reducers: {
    fileFetchStarted(state, action: PayloadAction<{ ids: readonly string[] }>) {
      for (const id of action.payload.ids) {
        state.items[id] = { status: 'loading' };
        delete state.failures[id];
      }
    },
    /** Files' data arrived: a fetch, a list, or a push (created_file, updated_file). */
    filesLoaded(state, action: PayloadAction<{ data: readonly StoredFile[]; lastUpdated: number }>) {
      for (const file of action.payload.data) cacheFile(state, file, action.payload.lastUpdated);
    },
    /** The loading placeholders go; files the server did not answer are not the account's (or gone). */
    fileFetchFailed(state, action: PayloadAction<{ ids: readonly string[]; error: RequestError }>) {
      for (const id of action.payload.ids) {
        if (state.items[id]?.status === 'loading') delete state.items[id];
        state.failures[id] = action.payload.error;
      }
    },
    fileRemoved(state, action: PayloadAction<{ id: string }>) {
      removeFile(state, action.payload.id);
    },
    thumbnailsRendered(state, action: PayloadAction<Pick<StoredFile, 'id' | 'thumbnails'>>) {
      const entry = state.items[action.payload.id];
      if (entry?.status === 'loaded') entry.data = { ...entry.data, thumbnails: action.payload.thumbnails };
    },
    /** Files linked to an application (here or in another tab): each file's links, and the application's list. */
    filesLinked(state, action: PayloadAction<{ applicationId: string; fileIds: readonly string[] }>) {
      const { applicationId, fileIds } = action.payload;
      for (const id of fileIds) {
        const entry = state.items[id];
        if (entry?.status === 'loaded' && !entry.data.job_application_ids.includes(applicationId)) {
          entry.data = { ...entry.data, job_application_ids: [...entry.data.job_application_ids, applicationId] };
        }
        const list = state.byApplication[applicationId];
        if (list !== undefined && entry?.status === 'loaded') state.byApplication[applicationId] = withId(list, state.items, id, true);
      }
    },
    filesUnlinked(state, action: PayloadAction<{ applicationId: string; fileIds: readonly string[] }>) {
      const { applicationId, fileIds } = action.payload;
      for (const id of fileIds) {
        const entry = state.items[id];
        if (entry?.status === 'loaded') {
          entry.data = { ...entry.data, job_application_ids: entry.data.job_application_ids.filter((linked) => linked !== applicationId) };
        }
        const list = state.byApplication[applicationId];
        if (list !== undefined) state.byApplication[applicationId] = withId(list, state.items, id, false);
      }
    },
    /** A deleted application takes its links with it; its files stay. */
    applicationFilesDiscarded(state, action: PayloadAction<{ applicationId: string }>) {
      const { applicationId } = action.payload;
      delete state.byApplication[applicationId];
      for (const entry of Object.values(state.items)) {
        if (entry.status === 'loaded' && entry.data.job_application_ids.includes(applicationId)) {
          entry.data = { ...entry.data, job_application_ids: entry.data.job_application_ids.filter((linked) => linked !== applicationId) };
        }
      }
    },
    ...lists.list('recentFiles', 'recent', cacheListed),
    ...lists.keyedList('applicationFiles', 'byApplication', 'applicationId', cacheListed),
    uploadStarted(state, action: PayloadAction<{ uploadId: string; total: number }>) {
      state.uploads[action.payload.uploadId] = { status: 'uploading', loaded: 0, total: action.payload.total, errorCode: null, fileId: null };
    },
    uploadProgressed(state, action: PayloadAction<{ uploadId: string; loaded: number; total: number }>) {
      const upload = state.uploads[action.payload.uploadId];
      if (upload?.status === 'uploading') {
        upload.loaded = action.payload.loaded;
        if (action.payload.total > 0) upload.total = action.payload.total;
      }
    },
    uploadFinished(state, action: PayloadAction<{ uploadId: string; fileId: string }>) {
      const upload = state.uploads[action.payload.uploadId];
      if (upload !== undefined) state.uploads[action.payload.uploadId] = { ...upload, status: 'done', loaded: upload.total, fileId: action.payload.fileId };
    },
    uploadFailed(state, action: PayloadAction<{ uploadId: string; errorCode: string }>) {
      const upload = state.uploads[action.payload.uploadId];
      if (upload !== undefined) state.uploads[action.payload.uploadId] = { ...upload, status: 'failed', errorCode: action.payload.errorCode };
    },
    uploadAborted(state, action: PayloadAction<{ uploadId: string }>) {
      const upload = state.uploads[action.payload.uploadId];
      if (upload !== undefined) state.uploads[action.payload.uploadId] = { ...upload, status: 'cancelled' };
    },
    /** The upload dialog closed: its state is no longer shown. */
    uploadDismissed(state, action: PayloadAction<{ uploadId: string }>) {
      if (state.uploads[action.payload.uploadId]?.status !== 'uploading') delete state.uploads[action.payload.uploadId];
    },
    thumbnailStarted(state, action: PayloadAction<{ path: string }>) {
      state.thumbnails[action.payload.path] = { status: 'loading' };
    },
    thumbnailLoaded(state, action: PayloadAction<{ path: string; dataUrl: string }>) {
      state.thumbnails[action.payload.path] = { status: 'loaded', dataUrl: action.payload.dataUrl };
    },
    /** The placeholder goes (spec: a failed thumbnail load is logged and its placeholder removed). */
    thumbnailFailed(state, action: PayloadAction<{ path: string }>) {
      state.thumbnails[action.payload.path] = { status: 'failed' };
    },
    ...keyedOperationReducers<RequestError>(),
    /** A form or dialog opened again: its last outcome is no longer shown. */
    operationDismissed(state, action: PayloadAction<{ key: string }>) {
      dismissOperation(state, action.payload.key);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialFilesState).addCase(joinRefused, () => initialFilesState);
    builder.addCase(accountChanged, () => initialFilesState);
  },
  selectors: {
    selectFileEntry: (state, id: string) => state.items[id],
    selectFile: (state, id: string) => {
      const entry = state.items[id];
      return entry?.status === 'loaded' ? entry.data : undefined;
    },
    selectRecentFilesState: (state) => state.recent,
    selectApplicationFilesState: (state, applicationId: string) => state.byApplication[applicationId] ?? NOT_LOADED,
    selectUpload: (state, uploadId: string) => state.uploads[uploadId],
    selectThumbnail: (state, path: string) => state.thumbnails[path],
    selectFileOperation: (state, key: string) => state.operations[key] ?? idleOperation,
    selectLoadedApplicationFileListIds: (state) =>
      Object.entries(state.byApplication)
        .filter(([, list]) => list.lastUpdated !== null)
        .map(([applicationId]) => applicationId),
  },
});

export const {
  fileFetchStarted,
  filesLoaded,
  fileFetchFailed,
  fileRemoved,
  thumbnailsRendered,
  filesLinked,
  filesUnlinked,
  applicationFilesDiscarded,
  recentFilesStarted,
  recentFilesLoaded,
  recentFilesFailed,
  applicationFilesStarted,
  applicationFilesLoaded,
  applicationFilesFailed,
  uploadStarted,
  uploadProgressed,
  uploadFinished,
  uploadFailed,
  uploadAborted,
  uploadDismissed,
  thumbnailStarted,
  thumbnailLoaded,
  thumbnailFailed,
  operationStarted,
  operationSucceeded,
  operationFailed,
  operationDismissed,
} = filesSlice.actions;

export const {
  selectFileEntry,
  selectFile,
  selectRecentFilesState,
  selectApplicationFilesState,
  selectUpload,
  selectThumbnail,
  selectFileOperation,
  selectLoadedApplicationFileListIds,
} = filesSlice.selectors;

const selectFilesState = (state: { readonly files: FilesState }) => state.files;

function loadedFiles(state: FilesState, ids: readonly string[] | null): StoredFile[] {
  return (ids ?? []).flatMap((id) => {
    const entry = state.items[id];
    return entry?.status === 'loaded' ? [entry.data] : [];
  });
}

/** The account's files, newest first (empty until loaded). */
export const selectRecentFiles = createSelector([selectFilesState], (state) => loadedFiles(state, state.recent.data));

/** An application's linked files, newest first (empty until loaded). */
export const selectApplicationFiles = createSelector(
  [selectFilesState, (_state: { readonly files: FilesState }, applicationId: string) => applicationId],
  (state, applicationId) => loadedFiles(state, state.byApplication[applicationId]?.data ?? null),
);

// Events the pages dispatch.

export interface UploadRequest {
  readonly uploadId: string;
  /** The chosen file; not serializable, so the store's check ignores `payload.file` (see store.ts). */
  readonly file: File;
  readonly description: string;
  readonly type: FileType;
  readonly filename: string;
  /** Links the new file to this application in the same step. */
  readonly jobApplicationId?: string;
}

export const recentFilesNeeded = createAction('files/recentNeeded');
export const applicationFilesNeeded = createAction<{ applicationId: string }>('files/applicationFilesNeeded');
/** Pages show these files (an AI response's, a selection's): fetched unless loaded or loading. */
export const filesNeeded = createAction<{ ids: readonly string[] }>('files/needed');
export const thumbnailNeeded = createAction<{ path: string }>('files/thumbnailNeeded');
export const uploadSubmitted = createAction<UploadRequest>('files/uploadSubmitted');
export const uploadCancelled = createAction<{ uploadId: string }>('files/uploadCancelled');
export const fileEditSubmitted = createAction<{ id: string; changes: Partial<Pick<StoredFile, 'description' | 'type' | 'filename'>> }>('files/editSubmitted');
export const fileDeletionConfirmed = createAction<{ id: string }>('files/deletionConfirmed');
export const fileDownloadRequested = createAction<{ id: string }>('files/downloadRequested');
export const filesLinkSubmitted = createAction<{ applicationId: string; fileIds: readonly string[] }>('files/linkSubmitted');
export const fileUnlinkConfirmed = createAction<{ applicationId: string; fileId: string }>('files/unlinkConfirmed');
