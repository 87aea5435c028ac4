// globalSetup of the projects that spawn the server (scaleOut, faults): builds dist/server once, before any
// file, when it is missing or stale, so that no two workers build it at the same time.
import { ensureCompiledServer } from '../support/serverProcess';

export default function buildServerBeforeTheRun(): void {
  ensureCompiledServer();
}
