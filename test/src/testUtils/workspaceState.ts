// Imported for its effect: tests preload and read every feature's state, so the workspace's slices, which the app
// adds to the store once an account is signed in, are in the root reducer from the start (the app's saga adding
// them again changes nothing).
import { injectWorkspace } from '../../../src/app/store';
import * as workspaceFeatures from '../../../src/app/workspaceFeatures';

injectWorkspace(workspaceFeatures);
