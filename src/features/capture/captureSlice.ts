// Where the capture of one posting stands: the server reading it, then the posting found (or why none was),
// and the account's applications already at its address.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Posting } from '../../../contract';
import { accountChanged, signedOut } from '../session';

export type CaptureState =
  | { readonly status: 'idle' }
  | { readonly status: 'reading'; readonly url: string }
  | { readonly status: 'read'; readonly url: string; readonly posting: Posting; readonly duplicates: readonly string[] }
  | { readonly status: 'failed'; readonly url: string; readonly errorCode: string; readonly duplicates: readonly string[] };

const initialCaptureState = { status: 'idle' } as CaptureState;

export const captureSlice = createSlice({
  name: 'capture',
  initialState: initialCaptureState,
  reducers: {
    captureStarted: (_state, action: PayloadAction<{ url: string }>): CaptureState => ({ status: 'reading', url: action.payload.url }),
    captureSucceeded: (_state, action: PayloadAction<{ url: string; posting: Posting; duplicates: readonly string[] }>): CaptureState => ({
      status: 'read',
      ...action.payload,
    }),
    captureFailed: (_state, action: PayloadAction<{ url: string; errorCode: string; duplicates: readonly string[] }>): CaptureState => ({
      status: 'failed',
      ...action.payload,
    }),
    captureReset: (): CaptureState => initialCaptureState,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialCaptureState).addCase(accountChanged, () => initialCaptureState);
  },
  selectors: {
    selectCapture: (state) => state,
  },
});

export const { captureStarted, captureSucceeded, captureFailed, captureReset } = captureSlice.actions;
export const { selectCapture } = captureSlice.selectors;

/** /capture was opened with a posting to read: its address, and the page itself when the bookmarklet sent it. */
export const captureRequested = createAction<{ url: string; html?: string }>('capture/requested');
