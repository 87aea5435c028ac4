// The credit balance kept in step with the server: asked for on each join of the live channel, and taken from
// the `updated_credits` pushes that name the credits.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { channelStateChanged } from '../../../../src/features/connection/connectionSlice';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { applyCreditsPushSaga, refreshCredits, watchBalance } from '../../../../src/features/credits/balanceSaga';
import { balanceReceived } from '../../../../src/features/credits/balanceSlice';
import { signedIn } from '../../../../src/features/session/sessionSlice';
import { accountReducer as reducer, connectedState as connectedStateOf, signedOutState as signedOutStateOf } from '../../testUtils/accountSagaSupport';
import { connectedSession } from '../../testUtils/fixtures';
import { pushed } from '../../testUtils/pushes';

const signedOutState = signedOutStateOf();
const connectedState = connectedStateOf();

describe('credit balance sagas', () => {
  it('asks for the credit balance and keeps it', async () => {
    const { storeState } = await expectSaga(refreshCredits)
      .withReducer(reducer, connectedState)
      .provide([[matchers.call(sendRequest, 'account.get_credits', {}), 17]])
      .put(balanceReceived(17))
      .run();
    expect(storeState.balance.credits).toBe(17);
  });

  it('takes the balance an updated_credits push tells, and only when its fields name the credits', async () => {
    const { storeState } = await expectSaga(applyCreditsPushSaga, pushed('updated_credits', { credits: 9, fields: ['credits'] }))
      .withReducer(reducer, connectedState)
      .put(balanceReceived(9))
      .run();
    expect(storeState.balance.credits).toBe(9);
    await expectSaga(applyCreditsPushSaga, pushed('updated_credits', { credits: 0, fields: ['locale'] }))
      .withReducer(reducer, connectedState)
      .not.put.actionType(balanceReceived.type)
      .run();
  });

  it('keeps the balance shown when the request fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectSaga(refreshCredits)
      .withReducer(reducer, connectedState)
      .provide([[matchers.call.fn(sendRequest), throwError(new Error('timed out'))]])
      .not.put.actionType(balanceReceived.type)
      .run();
  });

  it('refreshes credits each time the channel joins', async () => {
    await expectSaga(watchBalance)
      .withReducer(reducer, signedOutState)
      .provide([[matchers.call(sendRequest, 'account.get_credits', {}), 5]])
      .dispatch(signedIn(connectedSession))
      .dispatch(channelStateChanged('joining'))
      .dispatch(channelStateChanged('joined'))
      .put(balanceReceived(5))
      .silentRun(50);
  });
});
