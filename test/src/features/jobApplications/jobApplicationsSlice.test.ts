// The lists of every application (creation dates, statuses) are frozen before they enter the draft, so that
// immer takes them whole (a matter of speed, measured in the profiles, not here); these check that they are
// stored as before and that the reducers that change them afterwards still work, on copies.
import {
  creationDatesLoaded,
  jobApplicationLoaded,
  jobApplicationRemoved,
  jobApplicationsSlice,
  statusComputed,
  statusesLoaded,
} from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { application, ids, NOW_MS } from './jobSearchSupport';

const reduce = jobApplicationsSlice.reducer;
const initial = reduce(undefined, { type: 'init' });

const creationDates = [
  { id: ids.app1, created: '2026-11-20T08:00:00.000Z', archived: false },
  { id: ids.app2, created: '2026-11-22T08:00:00.000Z', archived: false },
];

describe('jobApplicationsSlice: the lists of every application', () => {
  it('stores the creation dates newest first, frozen to their items, and leaves the answer as it came', () => {
    const answer = [...creationDates];
    const state = reduce(initial, creationDatesLoaded({ data: answer, lastUpdated: NOW_MS }));

    expect(state.creationDates.data).toEqual([creationDates[1], creationDates[0]]);
    expect(Object.isFrozen(state.creationDates.data)).toBe(true);
    expect(state.creationDates.data?.every((item) => Object.isFrozen(item))).toBe(true);
    expect(answer.map((item) => item.id)).toEqual([ids.app1, ids.app2]);
  });

  it('leaves the list as it is when an application it holds loads', () => {
    const loaded = reduce(initial, creationDatesLoaded({ data: creationDates, lastUpdated: NOW_MS }));
    const listed = application(ids.app1, { created: creationDates[0]?.created });

    const reloaded = reduce(loaded, jobApplicationLoaded({ data: listed, lastUpdated: NOW_MS }));
    expect(reloaded.creationDates).toBe(loaded.creationDates);
    expect(reloaded.items[ids.app1]).toEqual({ status: 'loaded', data: listed, lastUpdated: NOW_MS });
  });

  it('adds a new application to the frozen list, and removes one from it', () => {
    const loaded = reduce(initial, creationDatesLoaded({ data: creationDates, lastUpdated: NOW_MS }));
    const created = application(ids.app3, { created: '2026-11-25T08:00:00.000Z' });

    const added = reduce(loaded, jobApplicationLoaded({ data: created, lastUpdated: NOW_MS }));
    expect(added.creationDates.data?.map((item) => item.id)).toEqual([ids.app3, ids.app2, ids.app1]);

    const removed = reduce(added, jobApplicationRemoved({ id: ids.app2 }));
    expect(removed.creationDates.data?.map((item) => item.id)).toEqual([ids.app3, ids.app1]);
    expect(loaded.creationDates.data?.map((item) => item.id)).toEqual([ids.app2, ids.app1]);
  });

  it('stores every status by application, frozen, and still changes one', () => {
    const data = [
      { id: ids.app1, status: 'submitted' as const },
      { id: ids.app2, status: 'interviewing' as const },
    ];
    const loaded = reduce(initial, statusesLoaded({ data, lastUpdated: NOW_MS }));
    expect(loaded.statusById).toEqual({ [ids.app1]: 'submitted', [ids.app2]: 'interviewing' });
    expect(Object.isFrozen(loaded.statusById)).toBe(true);
    expect(loaded.statuses).toMatchObject({ status: 'loaded', lastUpdated: NOW_MS });

    const changed = reduce(loaded, statusComputed({ id: ids.app1, status: 'offer' }));
    expect(changed.statusById).toEqual({ [ids.app1]: 'offer', [ids.app2]: 'interviewing' });
    expect(loaded.statusById[ids.app1]).toBe('submitted');

    const removed = reduce(changed, jobApplicationRemoved({ id: ids.app2 }));
    expect(removed.statusById).toEqual({ [ids.app1]: 'offer' });
  });
});
