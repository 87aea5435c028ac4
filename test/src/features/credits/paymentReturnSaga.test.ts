// The wait on the page the payment provider returns to: asked at once, again at each credits push, rejoin and
// 3 s tick while open, for up to 2 minutes; final on paid, canceled, expired or an unknown checkout.
import { expectSaga } from 'redux-saga-test-plan';
import { channelRejoined } from '../../../../src/features/connection';
import { paymentReturnClosed, paymentReturnOpened, selectPaymentReturn } from '../../../../src/features/credits/creditsSlice';
import {
  awaitCheckoutSaga,
  CHECKOUT_POLL_INTERVAL_MS,
  CHECKOUT_WAIT_TIMEOUT_MS,
  watchPaymentReturn,
} from '../../../../src/features/credits/paymentReturnSaga';
import { requestFailure } from '../jobApplications/jobSearchSupport';
import { pushed } from '../../testUtils/pushes';
import { checkout, creditIds, creditsReducer, creditsSagaWorld, creditsState, finalCreditsState, inTurn } from './creditsSupport';

const opened = paymentReturnOpened({ checkoutId: creditIds.checkout });
const creditsPush = pushed('updated_credits', { credits: 23, fields: ['credits'] });

/** Neither the poll nor the deadline fires within a run: only what the test dispatches moves the wait on. */
const noTimerFires = () => 'real' as const;

function checkoutRequests(world: ReturnType<typeof creditsSagaWorld>) {
  return world.sent.filter((sent) => sent.request === 'account.get_checkout').map((sent) => sent.params);
}

describe('the wait for a checkout the provider returned from', () => {
  it('ends at the first answer when the checkout is paid', async () => {
    const world = creditsSagaWorld({ 'account.get_checkout': checkout('paid') }, noTimerFires);
    const state = finalCreditsState(await expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(selectPaymentReturn(state)).toEqual({ status: 'paid', checkoutId: creditIds.checkout, checkout: checkout('paid') });
    expect(checkoutRequests(world)).toEqual([{ id: creditIds.checkout }]);
    // The deadline was started; no poll was needed.
    expect(world.delays).toEqual([CHECKOUT_WAIT_TIMEOUT_MS]);
  });

  it('asks again when an updated_credits push arrives, and ends when the answer is paid', async () => {
    const world = creditsSagaWorld({ 'account.get_checkout': inTurn(checkout('open'), checkout('paid')) }, noTimerFires);
    const run = expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers);
    const state = finalCreditsState(await run.delay(20).dispatch(creditsPush).run());
    expect(selectPaymentReturn(state)).toMatchObject({ status: 'paid', checkout: { credits: 20 } });
    expect(checkoutRequests(world)).toHaveLength(2);
  });

  it('shows "confirming" while the checkout is open', async () => {
    const world = creditsSagaWorld({ 'account.get_checkout': checkout('open') }, noTimerFires);
    const state = finalCreditsState(await expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers).silentRun(30));
    expect(selectPaymentReturn(state)).toEqual({ status: 'confirming', checkoutId: creditIds.checkout });
    expect(checkoutRequests(world)).toHaveLength(1);
  });

  it('asks again every 3 s while the checkout is open', async () => {
    const world = creditsSagaWorld(
      { 'account.get_checkout': inTurn(checkout('open'), checkout('open'), checkout('paid')) },
      (ms) => (ms === CHECKOUT_POLL_INTERVAL_MS ? 'instant' : 'real'),
    );
    const state = finalCreditsState(await expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(selectPaymentReturn(state)).toMatchObject({ status: 'paid' });
    expect(checkoutRequests(world)).toHaveLength(3);
    expect(world.delays).toEqual([CHECKOUT_WAIT_TIMEOUT_MS, 3_000, 3_000]);
  });

  it('asks again after a rejoin, when a push may have been missed', async () => {
    const world = creditsSagaWorld({ 'account.get_checkout': inTurn(checkout('open'), checkout('paid')) }, noTimerFires);
    const run = expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers);
    const state = finalCreditsState(await run.delay(20).dispatch(channelRejoined()).run());
    expect(selectPaymentReturn(state)).toMatchObject({ status: 'paid' });
    expect(checkoutRequests(world)).toHaveLength(2);
  });

  it('gives up after 2 minutes with the checkout still open, saying it is still being confirmed', async () => {
    const world = creditsSagaWorld({ 'account.get_checkout': checkout('open') }, (ms) => (ms === CHECKOUT_WAIT_TIMEOUT_MS ? 'instant' : 'real'));
    const state = finalCreditsState(await expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(CHECKOUT_WAIT_TIMEOUT_MS).toBe(120_000);
    expect(selectPaymentReturn(state)).toEqual({ status: 'stillConfirming', checkoutId: creditIds.checkout });
  });

  it('keeps polling through failed requests until the deadline', async () => {
    const timedOut = requestFailure('account.get_checkout', { id: creditIds.checkout }, 'timed_out');
    const world = creditsSagaWorld(
      { 'account.get_checkout': inTurn(timedOut, checkout('paid')) },
      (ms) => (ms === CHECKOUT_POLL_INTERVAL_MS ? 'instant' : 'real'),
    );
    const state = finalCreditsState(await expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(selectPaymentReturn(state)).toMatchObject({ status: 'paid' });
  });

  it.each(['canceled', 'expired'] as const)('ends on a %s checkout, which granted nothing', async (status) => {
    const world = creditsSagaWorld({ 'account.get_checkout': checkout(status) }, noTimerFires);
    const state = finalCreditsState(await expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(selectPaymentReturn(state)).toEqual({ status: 'closed', checkoutId: creditIds.checkout, checkout: checkout(status) });
    expect(checkoutRequests(world)).toHaveLength(1);
  });

  it('ends on not_found: the id names no checkout of the account', async () => {
    const notFound = requestFailure('account.get_checkout', { id: creditIds.checkout }, 'not_found');
    const world = creditsSagaWorld({ 'account.get_checkout': notFound }, noTimerFires);
    const state = finalCreditsState(await expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers).run());
    expect(selectPaymentReturn(state)).toEqual({ status: 'notFound', checkoutId: creditIds.checkout });
    expect(checkoutRequests(world)).toHaveLength(1);
  });

  it('stops when the page closes', async () => {
    const world = creditsSagaWorld({ 'account.get_checkout': checkout('open') }, noTimerFires);
    const run = expectSaga(awaitCheckoutSaga, opened).withReducer(creditsReducer, creditsState()).provide(world.providers);
    const state = finalCreditsState(await run.delay(20).dispatch(paymentReturnClosed()).delay(20).dispatch(creditsPush).run());
    expect(selectPaymentReturn(state)).toEqual({ status: 'idle' });
    expect(checkoutRequests(world)).toHaveLength(1);
  });

  it('follows the checkout of the page opened last', async () => {
    const world = creditsSagaWorld(
      { 'account.get_checkout': ({ id }: Record<string, unknown>) => (id === creditIds.checkout ? checkout('open') : checkout('paid', { id: creditIds.otherCheckout })) },
      noTimerFires,
    );
    const run = expectSaga(watchPaymentReturn).withReducer(creditsReducer, creditsState()).provide(world.providers);
    const state = finalCreditsState(
      await run.dispatch(opened).delay(20).dispatch(paymentReturnOpened({ checkoutId: creditIds.otherCheckout })).delay(20).dispatch(creditsPush).silentRun(50),
    );
    expect(selectPaymentReturn(state)).toMatchObject({ status: 'paid', checkoutId: creditIds.otherCheckout });
    // The first page's wait ended with it: the push did not make it ask again.
    expect(checkoutRequests(world)).toEqual([{ id: creditIds.checkout }, { id: creditIds.otherCheckout }]);
  });
});
