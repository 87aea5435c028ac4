// The copy of a workspace kept for offline use holds what the server answered, never what the tab was doing, and
// goes back into a store of the same shape only.
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../contract';
import { setupStore, type RootState } from '../../../src/app/store';
import { isUsableCopy, KEPT_ITEMS_PER_CACHE, withWorkspaceCopy, workspaceCopyOf, WORKSPACE_COPY_VERSION } from '../../../src/app/workspaceCopy';
import { failedList, loadedList, loadingList, uninitializedList } from '../../../src/common/entityCache';
import { workspaceCopyApplied } from '../../../src/features/offline/offlineSlice';
import { expectSaga } from 'redux-saga-test-plan';
import { fetchJobApplicationSaga, refetchJobApplication } from '../../../src/features/jobApplications/applicationFetchSaga';
import { fetchStarted, jobApplicationNeeded } from '../../../src/features/jobApplications/jobApplicationsSlice';
import { jobApplicationFixture } from '../testUtils/fixtures';
import { storeWithoutSagas } from '../testUtils/renderApp';

const ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const error = { code: 'timed_out', descriptor: { id: 'requests.failed.jobApplicationGet' }, values: {} };

function workspaceWith(changes: (state: RootState) => RootState): RootState {
  return changes(storeWithoutSagas().getState());
}

describe('workspaceCopyOf', () => {
  it('keeps loaded items and lists with data (as loaded), and nothing of operations, errors or loads under way', () => {
    const application = jobApplicationFixture(ID);
    const state = workspaceWith((start) => ({
      ...start,
      jobApplications: {
        ...start.jobApplications,
        items: { [ID]: { status: 'loaded', data: application, lastUpdated: 5 }, other: { status: 'loading' } },
        titles: { [ID]: application.title },
        creationDates: failedList(loadingList(loadedList([{ id: ID, created: application.created, archived: false }], 5)), error),
        statuses: loadingList(uninitializedList()),
        failures: { gone: error },
        deletions: { [ID]: { status: 'submitting', error: null } },
      },
    }));
    const copy = workspaceCopyOf(state, 42);
    expect(copy?.version).toBe(WORKSPACE_COPY_VERSION);
    expect(copy?.savedAt).toBe(42);
    expect(copy?.slices.jobApplications).toEqual({
      items: { [ID]: { status: 'loaded', data: application, lastUpdated: 5 } },
      titles: { [ID]: application.title },
      creationDates: loadedList([{ id: ID, created: application.created, archived: false }], 5),
      statusById: {},
      unansweredSubmitById: {},
    });
  });

  it('keeps the most recently loaded items of a cache, up to its bound', () => {
    const items = Object.fromEntries(
      Array.from({ length: KEPT_ITEMS_PER_CACHE + 5 }, (_, n) => [`id-${String(n)}`, { status: 'loaded' as const, data: jobApplicationFixture(ID), lastUpdated: n }]),
    );
    const state = workspaceWith((start) => ({ ...start, jobApplications: { ...start.jobApplications, items } }));
    const kept = Object.keys(workspaceCopyOf(state, 1)?.slices.jobApplications?.items as object);
    expect(kept).toHaveLength(KEPT_ITEMS_PER_CACHE);
    expect(kept).not.toContain('id-0');
    expect(kept).toContain(`id-${String(KEPT_ITEMS_PER_CACHE + 4)}`);
  });
});

describe('the account’s settings in the copy', () => {
  it('are kept once loaded and put back while the store has none, so that follow-ups and the settings page work offline', () => {
    const settings = { ...DEFAULT_ACCOUNT_SETTINGS, time_zone: 'Europe/Paris', follow_up_days: 3 };
    const state = workspaceWith((start) => ({ ...start, settings: { ...start.settings, settings: loadedList(settings, 7), pending: { follow_up_days: 9 } } }));
    const copy = workspaceCopyOf(state, 1);
    expect(copy?.slices.settings).toEqual({ settings: loadedList(settings, 7) });
    const restored = withWorkspaceCopy(storeWithoutSagas().getState(), copy!);
    expect(restored.settings.settings).toEqual(loadedList(settings, 7));
    expect(restored.settings.pending).toEqual({});
  });
});

describe('a copy put back', () => {
  it('fills the kept fields of the workspace’s slices and leaves the others as they start', () => {
    const application = jobApplicationFixture(ID);
    const saved = workspaceCopyOf(
      workspaceWith((start) => ({
        ...start,
        jobApplications: {
          ...start.jobApplications,
          items: { [ID]: { status: 'loaded', data: application, lastUpdated: 5 } },
          failures: { [ID]: error },
        },
      })),
      42,
    );
    if (saved === null) throw new Error('no copy');
    const fresh = storeWithoutSagas().getState();
    const restored = withWorkspaceCopy(fresh, saved);
    expect(restored.jobApplications.items[ID]).toEqual({ status: 'loaded', data: application, lastUpdated: 5, fromCopy: true });
    expect(restored.jobApplications.failures).toEqual({});
    expect(restored.session).toBe(fresh.session);
  });

  it('never replaces what the store holds already: an answer of the server there is newer', () => {
    const newer = loadedList([{ id: ID, created: '2026-11-28T10:00:00.000Z', archived: false }], 50);
    const older = loadedList([], 5);
    const fresh = storeWithoutSagas().getState();
    const state = { ...fresh, jobApplications: { ...fresh.jobApplications, creationDates: newer, statuses: loadingList(uninitializedList<null>()) } };
    const restored = withWorkspaceCopy(state, {
      version: WORKSPACE_COPY_VERSION,
      savedAt: 1,
      slices: { jobApplications: { creationDates: older, statuses: loadedList(null, 5) } },
    });
    expect(restored.jobApplications.creationDates).toBe(newer);
    // A load under way shows the copy's data meanwhile, and stays under way.
    expect(restored.jobApplications.statuses).toEqual({ status: 'loading', data: null, lastUpdated: 5, error: null });
  });

  it('goes into the store through the app’s reducer, and only a copy of this build’s shape is used', () => {
    const saved = workspaceCopyOf(storeWithoutSagas().getState(), 42);
    expect(isUsableCopy(saved ?? undefined)).toBe(true);
    expect(isUsableCopy(saved === null ? undefined : { ...saved, version: WORKSPACE_COPY_VERSION + 1 })).toBe(false);
    const store = setupStore();
    const titles = { [ID]: 'Backend developer' };
    store.dispatch(
      workspaceCopyApplied({ copy: { version: WORKSPACE_COPY_VERSION, savedAt: 1, slices: { jobApplications: { titles, unknownField: 1 } } } }),
    );
    expect(store.getState().jobApplications.titles).toEqual(titles);
    expect(store.getState().jobApplications).not.toHaveProperty('unknownField');
  });
});

describe('an application from the copy', () => {
  it('is shown while a page that needs it asks the server for it again; one loaded here is not asked for', async () => {
    const application = jobApplicationFixture(ID);
    const fresh = storeWithoutSagas().getState();
    const fromCopy = { ...fresh, jobApplications: { ...fresh.jobApplications, items: { [ID]: { status: 'loaded' as const, data: application, lastUpdated: 5, fromCopy: true as const } } } };
    await expectSaga(fetchJobApplicationSaga, jobApplicationNeeded({ id: ID }))
      .withState(fromCopy)
      .provide({ call: (effect, next) => (effect.fn === refetchJobApplication ? undefined : next()) })
      .call(refetchJobApplication, ID)
      .run();
    const loadedHere = { ...fresh, jobApplications: { ...fresh.jobApplications, items: { [ID]: { status: 'loaded' as const, data: application, lastUpdated: 5 } } } };
    await expectSaga(fetchJobApplicationSaga, jobApplicationNeeded({ id: ID }))
      .withState(loadedHere)
      .not.call(refetchJobApplication, ID)
      .not.put.actionType(fetchStarted.type)
      .run();
  });
});
