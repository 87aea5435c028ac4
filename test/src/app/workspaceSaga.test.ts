// The workspace features (applications, companies, dated actions, files, AI) are not in the boot path: their
// slices and watchers arrive after sign-in, and /login's store has none of them.
import { expectSaga } from 'redux-saga-test-plan';
import { setupStore } from '../../../src/app/store';
import { importWorkspaceFeatures } from '../../../src/app/workspaceChunk';
import { workspaceLoaded, workspaceSaga, WORKSPACE_RETRY_DELAY_MS } from '../../../src/app/workspaceSaga';
import { selectWorkspaceReady } from '../../../src/app/WorkspaceGate';
import { workspaceCopySaga } from '../../../src/app/workspaceCopySaga';
import { signedOutSession } from '../../../src/features/session/sessionSlice';
import { FakeSocket } from '../features/connection/fakePhoenix';
import { connectedSessionState } from '../testUtils/fixtures';

// A signed-in store opens the live channel: a fake socket that never answers stands in for the server.
jest.mock('../../../src/features/connection/socketFactory', () => ({
  ...jest.requireActual<object>('../../../src/features/connection/socketFactory'),
  createSocket: (token: string) => new FakeSocket(token).asSocket(),
}));

afterEach(() => {
  localStorage.clear();
});

describe('the workspace features in the store', () => {
  it('are absent while signed out: the boot path holds only the features every page needs', async () => {
    const store = setupStore();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const state = store.getState() as unknown as Record<string, unknown>;
    expect(state.session).toEqual(signedOutSession);
    for (const key of ['jobApplications', 'companies', 'datedActions', 'files', 'ai']) expect(state[key]).toBeUndefined();
    expect(selectWorkspaceReady(store.getState())).toBe(false);
  });

  it('arrive once signed in, with their initial state, and their watchers run', async () => {
    const store = setupStore({ session: connectedSessionState });
    await waitFor(() => selectWorkspaceReady(store.getState()));
    const state = store.getState();
    expect(state.jobApplications).toBeDefined();
    expect(state.companies).toBeDefined();
    expect(state.datedActions).toBeDefined();
    expect(state.files).toBeDefined();
    expect(state.ai).toBeDefined();
  });
});

describe('workspaceSaga', () => {
  const features = { workspaceSlices: [], workspaceFeaturesSaga: function* () {} } as unknown as Awaited<
    ReturnType<typeof importWorkspaceFeatures>
  >;

  it('downloads nothing while signed out', async () => {
    const inject = jest.fn();
    const { effects } = await expectSaga(workspaceSaga, { inject, injected: () => undefined })
      .withState({ session: signedOutSession })
      .not.call(importWorkspaceFeatures)
      .silentRun(50);
    expect(effects.put).toBeUndefined();
    expect(inject).not.toHaveBeenCalled();
  });

  it('tries the download again after a failure, then adds the slices, says so and runs their watchers', async () => {
    const inject = jest.fn();
    const runWatchers = jest.fn();
    const loaded = { ...features, workspaceFeaturesSaga: runWatchers } as typeof features;
    let downloads = 0;
    const waits: unknown[] = [];
    await expectSaga(workspaceSaga, { inject, injected: () => undefined })
      .withState({ session: connectedSessionState })
      .provide({
        call(effect) {
          if (effect.fn === importWorkspaceFeatures) {
            downloads += 1;
            // The first download fails (a network hiccup), the next one arrives.
            if (downloads === 1) throw new Error('offline');
            return loaded;
          }
          if (effect.fn === runWatchers) return undefined;
          // The delay effects (the retry's, then the pause that starts the watchers in a task of their own):
          // noted, not waited for.
          waits.push(effect.args[0]);
          return undefined;
        },
      })
      .put(workspaceLoaded())
      .call(runWatchers, null)
      .silentRun(50);
    expect(downloads).toBe(2);
    expect(waits).toEqual([WORKSPACE_RETRY_DELAY_MS, 0]);
    expect(inject).toHaveBeenCalledWith(loaded);
  });

  it("tells the watchers the router's address as they start", async () => {
    const runWatchers = jest.fn();
    const loaded = { ...features, workspaceFeaturesSaga: runWatchers } as typeof features;
    await expectSaga(workspaceSaga, { inject: jest.fn(), injected: () => loaded }, () => '/job_applications')
      .withState({ session: connectedSessionState })
      .provide({
        call: (effect, next) => (effect.fn === runWatchers ? undefined : next()),
        // The copy for offline use has its own tests (workspaceCopy.test.ts, offline/).
        fork: (effect, next) => (effect.fn === workspaceCopySaga ? undefined : next()),
      })
      .fork(workspaceCopySaga)
      .call(runWatchers, '/job_applications')
      .silentRun(50);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 2000) throw new Error('The condition did not come true within 2 s.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
