// A tab that comes back with a long queue is never cut off. Requests made while the channel was down are all
// pushed again when it rejoins; the server drops the frames of a socket past SOCKET_EVENTS_PER_SECOND and closes
// a socket that keeps going (server/realtime/frameAdmission.ts). Here the server's own frame admission judges
// every frame the channel sends, at the moment it leaves. Real store and saga middleware on the fake Phoenix
// channel; Jest's fake timers are the clock (Date.now and the sagas' delays), so the seconds a paced queue takes
// pass in no time.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { SOCKET_EVENTS_PER_SECOND } from '../../../../../contract';
import { FrameAdmission, type FrameVerdict } from '../../../../../server/realtime/frameAdmission';
import { runChannel } from '../../../../../src/features/connection/connectionSaga';
import { connectionSlice } from '../../../../../src/features/connection/connectionSlice';
import { CALL_TIMEOUT_MS } from '../../../../../src/features/connection/liveTimings';
import { sendRequest } from '../../../../../src/features/connection/requests/requestsSaga';
import { requestsSlice } from '../../../../../src/features/connection/requests/requestsSlice';
import { FakePush, FakeSocket, type FakeChannel } from '../fakePhoenix';

// Hundreds of sagas on one store take a few seconds of CPU, more on a busy machine; no assertion reads the time.
jest.setTimeout(30_000);

const QUEUED = 300;
/** How long the channel stays down: shorter than the requests' first retry, which the join makes needless. */
const DOWN_MS = 400;

interface SentFrame {
  readonly at: number;
  /** The request's uuid and the id it names; undefined for a join. */
  readonly uuid: string | undefined;
  readonly actionId: string | undefined;
  readonly verdict: FrameVerdict;
}

/** Plays the server behind one fake channel: admits each frame as the server would, answers what it admitted. */
class FakeServer {
  readonly frames: SentFrame[] = [];
  private readonly admission = new FrameAdmission(SOCKET_EVENTS_PER_SECOND);

  constructor(private readonly channel: FakeChannel) {
    channel.push = (event, payload) => {
      const { uuid, params } = payload as { uuid: string; params: { id: string } };
      const verdict = this.receive(uuid, params.id);
      if (verdict === 'admit') {
        // Answered at once, but not within the push; only to a channel still joined, as over a socket still open.
        void Promise.resolve().then(() => {
          if (channel.state === 'joined') channel.serverPush('response', { uuid, data: [] });
        });
      }
      channel.pushes.push({ event, payload });
      return new FakePush();
    };
  }

  /** The channel's join (or rejoin) reaches the server, which accepts it. */
  acceptJoin(): void {
    this.receive(undefined, undefined);
    this.channel.acceptJoin();
  }

  private receive(uuid: string | undefined, actionId: string | undefined): FrameVerdict {
    const verdict = this.admission.admit();
    this.frames.push({ at: Date.now(), uuid, actionId, verdict });
    return verdict;
  }

  get requestFrames(): SentFrame[] {
    return this.frames.filter((frame) => frame.uuid !== undefined);
  }

  /** Frames dropped, and how many times the server would have closed the socket for flooding. */
  get refusals(): { refused: number; closedForFlooding: number } {
    return {
      refused: this.frames.filter((frame) => frame.verdict !== 'admit').length,
      closedForFlooding: this.frames.filter((frame) => frame.verdict === 'flood').length,
    };
  }

  /** The most frames that left within any one second. */
  get mostInOneSecond(): number {
    let most = 0;
    let first = 0;
    this.frames.forEach((frame, last) => {
      while (frame.at - (this.frames[first]?.at ?? frame.at) >= 1000) first += 1;
      most = Math.max(most, last - first + 1);
    });
    return most;
  }

  /** How many times each request was pushed. */
  pushesPerRequest(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { uuid } of this.requestFrames) {
      if (uuid !== undefined) counts.set(uuid, (counts.get(uuid) ?? 0) + 1);
    }
    return counts;
  }
}

function actionId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** The channel of one socket, joined once, with the fake server behind it. */
function joinedChannel() {
  const socket = new FakeSocket('token-alice');
  const sagaMiddleware = createSagaMiddleware();
  configureStore({
    reducer: combineSlices(connectionSlice, requestsSlice),
    // The development checks walk the whole state at every action: with hundreds of requests pending, they
    // would be most of the run. The app's production store has none.
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(runChannel, socket.asSocket(), 'user:alice');
  const channel = socket.lastChannel;
  const server = new FakeServer(channel);
  server.acceptJoin();
  const listActions = (count: number): Task[] =>
    Array.from({ length: count }, (_, n) => sagaMiddleware.run(sendRequest, 'action.list_for_application', { id: actionId(n) }));
  return { channel, server, listActions };
}

/** Each task's outcome: `success` (an answer, which passed its reply check), or the message it failed with. */
function outcomesOf(tasks: readonly Task[]): Promise<string[]> {
  return Promise.all(
    tasks.map((task) =>
      task.toPromise<unknown>().then(
        () => 'success',
        (error: unknown) => (error instanceof Error ? `failed: ${error.message}` : 'failed'),
      ),
    ),
  );
}

/** Moves the fake clock from timer to timer until every task ended, or past the requests' deadline. */
async function runUntilSettled(tasks: readonly Task[]): Promise<void> {
  const deadline = Date.now() + CALL_TIMEOUT_MS + 1000;
  while (tasks.some((task) => task.isRunning()) && Date.now() < deadline) {
    await jest.advanceTimersToNextTimerAsync();
  }
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a long queue of requests after a rejoin', () => {
  it(`pushes ${String(QUEUED)} requests made while the channel was down once each, and the server refuses none`, async () => {
    const { channel, server, listActions } = joinedChannel();
    channel.crash();
    const tasks = listActions(QUEUED);
    await jest.advanceTimersByTimeAsync(DOWN_MS);
    expect(server.requestFrames).toHaveLength(0);

    channel.startRejoin();
    server.acceptJoin();
    const outcomes = outcomesOf(tasks);
    await runUntilSettled(tasks);

    expect(server.refusals).toEqual({ refused: 0, closedForFlooding: 0 });
    expect(server.mostInOneSecond).toBeLessThanOrEqual(SOCKET_EVENTS_PER_SECOND);
    expect(await outcomes).toEqual(tasks.map(() => 'success'));
    const pushes = server.pushesPerRequest();
    expect(pushes.size).toBe(QUEUED);
    expect([...pushes.values()].every((count) => count === 1)).toBe(true);
  });

  it('answers every request of a queue when the channel came back with little of their time left: the wait for a turn is not counted', async () => {
    const { channel, server, listActions } = joinedChannel();
    channel.crash();
    const queued = SOCKET_EVENTS_PER_SECOND;
    const tasks = listActions(queued);
    const outcomes = outcomesOf(tasks);
    // Down for all but one second of the requests' time: the queue takes longer than that to go out.
    await jest.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1000);
    channel.startRejoin();
    server.acceptJoin();
    await runUntilSettled(tasks);

    expect((await outcomes).filter((outcome) => outcome === 'success')).toHaveLength(queued);
    expect(server.pushesPerRequest().size).toBe(queued);
    expect(server.refusals).toEqual({ refused: 0, closedForFlooding: 0 });
    const requestFrames = server.requestFrames;
    expect((requestFrames.at(-1)?.at ?? 0) - (requestFrames[0]?.at ?? 0)).toBeGreaterThan(1000);
  });

  it('sends what was still waiting its turn after the next join when the channel drops midway, each once', async () => {
    const { channel, server, listActions } = joinedChannel();
    channel.crash();
    const queued = 2 * SOCKET_EVENTS_PER_SECOND;
    const tasks = listActions(queued);
    channel.startRejoin();
    server.acceptJoin();
    const outcomes = outcomesOf(tasks);
    await jest.advanceTimersByTimeAsync(1500);
    const beforeTheDrop = server.requestFrames.length;
    expect(beforeTheDrop).toBeGreaterThan(0);
    expect(beforeTheDrop).toBeLessThan(queued);
    channel.crash();
    await jest.advanceTimersByTimeAsync(DOWN_MS);
    // Nothing goes while the channel is down: the pushes waiting their turn were dropped with it.
    expect(server.requestFrames).toHaveLength(beforeTheDrop);

    channel.startRejoin();
    server.acceptJoin();
    await runUntilSettled(tasks);

    expect(server.refusals).toEqual({ refused: 0, closedForFlooding: 0 });
    expect(server.mostInOneSecond).toBeLessThanOrEqual(SOCKET_EVENTS_PER_SECOND);
    expect(await outcomes).toEqual(tasks.map(() => 'success'));
    // Every answer came back at once, so none was lost with the drop: each request was pushed once in all.
    const pushes = server.pushesPerRequest();
    expect(pushes.size).toBe(queued);
    expect([...pushes.values()].every((count) => count === 1)).toBe(true);
  });

  it('paces a burst of new requests too, and never pushes one that gave up while it waited its turn', async () => {
    const { server, listActions } = joinedChannel();
    // As many as the server takes in a second: more than the pacing lets go at once.
    const queued = SOCKET_EVENTS_PER_SECOND;
    const tasks = listActions(queued);
    // One in the middle gives up while its push waits: the ones after it are pushed, it never is.
    const givingUp = queued / 2;
    await jest.advanceTimersByTimeAsync(1);
    tasks[givingUp]?.cancel();
    await runUntilSettled(tasks);

    expect(server.refusals).toEqual({ refused: 0, closedForFlooding: 0 });
    expect(server.mostInOneSecond).toBeLessThanOrEqual(SOCKET_EVENTS_PER_SECOND);
    expect(server.pushesPerRequest().size).toBe(queued - 1);
    expect(server.requestFrames.some((frame) => frame.actionId === actionId(givingUp))).toBe(false);
  });
});
