import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiGetWithHeaders, ApiNetworkError, type ApiAnswer } from '../../../../src/api/httpClient';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { RequestFailedError, failureMessageOf } from '../../../../src/features/connection/requests/RequestFailedError';
import { getBrowserStorage } from '../../../../src/common/browserStorage';
import { channelStateChanged } from '../../../../src/features/connection/connectionSlice';
import { initialSessionState, selectMustReviewTerms } from '../../../../src/features/session/sessionSlice';
import { termsAccepted } from '../../../../src/features/session/termsEvents';
import {
  termsAcceptanceFailed,
  termsAcceptanceStarted,
  termsAcceptanceSubmitted,
} from '../../../../src/features/terms/termsAcceptanceSlice';
import { acceptTerms, loadCurrentTerms, watchTerms } from '../../../../src/features/terms/termsSaga';
import { currentTermsLoaded } from '../../../../src/features/session/termsEvents';
import {
  currentTermsLoadFailed,
  currentTermsLoadStarted,
  currentTermsWanted,
} from '../../../../src/features/terms/termsSlice';
import { connectedSessionState, storeConnectedSession } from '../../testUtils/fixtures';
import {
  accountReducer,
  apiError,
  connectedState,
  signedOutState,
  type AccountTestState,
  watchSessionAndAccountPages,
} from '../../testUtils/accountSagaSupport';

function termsAnswer(version: string | null, body: unknown = '<h1>Terms</h1>'): ApiAnswer<unknown> {
  return { body, header: (name) => (name.toLowerCase() === 'x-terms-version' ? version : null) };
}

function liveFailure(code: 'timed_out' | 'internal' | 'invalid_params'): RequestFailedError {
  return new RequestFailedError({
    requestName: 'account.accept_terms',
    uuid: '0b6c1f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    code,
    ...failureMessageOf('account.accept_terms', {}),
  });
}

describe('current terms saga', () => {
  it('fetches the terms in the asked language, with their version', async () => {
    const { storeState } = await expectSaga(loadCurrentTerms, 'fr-FR')
      .withReducer(accountReducer, signedOutState('fr-FR'))
      .provide([[matchers.call(apiGetWithHeaders, '/terms/current?locale=fr-FR'), termsAnswer('2026-02', '<h1>CGU</h1>')]])
      .put(currentTermsLoadStarted('fr-FR'))
      .put(currentTermsLoaded({ locale: 'fr-FR', html: '<h1>CGU</h1>', version: '2026-02' }))
      .run();
    expect(storeState.terms).toEqual({ status: 'loaded', locale: 'fr-FR', html: '<h1>CGU</h1>', version: '2026-02', error: null });
  });

  it('fails without a version header, or on a network failure', async () => {
    await expectSaga(loadCurrentTerms, 'en-US')
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiGetWithHeaders), termsAnswer(null)]])
      .put(currentTermsLoadFailed('unknown_error'))
      .run();
    const { storeState } = await expectSaga(loadCurrentTerms, 'en-US')
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiGetWithHeaders), throwError(new ApiNetworkError({ cause: new Error('offline') }))]])
      .put(currentTermsLoadFailed('network_error'))
      .run();
    expect(storeState.terms.status).toBe('failed');
  });

  it('fetches once for repeated wishes in one language, again for another language and after a failure', async () => {
    const fetched: unknown[] = [];
    await expectSaga(watchTerms)
      .withReducer(accountReducer, signedOutState())
      .provide({
        call(effect, next) {
          if (effect.fn !== apiGetWithHeaders) return next();
          fetched.push(effect.args[0]);
          if (fetched.length === 3) throw apiError('internal', 500);
          return termsAnswer('v1');
        },
      })
      .dispatch(currentTermsWanted('en-US'))
      .dispatch(currentTermsWanted('en-US'))
      .dispatch(currentTermsWanted('fr-FR'))
      .dispatch(currentTermsWanted('en-US'))
      .dispatch(currentTermsWanted('en-US'))
      .silentRun(30);
    expect(fetched).toEqual([
      '/terms/current?locale=en-US',
      '/terms/current?locale=fr-FR',
      '/terms/current?locale=en-US',
      '/terms/current?locale=en-US',
    ]);
  });
});

describe('current terms check of a signed-in account', () => {
  // The session says terms-v1 (learnt at sign-in, or read back from storage); the server has published terms-v2.
  const stale = { ...connectedState(), session: { ...connectedSessionState, accepted_terms: 'terms-v1', current_terms: 'terms-v1' } };

  beforeEach(() => {
    localStorage.clear();
  });

  it('asks for the current terms when a saved session is restored, and keeps their version in the session and storage', async () => {
    storeConnectedSession(); // terms-v1, accepted and current
    const { storeState } = await expectSaga(watchSessionAndAccountPages)
      .withReducer(accountReducer, { ...signedOutState(), session: initialSessionState })
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        [matchers.call(apiGetWithHeaders, '/terms/current?locale=en-US'), termsAnswer('terms-v2')],
      ])
      .silentRun(50);
    expect(storeState.session.current_terms).toBe('terms-v2');
    expect(selectMustReviewTerms(storeState as AccountTestState)).toBe(true);
    expect(localStorage.getItem('current_terms')).toBe('terms-v2');
  });

  it('asks again each time the live channel joins', async () => {
    const fetched: unknown[] = [];
    const { storeState } = await expectSaga(watchSessionAndAccountPages)
      .withReducer(accountReducer, stale)
      .provide({
        call(effect, next) {
          if (effect.fn === getBrowserStorage) return localStorage;
          if (effect.fn === sendRequest) return 3;
          if (effect.fn !== apiGetWithHeaders) return next();
          fetched.push(effect.args[0]);
          return termsAnswer(fetched.length === 1 ? 'terms-v1' : 'terms-v2');
        },
      })
      .dispatch(channelStateChanged('joined'))
      .delay(20)
      .dispatch(channelStateChanged('errored'))
      .dispatch(channelStateChanged('joined'))
      .silentRun(50);
    expect(fetched).toEqual(['/terms/current?locale=en-US', '/terms/current?locale=en-US']);
    expect(storeState.session.current_terms).toBe('terms-v2');
    expect(localStorage.getItem('current_terms')).toBe('terms-v2');
  });

  it('keeps the terms shown while it asks, and keeps them when the check fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = { ...stale, terms: { status: 'loaded' as const, locale: 'en-US' as const, html: '<p>v1</p>', version: 'terms-v1', error: null } };
    const { storeState } = await expectSaga(watchTerms)
      .withReducer(accountReducer, shown)
      .provide([[matchers.call.fn(apiGetWithHeaders), throwError(new ApiNetworkError({ cause: new Error('offline') }))]])
      .not.put.actionType(currentTermsLoadStarted.type)
      .not.put.actionType(currentTermsLoadFailed.type)
      .dispatch(channelStateChanged('joined'))
      .silentRun(30);
    expect(storeState.terms).toEqual(shown.terms);
    expect(storeState.session.current_terms).toBe('terms-v1');
  });
});

describe('terms acceptance saga', () => {
  const pending = { ...connectedState(), session: { ...connectedSessionState, accepted_terms: 'terms-v0' } };

  it('accepts the version of the document shown, even when the session still holds an older one', async () => {
    const stale = { ...pending, session: { ...pending.session, current_terms: 'terms-v0' } };
    const { storeState } = await expectSaga(acceptTerms, termsAcceptanceSubmitted('terms-v1'))
      .withReducer(accountReducer, stale)
      .provide([[matchers.call(sendRequest, 'account.accept_terms', { accepted_terms: 'terms-v1' }), 'success']])
      .call(sendRequest, 'account.accept_terms', { accepted_terms: 'terms-v1' })
      .put(termsAccepted('terms-v1'))
      .run();
    expect(storeState.session.accepted_terms).toBe('terms-v1');
  });

  it('fetches the terms again when the server says the version shown is no longer the current one', async () => {
    const { storeState } = await expectSaga(watchTerms)
      .withReducer(accountReducer, pending)
      .provide([
        [matchers.call.fn(sendRequest), throwError(liveFailure('invalid_params'))],
        [matchers.call(apiGetWithHeaders, '/terms/current?locale=en-US'), termsAnswer('terms-v2')],
      ])
      .put(termsAcceptanceFailed('unknown_error'))
      .dispatch(termsAcceptanceSubmitted('terms-v1'))
      .silentRun(30);
    expect(storeState.terms.version).toBe('terms-v2');
    expect(storeState.session.current_terms).toBe('terms-v2');
  });

  it('sends account.accept_terms with the version accepted, then records it', async () => {
    const { storeState } = await expectSaga(acceptTerms, termsAcceptanceSubmitted('terms-v1'))
      .withReducer(accountReducer, pending)
      .provide([[matchers.call(sendRequest, 'account.accept_terms', { accepted_terms: 'terms-v1' }), 'success']])
      .put(termsAcceptanceStarted())
      .call(sendRequest, 'account.accept_terms', { accepted_terms: 'terms-v1' })
      .put(termsAccepted('terms-v1'))
      .run();
    expect(storeState.session.accepted_terms).toBe('terms-v1');
    expect(storeState.termsAcceptance.status).toBe('succeeded');
  });

  it('fails with network_error when the request times out, the generic code otherwise', async () => {
    await expectSaga(acceptTerms, termsAcceptanceSubmitted('terms-v1'))
      .withReducer(accountReducer, pending)
      .provide([[matchers.call.fn(sendRequest), throwError(liveFailure('timed_out'))]])
      .put(termsAcceptanceFailed('network_error'))
      .run();
    const { storeState } = await expectSaga(acceptTerms, termsAcceptanceSubmitted('terms-v1'))
      .withReducer(accountReducer, pending)
      .provide([[matchers.call.fn(sendRequest), throwError(liveFailure('internal'))]])
      .put(termsAcceptanceFailed('unknown_error'))
      .run();
    expect(storeState.session.accepted_terms).toBe('terms-v0');
  });
});
