// The credits tests' store (the credits and server-settings slices beside the session), their fixtures, and a
// provider that plays the live channel, the clock, the timers and the window's departure for the sagas.
import { combineReducers } from '@reduxjs/toolkit';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { Checkout, CheckoutStatus, PaymentOption, Transaction, TransactionReason } from '../../../../contract';
import { openPaymentPage } from '../../../../src/features/credits/checkoutPage';
import { creditsSlice } from '../../../../src/features/credits/creditsSlice';
import { serverSettingsSlice } from '../../../../src/features/credits/serverSettingsSlice';
import { sessionSlice } from '../../../../src/features/session/sessionSlice';
import { liveAnswers, type Answers, type SentRequest } from '../jobApplications/jobSearchSupport';
import { recordDelays, type DelayTiming } from '../connection/sagaTestSupport';
import { connectedSessionState } from '../../testUtils/fixtures';

export const creditsReducer = combineReducers({
  credits: creditsSlice.reducer,
  serverSettings: serverSettingsSlice.reducer,
  session: sessionSlice.reducer,
});
export type CreditsTestState = ReturnType<typeof creditsReducer>;

/** Signed in, nothing of the credits loaded yet. */
export function creditsState(overrides: Partial<CreditsTestState> = {}): CreditsTestState {
  return { ...creditsReducer(undefined, { type: 'test/init' }), session: connectedSessionState, ...overrides };
}

export function finalCreditsState(result: { readonly storeState: unknown }): CreditsTestState {
  return result.storeState as CreditsTestState;
}

/** Version-4 UUIDs, readable in failures: the last group tells what they are. */
export const creditIds = {
  starter: '44444444-4444-4444-8444-000000000001',
  standard: '44444444-4444-4444-8444-000000000002',
  intensive: '44444444-4444-4444-8444-000000000003',
  checkout: '55555555-5555-4555-8555-000000000001',
  otherCheckout: '55555555-5555-4555-8555-000000000002',
  transaction1: '66666666-6666-4666-8666-000000000001',
  transaction2: '66666666-6666-4666-8666-000000000002',
  transaction3: '66666666-6666-4666-8666-000000000003',
} as const;

/** The server's default packs (docs/features.md, "Credits and payments"). */
export const defaultOptions: readonly PaymentOption[] = [
  { id: creditIds.starter, name: 'starter', credits: 20, price: 500, currency: 'eur' },
  { id: creditIds.standard, name: 'standard', credits: 60, price: 1200, currency: 'eur' },
  { id: creditIds.intensive, name: 'intensive', credits: 150, price: 2500, currency: 'eur' },
];

export function checkout(status: CheckoutStatus, overrides: Partial<Checkout> = {}): Checkout {
  return { id: creditIds.checkout, option_id: creditIds.starter, status, credits: 20, created: '2026-11-25T10:00:00.000Z', ...overrides };
}

export function transaction(id: string, reason: TransactionReason, amount: number, previousBalance: number, created: string): Transaction {
  return { id, amount, previous_balance: previousBalance, balance: previousBalance + amount, reason, created };
}

export interface CreditsSagaWorld {
  /** Each live request, in the order made. */
  readonly sent: SentRequest[];
  /** Each delay's duration, in the order started. */
  readonly delays: number[];
  /** The addresses the window was sent to. */
  readonly departures: string[];
  readonly providers: EffectProviders;
}

/**
 * Answers live requests from `answers` (as liveAnswers does), reads the clock as NOW_MS, runs delays as `timing`
 * says (at once by default), and records departures for the payment page instead of navigating.
 */
export function creditsSagaWorld(answers: Answers, timing?: DelayTiming): CreditsSagaWorld {
  const sent: SentRequest[] = [];
  const delays: number[] = [];
  const departures: string[] = [];
  const live = liveAnswers(answers, sent);
  const timers = recordDelays(delays, timing);
  const providers: EffectProviders = {
    call(effect, next) {
      if (effect.fn === openPaymentPage) {
        departures.push(effect.args[0] as string);
        return undefined;
      }
      // The providers answer `any`; these are the values of the effects, whatever their type.
      const liveAnswer = (): object => live.call?.(effect, next) as object;
      const answer: unknown = timers.call?.(effect, liveAnswer);
      return answer;
    },
  };
  return { sent, delays, departures, providers };
}

/** Answers a request with each value in turn, the last one for ever after. */
export function inTurn(...values: unknown[]): () => unknown {
  let index = 0;
  return () => {
    const value = values[Math.min(index, values.length - 1)];
    index += 1;
    return value;
  };
}
