// Credits: the packs on sale, the purchase under way, the account's transactions, where the payment the
// provider returned from stands, and the pack each returned checkout was for. The balance itself is the session's (`selectCredits`), kept current by the
// server's `updated_credits` pushes.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Checkout, PaymentOption, Transaction } from '../../../contract';
import { uninitializedList, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { idleOperation, type OperationState } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';
import { joinRefused } from '../connection';
import { accountChanged, signedOut } from '../session';

/** A purchase: the pack it is for, and whether its payment page is being opened or could not be. */
export interface PurchaseState extends OperationState {
  readonly optionId: string | null;
}

/**
 * The payment the provider returned from (`/payment/success?checkout_id=`): being confirmed, paid, closed
 * unpaid (expired or canceled), unknown to the account, or still open after the wait's deadline.
 */
export type PaymentReturnState =
  | { readonly status: 'idle' }
  | { readonly status: 'confirming'; readonly checkoutId: string }
  | { readonly status: 'paid'; readonly checkoutId: string; readonly checkout: Checkout }
  | { readonly status: 'closed'; readonly checkoutId: string; readonly checkout: Checkout }
  | { readonly status: 'notFound'; readonly checkoutId: string }
  | { readonly status: 'stillConfirming'; readonly checkoutId: string };

export interface CreditsState {
  /** `account.list_payment_options`, in the server's order. */
  readonly paymentOptions: ListState<readonly PaymentOption[]>;
  readonly purchase: PurchaseState;
  /** `account.list_transactions`, newest first as the server answers. */
  readonly transactions: ListState<readonly Transaction[]>;
  readonly paymentReturn: PaymentReturnState;
  /** The pack of each checkout the server told of (`account.get_checkout`), by checkout id. */
  readonly checkoutOptionIds: Readonly<Record<string, string>>;
  /** The packs asked for one at a time (`account.get_payment_option`), by id, to name a returned checkout's. */
  readonly optionsById: Readonly<Record<string, ListState<PaymentOption>>>;
  /** The checkouts the canceled page asked for (its pack's id once answered), by checkout id. */
  readonly canceledCheckouts: Readonly<Record<string, ListState<string>>>;
}

const idlePurchase: PurchaseState = { ...idleOperation, optionId: null };

export const initialCreditsState: CreditsState = {
  paymentOptions: uninitializedList(),
  purchase: idlePurchase,
  transactions: uninitializedList(),
  paymentReturn: { status: 'idle' },
  checkoutOptionIds: {},
  optionsById: {},
  canceledCheckouts: {},
};

// Events the pages dispatch.

/** The payment options page opened (or showed again from the browser's back-forward cache). */
export const paymentOptionsOpened = createAction('credits/paymentOptionsOpened');
/** Buy was pressed on a pack. */
export const paymentOptionChosen = createAction<{ id: string }>('credits/paymentOptionChosen');
export const transactionsOpened = createAction('credits/transactionsOpened');
/** The page the provider returns to opened for this checkout (or its "check again" was pressed). */
export const paymentReturnOpened = createAction<{ checkoutId: string }>('credits/paymentReturnOpened');
/** That page closed: the wait for its checkout stops. */
export const paymentReturnClosed = createAction('credits/paymentReturnClosed');
/** The page of a payment left unpaid opened for this checkout (or its retry was pressed). */
export const paymentCanceledOpened = createAction<{ checkoutId: string }>('credits/paymentCanceledOpened');
/** A page names the pack of a checkout: asked for unless known or being asked for. */
export const paymentOptionNeeded = createAction<{ optionId: string }>('credits/paymentOptionNeeded');

/** The loads of the packs on sale, of one pack, of the transactions and of a canceled checkout. */
const lists = listLoadReducersFor<CreditsState>();

/** What was never asked for: one value each, so selectors return the same one each time. */
const NO_OPTION: ListState<PaymentOption> = uninitializedList();
const NO_CHECKOUT: ListState<string> = uninitializedList();

export const creditsSlice = createSlice({
  name: 'credits',
  initialState: initialCreditsState,
  reducers: {
    ...lists.list('paymentOptions', 'paymentOptions', (data: readonly PaymentOption[]) => [...data]),
    purchaseStarted(state, action: PayloadAction<{ optionId: string }>) {
      state.purchase = { status: 'submitting', error: null, optionId: action.payload.optionId };
    },
    /** The payment page's address came back: the window is leaving for it, so the button stays busy. */
    purchaseRedirected(state, action: PayloadAction<{ optionId: string }>) {
      state.purchase = { status: 'succeeded', error: null, optionId: action.payload.optionId };
    },
    purchaseFailed(state, action: PayloadAction<{ optionId: string; error: RequestError }>) {
      state.purchase = { status: 'failed', error: action.payload.error, optionId: action.payload.optionId };
    },
    ...lists.list('transactions', 'transactions', (data: readonly Transaction[]) => [...data]),
    checkoutConfirmationStarted(state, action: PayloadAction<{ checkoutId: string }>) {
      state.paymentReturn = { status: 'confirming', checkoutId: action.payload.checkoutId };
    },
    /** `account.get_checkout` answered; an open checkout keeps the page waiting. */
    checkoutAnswered(state, action: PayloadAction<Checkout>) {
      const checkout = action.payload;
      // Its pack is named whatever became of it, from the first answer on.
      state.checkoutOptionIds[checkout.id] = checkout.option_id;
      // Only the checkout the page waits for: an answer about another one is of no page shown.
      if (state.paymentReturn.status === 'idle' || state.paymentReturn.checkoutId !== checkout.id) return;
      if (checkout.status === 'paid') state.paymentReturn = { status: 'paid', checkoutId: checkout.id, checkout };
      else if (checkout.status !== 'open') state.paymentReturn = { status: 'closed', checkoutId: checkout.id, checkout };
    },
    checkoutNotFound(state, action: PayloadAction<{ checkoutId: string }>) {
      state.paymentReturn = { status: 'notFound', checkoutId: action.payload.checkoutId };
    },
    ...lists.keyedList('paymentOption', 'optionsById', 'optionId', (data: PaymentOption) => data),
    ...lists.keyedList('canceledCheckout', 'canceledCheckouts', 'checkoutId', (data: Checkout, state) => {
      state.checkoutOptionIds[data.id] = data.option_id;
      return data.option_id;
    }),
    /** The checkout was still open when the wait's deadline came. */
    checkoutWaitTimedOut(state, action: PayloadAction<{ checkoutId: string }>) {
      state.paymentReturn = { status: 'stillConfirming', checkoutId: action.payload.checkoutId };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialCreditsState)
      .addCase(joinRefused, () => initialCreditsState)
      .addCase(accountChanged, () => initialCreditsState)
      // The page shown again forgets the outcome of an earlier purchase (a failure, or a departure that the
      // back button undid), unless one is still being sent.
      .addCase(paymentOptionsOpened, (state) => {
        if (state.purchase.status !== 'submitting') state.purchase = idlePurchase;
      })
      // The canceled page offers the same pack again: likewise.
      .addCase(paymentCanceledOpened, (state) => {
        if (state.purchase.status !== 'submitting') state.purchase = idlePurchase;
      })
      .addCase(paymentReturnClosed, (state) => {
        state.paymentReturn = { status: 'idle' };
      });
  },
  selectors: {
    selectPaymentOptions: (state) => state.paymentOptions,
    selectPurchase: (state) => state.purchase,
    selectTransactions: (state) => state.transactions,
    selectPaymentReturn: (state) => state.paymentReturn,
    selectCheckoutOptionId: (state, checkoutId: string): string | undefined => state.checkoutOptionIds[checkoutId],
    selectPaymentOptionState: (state, optionId: string) => state.optionsById[optionId] ?? NO_OPTION,
    selectCanceledCheckoutState: (state, checkoutId: string) => state.canceledCheckouts[checkoutId] ?? NO_CHECKOUT,
  },
});

export const {
  paymentOptionsStarted,
  paymentOptionsLoaded,
  paymentOptionsFailed,
  purchaseStarted,
  purchaseRedirected,
  purchaseFailed,
  transactionsStarted,
  transactionsLoaded,
  transactionsFailed,
  checkoutConfirmationStarted,
  checkoutAnswered,
  checkoutNotFound,
  checkoutWaitTimedOut,
  paymentOptionStarted,
  paymentOptionLoaded,
  paymentOptionFailed,
  canceledCheckoutStarted,
  canceledCheckoutLoaded,
  canceledCheckoutFailed,
} = creditsSlice.actions;

export const {
  selectPaymentOptions,
  selectPurchase,
  selectTransactions,
  selectPaymentReturn,
  selectCheckoutOptionId,
  selectPaymentOptionState,
  selectCanceledCheckoutState,
} = creditsSlice.selectors;
