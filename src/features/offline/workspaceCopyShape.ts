// The copy of a workspace as the offline feature keeps it: opaque to it, made and read by the app, which knows
// the workspace's slices (src/app/workspaceCopy.ts).

export interface WorkspaceCopy {
  /** The store's shape the copy was made with: a copy of another version is not read. */
  readonly version: number;
  /** Epoch milliseconds when it was made. */
  readonly savedAt: number;
  /** By slice name, the fields kept. */
  readonly slices: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}
