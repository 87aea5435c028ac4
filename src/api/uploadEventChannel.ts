// An upload (startUpload) as a saga channel: its progress, then its answer or its failure, then the end. Closing
// the channel (a cancel, or the saga ending early) aborts the transfer.
import { END, eventChannel, type EventChannel } from 'redux-saga';
import { startUpload, type UploadProgress } from './fileTransfers';

export type UploadEvent = { readonly progress: UploadProgress } | { readonly done: unknown } | { readonly failed: Error };

/** POSTs `form` to `path` (below /api) with the bearer `token`. */
export function uploadEventChannel(path: string, form: FormData, token: string | null): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) =>
    startUpload(path, form, token, {
      onProgress: (progress) => {
        emit({ progress });
      },
      onDone: (body) => {
        emit({ done: body });
        emit(END);
      },
      onFailed: (error) => {
        emit({ failed: error });
        emit(END);
      },
    }),
  );
}
