// The files tests' store: the files slice beside the session (whose token the transfers send), and files.
import { combineReducers } from '@reduxjs/toolkit';
import type { StoredFile } from '../../../../contract';
import { filesSlice } from '../../../../src/features/files/filesSlice';
import { sessionSlice } from '../../../../src/features/session/sessionSlice';
import { connectedSessionState } from '../../testUtils/fixtures';

export const filesReducer = combineReducers({ files: filesSlice.reducer, session: sessionSlice.reducer });
export type FilesTestState = ReturnType<typeof filesReducer>;

export function filesState(): FilesTestState {
  return { files: filesSlice.getInitialState(), session: connectedSessionState };
}

export const fileIds = {
  resume: 'a1111111-1111-4111-8111-111111111111',
  letter: 'b2222222-2222-4222-8222-222222222222',
  app: 'c3333333-3333-4333-8333-333333333333',
} as const;

export function storedFile(id: string, created: string, overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    id,
    created,
    description: 'My resume 2026',
    type: 'resume',
    filename: 'resume.pdf',
    content_type: 'application/pdf',
    size: 1234,
    thumbnails: {},
    job_application_ids: [],
    ...overrides,
  };
}
