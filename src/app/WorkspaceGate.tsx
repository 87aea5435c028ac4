// Stands before the pages of the workspace features (applications, companies, dated actions, files, AI): their
// state is in the store only once their chunk has arrived after sign-in (workspaceSaga); until then the page
// waits as it waits for its own code.
import { Outlet } from 'react-router';
import { useAppSelector } from './hooks';
import { PageLoading } from './PageLoading';
import type { RootState } from './store';

/** Whether the workspace features' slices are in the store. */
export function selectWorkspaceReady(state: RootState): boolean {
  return (state as Partial<RootState>).jobApplications !== undefined;
}

export function WorkspaceGate() {
  return useAppSelector(selectWorkspaceReady) ? <Outlet /> : <PageLoading />;
}
