import { signedOut } from '../../../../src/features/session/sessionSlice';
import { jobSearchReducer } from './jobSearchSupport';
import { app1, withApplications } from './sagaFixtures';

describe('signing out', () => {
  it('forgets every cached application', () => {
    const state = jobSearchReducer(withApplications(app1), signedOut());
    expect(state.jobApplications.items).toEqual({});
    expect(state.jobApplications.titles).toEqual({});
    expect(state.jobApplications.creationDates.status).toBe('uninitialized');
  });
});
