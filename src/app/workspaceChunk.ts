// The workspace features' chunk (./workspaceFeatures), in a module of its own: the entry point asks for it in its
// first task, before the store and its sagas (workspaceSaga) are even evaluated.

export type WorkspaceFeatures = typeof import('./workspaceFeatures');

export function importWorkspaceFeatures(): Promise<WorkspaceFeatures> {
  return import(/* webpackChunkName: "workspace" */ './workspaceFeatures');
}
