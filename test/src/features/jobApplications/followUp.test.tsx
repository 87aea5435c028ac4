// "Follow up?": shown from the unanswered submission and the account's follow-up days; one press adds a reminder
// for tomorrow 9:00 in the account's time zone through the dated actions' creation, and the nudge goes.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../../contract';
import { rootReducer, type RootState } from '../../../../src/app/store';
import { currentTimeMs } from '../../../../src/common/clock';
import { applicationDatedActionsChanged, datedActionCreationSubmitted } from '../../../../src/features/datedActions';
import { FollowUpNudge } from '../../../../src/features/jobApplications/FollowUpNudge';
import { requestFollowUpSaga } from '../../../../src/features/jobApplications/followUpSaga';
import { followUpPlanned, followUpRequested } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import '../../testUtils/workspaceState';
import { storeWithoutSagas } from '../../testUtils/renderApp';
import { jobApplicationFixture } from '../../testUtils/fixtures';
import { ids } from './jobSearchSupport';

const DAY = 24 * 60 * 60 * 1000;

function stateWith(submitDaysAgo: number | null, followUpDays = 7): RootState {
  const start = storeWithoutSagas().getState();
  const application = jobApplicationFixture(ids.app1);
  return {
    ...start,
    jobApplications: {
      ...start.jobApplications,
      items: { [ids.app1]: { status: 'loaded', data: application, lastUpdated: 1 } },
      titles: { [ids.app1]: application.title },
      statusById: { [ids.app1]: 'submitted' },
      unansweredSubmitById: submitDaysAgo === null ? {} : { [ids.app1]: new Date(Date.now() - submitDaysAgo * DAY).toISOString() },
    },
    settings: {
      ...start.settings,
      settings: { status: 'loaded', data: { ...DEFAULT_ACCOUNT_SETTINGS, time_zone: 'Europe/Paris', follow_up_days: followUpDays }, lastUpdated: 1, error: null },
    },
  };
}

function renderNudge(state: RootState) {
  const store = storeWithoutSagas(state);
  const dispatched = jest.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <FollowUpNudge id={ids.app1} />
      </IntlProvider>
    </Provider>,
  );
  return { store, dispatched };
}

describe('the follow-up nudge', () => {
  it('shows on a submission left 8 days without answer, as a button named after the application', () => {
    const { dispatched } = renderNudge(stateWith(8));
    const button = screen.getByRole('button', { name: 'Follow up? Add a reminder for tomorrow at 9:00 to follow up on “Backend developer”' });
    expect(button).toHaveTextContent('Follow up?');
    fireEvent.click(button);
    expect(dispatched).toHaveBeenCalledWith(followUpRequested({ applicationId: ids.app1, title: 'Follow up' }));
  });

  it.each([
    ['a submission 6 days old', stateWith(6)],
    ['no unanswered submission', stateWith(null)],
    ['follow-ups turned off (0 days)', stateWith(30, 0)],
  ])('stays hidden with %s', (_case, state) => {
    renderNudge(state);
    expect(screen.queryByTestId('follow-up-nudge')).not.toBeInTheDocument();
  });

  it('goes once the follow-up is planned', () => {
    const { store } = renderNudge(stateWith(8));
    act(() => {
      store.dispatch(followUpPlanned({ id: ids.app1 }));
    });
    expect(screen.queryByTestId('follow-up-nudge')).not.toBeInTheDocument();
  });
});

describe('the follow-up saga', () => {
  it('creates a "Follow up" reminder for tomorrow 9:00 in the account’s time zone, then drops the nudge', async () => {
    const state = stateWith(8);
    const { storeState } = await expectSaga(requestFollowUpSaga, followUpRequested({ applicationId: ids.app1, title: 'Relancer' }))
      .withReducer(rootReducer as never, state)
      .provide([[matchers.call.fn(currentTimeMs), Date.parse('2026-11-29T22:30:00.000Z')]])
      .put(
        datedActionCreationSubmitted({
          job_application_id: ids.app1,
          type: 'reminder',
          title: 'Relancer',
          notes: '',
          // 23:30 in Paris: tomorrow is 30 November, 9:00 there is 8:00 UTC.
          date: '2026-11-30T08:00:00.000Z',
        }),
      )
      .dispatch(applicationDatedActionsChanged({ applicationId: ids.app1 }))
      .put(followUpPlanned({ id: ids.app1 }))
      .run();
    expect((storeState as RootState).jobApplications.unansweredSubmitById).toEqual({});
  });
});
