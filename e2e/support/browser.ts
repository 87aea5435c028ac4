// Debian's Chromium driven by playwright-core (no browser download works here). The flags keep Chromium
// from reaching for the network at start, which this machine refuses.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type LaunchOptions,
} from 'playwright-core';
import { chromiumPath, chromiumSearchedAt } from './chromiumPath';

/** `executablePath`: the run's Chromium unless a test needs another build (the full browser: fullChromiumPath). */
function chromiumLaunchOptions(executablePath: string | undefined = chromiumPath()): LaunchOptions {
  if (executablePath === undefined) throw new Error(`no Chromium at ${chromiumSearchedAt()} (set CHROMIUM_PATH)`);
  return {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * A fresh browser profile. Its system asks for reduced motion unless `reducedMotion` says otherwise, so antd's
 * dialogs and drawers appear at once instead of zooming and sliding: a click lands where the test aims, and the
 * browser draws a third less (Chromium's CPU for the applications journey, 31 -> 22 s). The keyboard tests keep
 * the motion, so the animated path stays driven too.
 *
 * It registers no service worker (Playwright answers the registration with nothing): each page is a first
 * visit's, whose downloads the tests count and whose requests their routes see (a worker's answers bypass
 * them), and no profile precaches the whole build in the background. The worker has its own test,
 * e2e/installable.test.ts, in a profile of its own (launchInstallableProfile).
 */
export function newProfile(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block', ...options });
}

/**
 * A browser of its own with an ordinary, persistent profile in `userDataDir` (the full browser reports an
 * incognito profile as not installable) and service workers allowed, for the tests of the installable app and
 * of its notifications; `executablePath` as for chromiumLaunchOptions.
 */
export function launchInstallableProfile(userDataDir: string, options: BrowserContextOptions = {}, executablePath?: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunchOptions(executablePath ?? chromiumPath()),
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    ...options,
  });
}

/**
 * A fresh browser profile speaking the given language, as a new visitor would arrive; `clientHeaders` are the
 * server's (RunningServer.clientHeaders: the test's own address on the shared server).
 */
export async function newVisitor(
  browser: Browser,
  locale: 'en-US' | 'fr-FR' = 'en-US',
  clientHeaders: Readonly<Record<string, string>> = {},
  reducedMotion: BrowserContextOptions['reducedMotion'] = 'reduce',
): Promise<BrowserContext> {
  return newProfile(browser, { locale, viewport: { width: 1280, height: 800 }, extraHTTPHeaders: clientHeaders, reducedMotion });
}
