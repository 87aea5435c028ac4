// The pushes' schemas are a download of their own (src/api/contractSchemas.ts): a push that comes before they
// are there waits for them and keeps its place among the channel's answers, and one whose download fails is
// dropped like a malformed push while the next one downloads them again.
import type { Action } from '@reduxjs/toolkit';
import { combineSlices } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type * as ContractSchemasLoader from '../../../../src/api/contractSchemas';
import { liveConnectionSaga, type LiveCredentials } from '../../../../src/features/connection/connectionSaga';
import {
  connectionSlice,
  malformedPushReceived,
  pushReceived,
  responseReceived,
} from '../../../../src/features/connection/connectionSlice';
import { createSocket } from '../../../../src/features/connection/socketFactory';
import { FakeSocket } from './fakePhoenix';
import { recordingReducer } from './sagaTestSupport';

// Never downloaded ahead, and each download fails while `failingDownloads` says so.
let failingDownloads = 0;
jest.mock('../../../../src/api/contractSchemas', (): Partial<typeof ContractSchemasLoader> => {
  const actual = jest.requireActual<typeof ContractSchemasLoader>('../../../../src/api/contractSchemas');
  return {
    loadedContractSchemas: () => undefined,
    preloadContractSchemas: () => undefined,
    loadContractSchemas: async () => {
      if (failingDownloads > 0) {
        failingDownloads -= 1;
        throw new Error('chunk load failed');
      }
      return actual.loadContractSchemas();
    },
  };
});

const reducer = combineSlices(connectionSlice);
const alice: LiveCredentials = { userId: '6f1c2a57-3c1e-4d0a-9a57-5b1b8f0e2c11', token: 'token-alice' };
const company = { id: '3d4f8a10-5b6c-4d7e-8f90-a1b2c3d4e5f6', name: 'Acme', url: null, notes: '', logo: null, created: '2026-11-22T09:30:00.000Z' };
const requestUuid = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function forwarded(actions: readonly Action[]): unknown[] {
  return actions
    .filter((action) => pushReceived.match(action) || malformedPushReceived.match(action) || responseReceived.match(action))
    .map((action) => action.type);
}

async function runWithServerSaying(script: (channel: FakeSocket['lastChannel']) => void): Promise<readonly Action[]> {
  const socket = new FakeSocket(alice.token, (channel) => {
    setTimeout(() => {
      channel.acceptJoin();
      script(channel);
    }, 0);
  });
  const recorded = recordingReducer(reducer);
  await expectSaga(liveConnectionSaga, alice)
    .withReducer(recorded.reducer)
    .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
    .silentRun(100);
  return recorded.actions;
}

beforeEach(() => {
  failingDownloads = 0;
});

it('forwards a push that came before its schemas once they are there, before the answers that followed it', async () => {
  const actions = await runWithServerSaying((channel) => {
    channel.serverPush('created_company', { data: company });
    channel.serverPush('response', { uuid: requestUuid, data: 'success' });
  });
  expect(forwarded(actions)).toEqual([pushReceived.type, responseReceived.type]);
});

it('drops a push whose schemas could not be downloaded, and downloads them again for the next', async () => {
  failingDownloads = 1;
  const actions = await runWithServerSaying((channel) => {
    channel.serverPush('created_company', { data: company });
    channel.serverPush('created_company', { data: company });
  });
  expect(forwarded(actions)).toEqual([malformedPushReceived.type, pushReceived.type]);
});
