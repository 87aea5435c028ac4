// After the last browser test file: the shared server stops and its DATA_DIR goes.
import { closeKeptSharedServer } from './sharedServer';

export default async function endE2eRun(): Promise<void> {
  await closeKeptSharedServer();
}
