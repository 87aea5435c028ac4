import {
  requestAbandoned,
  requestAnswered,
  requestFailed,
  requestRetryScheduled,
  requestSent,
  requestStarted,
  requestTimedOut,
  requestsSlice,
  selectPendingRequest,
  selectPendingRequests,
} from '../../../../../src/features/connection/requests/requestsSlice';

const reducer = requestsSlice.reducer;
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const twoPending = [
  requestStarted({ uuid: A, request: 'company.get', params: { id: B }, startedAt: 10 }),
  requestStarted({ uuid: B, request: 'action.list_future', params: {}, startedAt: 20 }),
].reduce(reducer, reducer(undefined, { type: '@@init' }));

describe('the correlation table', () => {
  it('records each started request under its uuid with its name, params and start time', () => {
    expect(selectPendingRequests({ requests: twoPending })).toEqual({
      [A]: { request: 'company.get', params: { id: B }, startedAt: 10, pushes: 0 },
      [B]: { request: 'action.list_future', params: {}, startedAt: 20, pushes: 0 },
    });
  });

  it('counts pushes, and a scheduled retry changes nothing', () => {
    const state = [requestRetryScheduled({ uuid: A, attempt: 1, delayMs: 900 }), requestSent({ uuid: A })].reduce(
      reducer,
      twoPending,
    );
    expect(selectPendingRequest({ requests: state }, A)?.pushes).toBe(1);
    expect(selectPendingRequest({ requests: state }, B)?.pushes).toBe(0);
  });

  it.each([
    ['answered', requestAnswered({ uuid: A })],
    ['failed', requestFailed({ uuid: A, code: 'not_found' })],
    ['timed out', requestTimedOut({ uuid: A })],
    ['abandoned', requestAbandoned({ uuid: A })],
  ])('drops a request once %s, keeping the others', (_how, action) => {
    const state = reducer(twoPending, action);
    expect(Object.keys(state.pending)).toEqual([B]);
    expect(selectPendingRequest({ requests: state }, A)).toBeUndefined();
  });

  it('ignores a push for a request it does not hold', () => {
    expect(reducer(twoPending, requestSent({ uuid: '00000000-0000-4000-8000-000000000000' }))).toEqual(twoPending);
  });
});
