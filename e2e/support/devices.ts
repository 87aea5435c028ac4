// The frame of a browser test that drives signed-in devices of accounts: the shared server (seen from the
// block's own client address) or, with settings of its own, a server process of the block's own; one Chromium
// for the describe block, a fresh browser profile per device, every profile closed after each test, and the
// pages' uncaught exceptions and console errors gathered so a test can expect none.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ConfirmedAccount, type Locale, openSignedInPage } from './accountApi';
import { launchBrowser, newVisitor } from './browser';
import { type RunningServer, sharedServer, startServer } from './server';

export interface SignedInDevices {
  /** The block's server: the shared one from an address of the block's own, or its own process. */
  readonly server: RunningServer;
  /** Uncaught exceptions and console errors of the current test's pages. */
  readonly problems: readonly string[];
  /** A device of the account: its own browser profile (storage) and session, on the applications list. */
  signedInDevice(account: ConfirmedAccount): Promise<Page>;
}

/**
 * Registers the block's hooks; call it at the top of a describe block. Without `environment`, the block uses
 * the shared server; with it, a server of its own with those settings (or a function answering them when the
 * server starts, for an address known only then).
 */
export function useSignedInDevices(locale: Locale, environment?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv)): SignedInDevices {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  beforeAll(async () => {
    server = environment === undefined ? sharedServer() : await startServer(typeof environment === 'function' ? environment() : environment);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(() => {
    problems = [];
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  return {
    get server() {
      if (server === undefined) throw new Error('the server starts in beforeAll');
      return server;
    },
    get problems() {
      return problems;
    },
    async signedInDevice(account) {
      if (browser === undefined || server === undefined) throw new Error('the browser starts in beforeAll');
      const context = await newVisitor(browser, locale, server.clientHeaders);
      contexts.push(context);
      context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      return openSignedInPage(context, server, account);
    },
  };
}
