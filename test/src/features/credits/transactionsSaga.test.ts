// The transactions: loaded when their page opens, and again at each credits push or rejoin once loaded.
import { expectSaga } from 'redux-saga-test-plan';
import { channelRejoined } from '../../../../src/features/connection';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { selectTransactions, transactionsLoaded, transactionsOpened } from '../../../../src/features/credits/creditsSlice';
import { watchTransactions } from '../../../../src/features/credits/transactionsSaga';
import { NOW_MS, requestFailure } from '../jobApplications/jobSearchSupport';
import { pushed } from '../../testUtils/pushes';
import { creditIds, creditsReducer, creditsSagaWorld, creditsState, finalCreditsState, inTurn, transaction, type CreditsTestState } from './creditsSupport';

const bonus = transaction(creditIds.transaction1, 'sign_up_bonus', 3, 0, '2026-11-20T10:00:00.000Z');
const purchase = transaction(creditIds.transaction2, 'purchase', 20, 3, '2026-11-25T10:00:00.000Z');
const creditsPush = pushed('updated_credits', { credits: 23, fields: ['credits'] });

function loaded(...data: (typeof bonus)[]): CreditsTestState {
  return creditsReducer(creditsState(), transactionsLoaded({ data, lastUpdated: 1 }));
}

describe('the transactions', () => {
  it('are loaded, newest first as the server answers, when their page opens', async () => {
    const world = creditsSagaWorld({ 'account.list_transactions': [purchase, bonus] });
    const state = finalCreditsState(
      await expectSaga(watchTransactions).withReducer(creditsReducer, creditsState()).provide(world.providers).dispatch(transactionsOpened()).silentRun(30),
    );
    expect(selectTransactions(state)).toEqual({ status: 'loaded', data: [purchase, bonus], lastUpdated: NOW_MS, error: null });
  });

  it('keep the failure message when they cannot be loaded', async () => {
    const world = creditsSagaWorld({ 'account.list_transactions': requestFailure('account.list_transactions') });
    const state = finalCreditsState(
      await expectSaga(watchTransactions).withReducer(creditsReducer, creditsState()).provide(world.providers).dispatch(transactionsOpened()).silentRun(30),
    );
    expect(selectTransactions(state)).toMatchObject({ status: 'failed', error: { descriptor: requestFailureMessages.accountListTransactions } });
  });

  it('are asked for again when an updated_credits push arrives once loaded', async () => {
    const world = creditsSagaWorld({ 'account.list_transactions': [purchase, bonus] });
    const state = finalCreditsState(
      await expectSaga(watchTransactions).withReducer(creditsReducer, loaded(bonus)).provide(world.providers).dispatch(creditsPush).silentRun(30),
    );
    expect(selectTransactions(state).data).toEqual([purchase, bonus]);
  });

  it('are asked for again after a rejoin once loaded', async () => {
    const world = creditsSagaWorld({ 'account.list_transactions': [purchase, bonus] });
    await expectSaga(watchTransactions).withReducer(creditsReducer, loaded(bonus)).provide(world.providers).dispatch(channelRejoined()).silentRun(30);
    expect(world.sent.map((sent) => sent.request)).toEqual(['account.list_transactions']);
  });

  it('are not asked for on a push before any page loaded them', async () => {
    const world = creditsSagaWorld({});
    await expectSaga(watchTransactions).withReducer(creditsReducer, creditsState()).provide(world.providers).dispatch(creditsPush).dispatch(channelRejoined()).silentRun(30);
    expect(world.sent).toEqual([]);
  });

  it('keep the newest answer when pushes follow each other', async () => {
    let release: () => void = () => undefined;
    const slowFirst = new Promise<readonly (typeof bonus)[]>((resolve) => {
      release = () => {
        resolve([bonus]);
      };
    });
    const world = creditsSagaWorld({ 'account.list_transactions': inTurn(slowFirst, [purchase, bonus]) });
    const run = expectSaga(watchTransactions).withReducer(creditsReducer, loaded(bonus)).provide(world.providers);
    const result = run.dispatch(creditsPush).delay(10).dispatch(creditsPush).silentRun(40);
    setTimeout(release, 20);
    const state = finalCreditsState(await result);
    expect(selectTransactions(state).data).toEqual([purchase, bonus]);
  });
});
