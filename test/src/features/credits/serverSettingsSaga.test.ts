// GET /api/settings: loaded once, checked against the contract, and asked again only after a failure.
import { expectSaga } from 'redux-saga-test-plan';
import { apiGet, ApiNetworkError } from '../../../../src/api/httpClient';
import { channelStateChanged } from '../../../../src/features/connection/connectionSlice';
import { creditsMessages } from '../../../../src/features/credits/messages';
import { fetchServerSettingsSaga, SETTINGS_CLIENT_PATH, watchServerSettings } from '../../../../src/features/credits/serverSettingsSaga';
import { selectPaymentProvider, selectServerSettings, serverSettingsNeeded } from '../../../../src/features/credits/serverSettingsSlice';
import { NOW_MS } from '../jobApplications/jobSearchSupport';
import { creditsReducer, creditsSagaWorld, creditsState, finalCreditsState, type CreditsTestState } from './creditsSupport';

/** Answers GET /api/settings with `answer` (thrown when an Error), counting the calls. */
function settingsServer(answer: unknown) {
  const calls: string[] = [];
  const world = creditsSagaWorld({});
  return {
    calls,
    providers: {
      call(effect: { fn: unknown; args: unknown[] }, next: () => object) {
        if (effect.fn !== apiGet) {
          const answerOfTheWorld: unknown = world.providers.call?.(effect as never, next);
          return answerOfTheWorld;
        }
        calls.push(effect.args[0] as string);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
}

async function run(answer: unknown, state: CreditsTestState = creditsState()) {
  const server = settingsServer(answer);
  const result = finalCreditsState(await expectSaga(fetchServerSettingsSaga).withReducer(creditsReducer, state).provide(server.providers).run());
  return { state: result, calls: server.calls };
}

describe('the server’s settings', () => {
  it('are read from GET /api/settings', async () => {
    const { state, calls } = await run({ support_email: 'help@tracker.example', payments: 'off' });
    expect(calls).toEqual(['/settings']);
    expect(SETTINGS_CLIENT_PATH).toBe('/settings');
    expect(selectServerSettings(state)).toEqual({
      status: 'loaded',
      data: { support_email: 'help@tracker.example', payments: 'off' },
      lastUpdated: NOW_MS,
      error: null,
    });
    expect(selectPaymentProvider(state)).toBe('off');
  });

  it('are not asked for again once loaded', async () => {
    const first = await run({ support_email: null, payments: 'sandbox' });
    const second = await run({ support_email: null, payments: 'off' }, first.state);
    expect(second.calls).toEqual([]);
    expect(selectPaymentProvider(second.state)).toBe('sandbox');
  });

  it.each([
    ['an answer out of contract', { support_email: null, payments: 'free' }, 'invalid_reply'],
    ['no answer', new ApiNetworkError({ cause: new Error('offline') }), 'network_error'],
  ])('fail on %s, with their own message, and say nothing of payments', async (_case, answer, code) => {
    const { state } = await run(answer);
    expect(selectServerSettings(state)).toMatchObject({ status: 'failed', error: { code, descriptor: creditsMessages.settingsFailed } });
    expect(selectPaymentProvider(state)).toBeNull();
  });

  it('are asked for again after a failure', async () => {
    const failed = await run(new ApiNetworkError({ cause: new Error('offline') }));
    const retried = await run({ support_email: null, payments: 'stripe' }, failed.state);
    expect(retried.calls).toEqual(['/settings']);
    expect(selectPaymentProvider(retried.state)).toBe('stripe');
  });

  it('are loaded when a page needs them or the live channel joins', async () => {
    const server = settingsServer({ support_email: null, payments: 'sandbox' });
    await expectSaga(watchServerSettings)
      .withReducer(creditsReducer, creditsState())
      .provide(server.providers)
      .dispatch(channelStateChanged('joined'))
      .dispatch(serverSettingsNeeded())
      .silentRun(30);
    expect(server.calls).toEqual(['/settings']);
  });
});
