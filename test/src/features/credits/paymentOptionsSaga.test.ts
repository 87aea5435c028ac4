// The packs on sale, and buying one: the window leaves only for an http(s) payment page.
import { expectSaga } from 'redux-saga-test-plan';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { paymentOptionChosen, paymentOptionsOpened, selectPaymentOptions, selectPurchase } from '../../../../src/features/credits/creditsSlice';
import { buyPaymentOptionSaga, loadPaymentOptions, watchPaymentOptions } from '../../../../src/features/credits/paymentOptionsSaga';
import { NOW_MS, requestFailure } from '../jobApplications/jobSearchSupport';
import { creditIds, creditsReducer, creditsSagaWorld, creditsState, defaultOptions, finalCreditsState } from './creditsSupport';

const chosen = paymentOptionChosen({ id: creditIds.starter });

describe('the payment options', () => {
  it('are loaded in the server’s order', async () => {
    const world = creditsSagaWorld({ 'account.list_payment_options': defaultOptions });
    const state = finalCreditsState(await expectSaga(loadPaymentOptions).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(selectPaymentOptions(state)).toEqual({ status: 'loaded', data: defaultOptions, lastUpdated: NOW_MS, error: null });
  });

  it('keep the failure message when they cannot be loaded', async () => {
    const world = creditsSagaWorld({ 'account.list_payment_options': requestFailure('account.list_payment_options') });
    const state = finalCreditsState(await expectSaga(loadPaymentOptions).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(selectPaymentOptions(state)).toMatchObject({ status: 'failed', data: null, error: { descriptor: requestFailureMessages.accountListPaymentOptions } });
  });

  it('are asked for each time the page opens', async () => {
    const world = creditsSagaWorld({ 'account.list_payment_options': defaultOptions });
    await expectSaga(watchPaymentOptions)
      .withReducer(creditsReducer, creditsState())
      .provide(world.providers)
      .dispatch(paymentOptionsOpened())
      .delay(10)
      .dispatch(paymentOptionsOpened())
      .silentRun(30);
    expect(world.sent.map((sent) => sent.request)).toEqual(['account.list_payment_options', 'account.list_payment_options']);
  });
});

describe('buying a pack', () => {
  it('opens a checkout and sends the whole window to its payment page', async () => {
    const url = `https://tracker.example/api/payments/sandbox/${creditIds.checkout}`;
    const world = creditsSagaWorld({ 'account.use_payment_option': url });
    const state = finalCreditsState(await expectSaga(buyPaymentOptionSaga, chosen).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(world.sent).toEqual([{ request: 'account.use_payment_option', params: { id: creditIds.starter } }]);
    expect(world.departures).toEqual([url]);
    // Busy until the window has gone.
    expect(selectPurchase(state)).toEqual({ status: 'succeeded', error: null, optionId: creditIds.starter });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<p>pay</p>', '//evil.example/pay', ' https://tracker.example/pay', 'ftp://tracker.example/pay'])(
    'never sends the window to %s',
    async (url) => {
      const world = creditsSagaWorld({ 'account.use_payment_option': url });
      const state = finalCreditsState(await expectSaga(buyPaymentOptionSaga, chosen).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
      expect(world.departures).toEqual([]);
      expect(selectPurchase(state)).toMatchObject({
        status: 'failed',
        optionId: creditIds.starter,
        error: { code: 'invalid_reply', descriptor: requestFailureMessages.accountUsePaymentOption },
      });
    },
  );

  it('keeps the failure on the pack when the checkout cannot be opened', async () => {
    const world = creditsSagaWorld({ 'account.use_payment_option': requestFailure('account.use_payment_option', { id: creditIds.starter }, 'not_found') });
    const state = finalCreditsState(await expectSaga(buyPaymentOptionSaga, chosen).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(world.departures).toEqual([]);
    expect(selectPurchase(state)).toMatchObject({ status: 'failed', optionId: creditIds.starter, error: { code: 'not_found', descriptor: requestFailureMessages.accountUsePaymentOption } });
  });
});
