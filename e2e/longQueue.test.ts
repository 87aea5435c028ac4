// A tab with a long queue is never cut off, in Chromium against the real server. While its live socket is down,
// the tab makes 300 changes (an action added to each of 300 applications, through the app's own event, as 300
// submissions of the action form would); once the socket is back, it pushes them all again over it (WebSocket, or
// LongPoll if it fell back). The server drops the frames of a socket past its bound (SOCKET_EVENTS_PER_SECOND)
// and closes one that goes on, which would make the tab reconnect and push the same queue again. Checked: every
// change is stored exactly once, the server logged no refused frame and no socket closed for flooding, and no
// close with 1008 reached the page. The socket goes down as a network does: the page reaches the server through
// a TCP line the test cuts.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DatabaseHandle } from '../server/db/database';
import { openDatabase } from '../server/db/database';
import { insertJobApplication } from '../server/domain/jobApplications/jobApplicationQueries';
import type { NewDatedAction } from '../src/features/datedActions/datedActionsSlice';
import { openSignedInPage, signUpConfirmedAccount } from './support/accountApi';
import { launchBrowser, newVisitor } from './support/browser';
import { type CuttableLine, openCuttableLine } from './support/cuttableLine';
import { type OwnServer, startServer } from './support/server';

const CHANGES = 300;
/** What the page's action form dispatches when submitted (datedActionCreationSubmitted). */
const ACTION_CREATION_SUBMITTED = 'datedActions/creationSubmitted';
/** The WebSocket close code the server uses for a socket that floods it (docs/protocol.md). */
const POLICY_VIOLATION = 1008;
/** Every change is answered within its 10 s deadline or fails: this bound is only the test's own. */
const SETTLED_TIMEOUT_MS = 30_000;

/** What the init script leaves on the page's window for the test. */
interface PageProbe {
  /** The app's store, for the test to dispatch the form's event and read the pending requests. */
  e2eStore?: {
    dispatch(action: unknown): unknown;
    getState(): { requests: { pending: Record<string, unknown> }; offline: { changes: unknown[] } };
  };
  /** Live requests the page's sockets sent (over WebSocket or LongPoll), and the codes its WebSockets were closed with. */
  e2eSockets?: { requestsSent: number; closeCodes: number[] };
}

/**
 * Runs before the app's scripts. Asks for the Redux DevTools connection (`localStorage.devtools`, which a
 * production build honours, docs/development.md) and stands in for the extension, keeping the store it builds;
 * and counts what the page's WebSockets send and how they are closed.
 */
function probePage(): void {
  try {
    localStorage.setItem('devtools', 'on');
  } catch {
    // about:blank has no storage; the app's pages do.
  }
  type Enhancer = (next: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown;
  const probe = window as unknown as PageProbe & { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
  probe.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    () =>
    (...enhancers: Enhancer[]) =>
    (createStore: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(...args);
      probe.e2eStore = store as PageProbe['e2eStore'];
      return store;
    };
  const sockets = { requestsSent: 0, closeCodes: [] as number[] };
  probe.e2eSockets = sockets;
  // Phoenix takes the WebSocket class from the window when it builds its socket, after this ran.
  window.WebSocket = class extends window.WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('close', (event) => {
        sockets.closeCodes.push(event.code);
      });
    }

    override send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
      if (typeof data === 'string' && data.includes('"request"')) sockets.requestsSent += 1;
      super.send(data);
    }
  };
  // Phoenix falls back to LongPoll when a WebSocket takes over 2.5 s to open, which a reconnection on a loaded
  // machine can: its POSTs (fetch, one frame a line) are counted as well.
  const sendOverHttp = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method === 'POST' && url.includes('/user_socket/longpoll') && typeof init.body === 'string') {
      sockets.requestsSent += init.body.split('\n').filter((line) => line.includes('"request"')).length;
    }
    return sendOverHttp(input, init);
  };
}

/** The server's log lines about frames it refused ("dropping") or sockets it closed for flooding ("closing"). */
function floodLines(output: string): { dropping: number; closing: number } {
  const lines = output.split('\n');
  return {
    dropping: lines.filter((line) => line.includes('realtime: too many events, dropping')).length,
    closing: lines.filter((line) => line.includes('realtime: too many events, closing')).length,
  };
}

async function socketsSeen(page: Page): Promise<{ requestsSent: number; closeCodes: number[] }> {
  return page.evaluate(() => (window as PageProbe).e2eSockets ?? { requestsSent: 0, closeCodes: [] });
}

describe('a tab that reconnects with a long queue', () => {
  let server: OwnServer;
  let line: CuttableLine;
  let database: DatabaseHandle;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    line = await openCuttableLine(server.url);
    // The server has migrated its SQLite file; WAL lets this test seed it while the server runs.
    database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'app.sqlite') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.destroy();
    await line.close();
    await server.close();
  });
  beforeEach(async () => {
    context = await newVisitor(browser, 'en-US', server.clientHeaders);
  });
  afterEach(async () => {
    await context.close();
  });

  /** A new account with 300 applications, and the change a person makes to each: an action added. */
  async function accountWithApplications() {
    const account = await signUpConfirmedAccount(server, 'en-US');
    const { id: accountId } = await database.db.selectFrom('accounts').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    const created = new Date();
    const applicationIds: string[] = [];
    await database.db.transaction().execute(async (trx) => {
      for (let n = 1; n <= CHANGES; n += 1) {
        applicationIds.push(await insertJobApplication(trx, accountId, { title: `Queued role ${String(n)}`, url: 'https://jobs.example.org/q' }, created));
      }
    });
    const changes: NewDatedAction[] = applicationIds.map((id, index) => ({
      job_application_id: id,
      type: 'email',
      title: `Follow-up ${String(index + 1)}`,
      notes: '',
      date: new Date(created.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    }));
    return { account, accountId, changes };
  }

  it(`stores ${String(CHANGES)} changes made while the socket was down exactly once, and no socket is refused or closed for flooding`, async () => {
    const { account, accountId, changes } = await accountWithApplications();
    await context.addInitScript(probePage);
    const page = await openSignedInPage(context, { ...server, url: line.url }, account);

    line.cut();
    await page.locator('[data-testid="connection-status"][data-status="disconnected"]').waitFor();
    const sentBeforeTheCut = (await socketsSeen(page)).requestsSent;
    // Each request's 10 s deadline starts here: the line comes back at once.
    const pending = await page.evaluate(
      ({ type, payloads }) => {
        const store = (window as PageProbe).e2eStore;
        if (store === undefined) throw new Error('the app built no store the test could reach');
        for (const payload of payloads) store.dispatch({ type, payload });
        return Object.keys(store.getState().requests.pending).length;
      },
      { type: ACTION_CREATION_SUBMITTED, payloads: changes },
    );
    line.restore();
    expect(pending).toBeGreaterThanOrEqual(CHANGES);
    // Settled: no request waits for its answer, and none of the changes is left waiting on the device (those the
    // channel could not take before their deadline go again, one after the other, from the offline feature).
    await page.waitForFunction(
      () => {
        const state = (window as PageProbe).e2eStore?.getState();
        return state !== undefined && Object.keys(state.requests.pending).length === 0 && state.offline.changes.length === 0;
      },
      undefined,
      { timeout: SETTLED_TIMEOUT_MS },
    );

    const stored = await database.db
      .selectFrom('actions')
      .select(['job_application_id', 'title'])
      .where('account_id', '=', accountId)
      .execute();
    const seen = await socketsSeen(page);
    expect({
      ...floodLines(server.output()),
      closedForFlooding: seen.closeCodes.filter((code) => code === POLICY_VIOLATION).length,
      actionsStored: stored.length,
    }).toEqual({ dropping: 0, closing: 0, closedForFlooding: 0, actionsStored: CHANGES });
    const storedOnce = new Set(stored.map((action) => `${action.job_application_id} ${action.title}`));
    expect(storedOnce).toEqual(new Set(changes.map((change) => `${change.job_application_id} ${change.title}`)));
    // The queue went over the socket opened once the line was back, whose bound this is about (a WebSocket, or
    // LongPoll if the page fell back to it: the same bound holds on both).
    expect(seen.requestsSent - sentBeforeTheCut).toBeGreaterThanOrEqual(CHANGES);
  });
});
