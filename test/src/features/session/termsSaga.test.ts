import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiGetWithHeaders, ApiNetworkError, type ApiAnswer } from '../../../../src/api/httpClient';
import { sendRequest } from '../../../../src/features/requests/requestsSaga';
import { RequestFailedError, failureMessageOf } from '../../../../src/features/requests/RequestFailedError';
import {
  termsAccepted,
  termsAcceptanceFailed,
  termsAcceptanceStarted,
} from '../../../../src/features/session/sessionSlice';
import { acceptTerms, loadCurrentTerms, watchTerms } from '../../../../src/features/session/termsSaga';
import {
  currentTermsLoaded,
  currentTermsLoadFailed,
  currentTermsLoadStarted,
  currentTermsWanted,
} from '../../../../src/features/session/termsSlice';
import { connectedSessionState } from '../../testUtils/fixtures';
import { accountReducer, apiError, connectedState, signedOutState } from './accountSagaSupport';

function termsAnswer(version: string | null, body: unknown = '<h1>Terms</h1>'): ApiAnswer<unknown> {
  return { body, header: (name) => (name.toLowerCase() === 'x-terms-version' ? version : null) };
}

function liveFailure(code: 'timed_out' | 'internal'): RequestFailedError {
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

describe('terms acceptance saga', () => {
  const pending = { ...connectedState(), session: { ...connectedSessionState, accepted_terms: 'terms-v0' } };

  it('sends account.accept_terms with the current terms of the session, then records them', async () => {
    const { storeState } = await expectSaga(acceptTerms)
      .withReducer(accountReducer, pending)
      .provide([[matchers.call(sendRequest, 'account.accept_terms', { accepted_terms: 'terms-v1' }), 'success']])
      .put(termsAcceptanceStarted())
      .call(sendRequest, 'account.accept_terms', { accepted_terms: 'terms-v1' })
      .put(termsAccepted('terms-v1'))
      .run();
    expect(storeState.session.accepted_terms).toBe('terms-v1');
    expect(storeState.session.operations.termsAcceptance.status).toBe('succeeded');
  });

  it('fails with network_error when the request times out, the generic code otherwise', async () => {
    await expectSaga(acceptTerms)
      .withReducer(accountReducer, pending)
      .provide([[matchers.call.fn(sendRequest), throwError(liveFailure('timed_out'))]])
      .put(termsAcceptanceFailed('network_error'))
      .run();
    const { storeState } = await expectSaga(acceptTerms)
      .withReducer(accountReducer, pending)
      .provide([[matchers.call.fn(sendRequest), throwError(liveFailure('internal'))]])
      .put(termsAcceptanceFailed('unknown_error'))
      .run();
    expect(storeState.session.accepted_terms).toBe('terms-v0');
  });
});
