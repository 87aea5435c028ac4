// Debian's Chromium driven by playwright-core (no browser download works here). The flags keep Chromium
// from reaching for the network at start, which this machine refuses.
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { chromiumPath, chromiumSearchedAt } from './chromiumPath';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (executablePath === undefined) throw new Error(`no Chromium at ${chromiumSearchedAt()} (set CHROMIUM_PATH)`);
  return chromium.launch({
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
  });
}

/**
 * A fresh browser profile. Its system asks for reduced motion unless `reducedMotion` says otherwise, so antd's
 * dialogs and drawers appear at once instead of zooming and sliding: a click lands where the test aims, and the
 * browser draws a third less (Chromium's CPU for the applications journey, 31 -> 22 s). The keyboard tests keep
 * the motion, so the animated path stays driven too.
 */
export function newProfile(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
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
