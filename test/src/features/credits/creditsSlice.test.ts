// The credits slice: the payment's return follows its own checkout only; a purchase's outcome is forgotten when
// the page opens again; everything of the account goes at sign-out.
import { joinRefused } from '../../../../src/features/connection/connectionSlice';
import {
  checkoutAnswered,
  checkoutConfirmationStarted,
  checkoutNotFound,
  checkoutWaitTimedOut,
  creditsSlice,
  initialCreditsState,
  paymentOptionsOpened,
  paymentReturnClosed,
  purchaseFailed,
  purchaseStarted,
  selectPaymentReturn,
  selectPurchase,
  transactionsLoaded,
  type CreditsState,
} from '../../../../src/features/credits/creditsSlice';
import { signedOut } from '../../../../src/features/session/sessionSlice';
import { requestFailure } from '../jobApplications/jobSearchSupport';
import { requestErrorOf } from '../../../../src/features/connection';
import { checkout, creditIds, transaction } from './creditsSupport';

const reduce = (state: CreditsState, ...actions: Parameters<typeof creditsSlice.reducer>[1][]) => actions.reduce(creditsSlice.reducer, state);
const paymentReturnOf = (state: CreditsState) => selectPaymentReturn({ credits: state });
const purchaseOf = (state: CreditsState) => selectPurchase({ credits: state });
const confirming = reduce(initialCreditsState, checkoutConfirmationStarted({ checkoutId: creditIds.checkout }));
const failure = requestErrorOf(requestFailure('account.use_payment_option', { id: creditIds.starter }));

describe('the payment’s return', () => {
  it('is idle until a page waits for a checkout', () => {
    expect(paymentReturnOf(initialCreditsState)).toEqual({ status: 'idle' });
    expect(paymentReturnOf(confirming)).toEqual({ status: 'confirming', checkoutId: creditIds.checkout });
  });

  it('stays confirming while the checkout is open', () => {
    expect(paymentReturnOf(reduce(confirming, checkoutAnswered(checkout('open'))))).toEqual({ status: 'confirming', checkoutId: creditIds.checkout });
  });

  it('is paid, or closed when expired or canceled', () => {
    expect(paymentReturnOf(reduce(confirming, checkoutAnswered(checkout('paid'))))).toMatchObject({ status: 'paid', checkout: { credits: 20 } });
    expect(paymentReturnOf(reduce(confirming, checkoutAnswered(checkout('expired'))))).toMatchObject({ status: 'closed', checkout: { status: 'expired' } });
    expect(paymentReturnOf(reduce(confirming, checkoutAnswered(checkout('canceled'))))).toMatchObject({ status: 'closed', checkout: { status: 'canceled' } });
  });

  it('ignores an answer about another checkout, or one that comes after the page closed', () => {
    expect(paymentReturnOf(reduce(confirming, checkoutAnswered(checkout('paid', { id: creditIds.otherCheckout }))))).toEqual({
      status: 'confirming',
      checkoutId: creditIds.checkout,
    });
    expect(paymentReturnOf(reduce(confirming, paymentReturnClosed(), checkoutAnswered(checkout('paid'))))).toEqual({ status: 'idle' });
  });

  it('tells an unknown checkout and a wait that timed out', () => {
    expect(paymentReturnOf(reduce(confirming, checkoutNotFound({ checkoutId: creditIds.checkout })))).toEqual({ status: 'notFound', checkoutId: creditIds.checkout });
    expect(paymentReturnOf(reduce(confirming, checkoutWaitTimedOut({ checkoutId: creditIds.checkout })))).toEqual({
      status: 'stillConfirming',
      checkoutId: creditIds.checkout,
    });
  });
});

describe('a purchase', () => {
  it('keeps its failure on its pack until the page opens again', () => {
    const failed = reduce(initialCreditsState, purchaseStarted({ optionId: creditIds.starter }), purchaseFailed({ optionId: creditIds.starter, error: failure }));
    expect(purchaseOf(failed)).toEqual({ status: 'failed', error: failure, optionId: creditIds.starter });
    expect(purchaseOf(reduce(failed, paymentOptionsOpened()))).toEqual({ status: 'idle', error: null, optionId: null });
  });

  it('being sent is not forgotten when the page opens again', () => {
    const sending = reduce(initialCreditsState, purchaseStarted({ optionId: creditIds.starter }));
    expect(purchaseOf(reduce(sending, paymentOptionsOpened()))).toMatchObject({ status: 'submitting', optionId: creditIds.starter });
  });
});

describe('the account’s credits state', () => {
  it.each([
    ['a sign-out', signedOut()],
    ['a refused join', joinRefused({ reason: 'unauthorized' })],
  ])('is emptied by %s', (_case, action) => {
    const loaded = reduce(
      confirming,
      transactionsLoaded({ data: [transaction(creditIds.transaction1, 'purchase', 20, 0, '2026-11-25T10:00:00.000Z')], lastUpdated: 1 }),
      purchaseStarted({ optionId: creditIds.starter }),
    );
    expect(reduce(loaded, action)).toEqual(initialCreditsState);
  });
});
