// The insights' figures: asked for when the page opens or its range changes, again while it shows after a rejoin
// or once a burst of changes has passed (one request for the burst), never while it does not show.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { Statistics } from '../../../../contract';
import { currentTimeMs } from '../../../../src/common/clock';
import { channelRejoined } from '../../../../src/features/connection';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { INSIGHTS_PUSH_DEBOUNCE_MS, statisticsParamsFor, watchInsights } from '../../../../src/features/insights/insightsSaga';
import {
  insightsClosed,
  insightsOpened,
  insightsRangeChosen,
  insightsSlice,
  selectStatistics,
  statisticsLoaded,
} from '../../../../src/features/insights/insightsSlice';
import { sessionSlice } from '../../../../src/features/session/sessionSlice';
import { settingsLoaded, settingsSlice } from '../../../../src/features/settings/settingsSlice';
import { connectedSessionState } from '../../testUtils/fixtures';
import { pushed } from '../../testUtils/pushes';
import { creditsSagaWorld } from '../credits/creditsSupport';
import { NOW_MS, requestFailure } from '../jobApplications/jobSearchSupport';
import { settings, statistics } from '../../../contract/examples';

const reducer = combineReducers({ insights: insightsSlice.reducer, session: sessionSlice.reducer, settings: settingsSlice.reducer });
type State = ReturnType<typeof reducer>;

function state(...actions: { type: string }[]): State {
  return actions.reduce(reducer, { ...reducer(undefined, { type: 'test/init' }), session: connectedSessionState });
}

const later: Statistics = { ...statistics, applications: 4 };
const createdAction = pushed('created_action', {
  data: {
    id: '11111111-1111-4111-8111-000000000001',
    action_id: '11111111-1111-4111-8111-000000000001',
    job_application_id: '22222222-2222-4222-8222-000000000001',
    type: 'email',
    title: 'Answer',
    notes: '',
    date: '2026-11-30T10:00:00.000Z',
    created: '2026-11-30T10:00:00.000Z',
  },
});

describe('statisticsParamsFor', () => {
  // NOW_MS is Tuesday 1 December 2026 at noon UTC (the tests run in UTC).
  it.each([
    [4, '2026-11-09'],
    [12, '2026-09-14'],
    [26, '2026-06-08'],
    [52, '2025-12-08'],
  ] as const)('starts the last %i weeks on the Monday %s', (weeks, from) => {
    expect(statisticsParamsFor(weeks, NOW_MS, 'UTC')).toEqual({ from });
  });

  it('counts this week from its own Monday, a Monday included', () => {
    expect(statisticsParamsFor(4, Date.parse('2026-11-30T08:00:00.000Z'), 'UTC')).toEqual({ from: '2026-11-09' });
    expect(statisticsParamsFor(4, Date.parse('2026-11-29T20:00:00.000Z'), 'UTC')).toEqual({ from: '2026-11-02' });
  });

  it('takes the week of the account’s zone, whatever the browser’s', () => {
    // Sunday 29 November at 23:30 UTC is already Monday 30 November in Paris, and still Sunday in São Paulo.
    const lateSunday = Date.parse('2026-11-29T23:30:00.000Z');
    expect(statisticsParamsFor(4, lateSunday, 'Europe/Paris')).toEqual({ from: '2026-11-09' });
    expect(statisticsParamsFor(4, lateSunday, 'America/Sao_Paulo')).toEqual({ from: '2026-11-02' });
    // Across the end of summer time (Paris, 25 October 2026): still whole weeks, from a Monday.
    expect(statisticsParamsFor(12, Date.parse('2026-10-26T06:00:00.000Z'), 'Europe/Paris')).toEqual({ from: '2026-08-10' });
  });
});

describe('the insights saga', () => {
  it('asks for the last 12 weeks when the page opens, and keeps the answer', async () => {
    const world = creditsSagaWorld({ 'account.get_statistics': statistics });
    const result = await expectSaga(watchInsights).withReducer(reducer, state()).provide(world.providers).dispatch(insightsOpened()).silentRun(30);
    expect(world.sent).toEqual([{ request: 'account.get_statistics', params: { from: '2026-09-14' } }]);
    expect(selectStatistics(result.storeState as State)).toEqual({ status: 'loaded', data: statistics, lastUpdated: NOW_MS, error: null });
  });

  it('starts the range on the Monday of the account’s time zone, not the browser’s', async () => {
    // Monday 30 November at 2:00 UTC: the browser (the tests run in UTC) has Monday, Honolulu (UTC-10) still Sunday.
    const mondayEarly = Date.parse('2026-11-30T02:00:00.000Z');
    const world = creditsSagaWorld({ 'account.get_statistics': statistics });
    const providers: EffectProviders = {
      call: (effect, next) => (effect.fn === currentTimeMs ? mondayEarly : world.providers.call?.(effect, next)) as unknown,
    };
    const inHonolulu = state(settingsLoaded({ data: { ...settings, time_zone: 'Pacific/Honolulu' }, lastUpdated: 1 }));
    await expectSaga(watchInsights).withReducer(reducer, inHonolulu).provide(providers).dispatch(insightsRangeChosen(4)).silentRun(30);
    expect(world.sent).toEqual([{ request: 'account.get_statistics', params: { from: '2026-11-02' } }]);
  });

  it('asks again for the range chosen', async () => {
    const world = creditsSagaWorld({ 'account.get_statistics': statistics });
    await expectSaga(watchInsights).withReducer(reducer, state(insightsOpened())).provide(world.providers).dispatch(insightsRangeChosen(52)).silentRun(30);
    expect(world.sent).toEqual([{ request: 'account.get_statistics', params: { from: '2025-12-08' } }]);
  });

  it('keeps the failure message when the figures cannot be loaded', async () => {
    const world = creditsSagaWorld({ 'account.get_statistics': requestFailure('account.get_statistics') });
    const result = await expectSaga(watchInsights).withReducer(reducer, state()).provide(world.providers).dispatch(insightsOpened()).silentRun(30);
    expect(selectStatistics(result.storeState as State)).toMatchObject({ status: 'failed', error: { descriptor: requestFailureMessages.accountGetStatistics } });
  });

  it('asks again after a rejoin while the page shows', async () => {
    const world = creditsSagaWorld({ 'account.get_statistics': later });
    const shown = state(insightsOpened(), statisticsLoaded({ data: statistics, lastUpdated: 1 }));
    const result = await expectSaga(watchInsights).withReducer(reducer, shown).provide(world.providers).dispatch(channelRejoined()).silentRun(30);
    expect(world.sent.map((sent) => sent.request)).toEqual(['account.get_statistics']);
    expect(selectStatistics(result.storeState as State).data).toEqual(later);
  });

  it('asks once for a burst of changes, after it has passed', async () => {
    const delays: number[] = [];
    const world = creditsSagaWorld({ 'account.get_statistics': later }, (ms) => {
      delays.push(ms);
      return 50;
    });
    const shown = state(insightsOpened(), statisticsLoaded({ data: statistics, lastUpdated: 1 }));
    await expectSaga(watchInsights)
      .withReducer(reducer, shown)
      .provide(world.providers)
      // One after the other, each before the previous one's wait is over: only the last one's wait ends.
      .dispatch(createdAction)
      .dispatch(pushed('deleted_job_application', { id: '22222222-2222-4222-8222-000000000001' }))
      .dispatch(createdAction)
      .silentRun(250);
    expect(delays).toEqual([INSIGHTS_PUSH_DEBOUNCE_MS, INSIGHTS_PUSH_DEBOUNCE_MS, INSIGHTS_PUSH_DEBOUNCE_MS]);
    expect(world.sent.map((sent) => sent.request)).toEqual(['account.get_statistics']);
  });

  it('asks nothing on pushes and rejoins once the page is left', async () => {
    const world = creditsSagaWorld({ 'account.get_statistics': later });
    const left = state(insightsOpened(), statisticsLoaded({ data: statistics, lastUpdated: 1 }), insightsClosed());
    await expectSaga(watchInsights).withReducer(reducer, left).provide(world.providers).dispatch(createdAction).dispatch(channelRejoined()).silentRun(30);
    expect(world.sent).toEqual([]);
  });
});
