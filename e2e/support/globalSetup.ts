// Before the first browser test file: the builds the server process serves (when stale), then the shared server.
import { buildBrowserAppIfStale } from '../../scripts/browserBuild';
import { ensureCompiledServer } from '../../test/support/serverProcess';
import { keepSharedServer, startSharedServer } from './sharedServer';

export default async function startE2eRun(): Promise<void> {
  buildBrowserAppIfStale(() => undefined);
  ensureCompiledServer();
  keepSharedServer(await startSharedServer());
}
