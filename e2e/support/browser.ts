// Debian's Chromium driven by playwright-core (no browser download works here). The flags keep Chromium
// from reaching for the network at start, which this machine refuses.
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
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
 * A fresh browser profile speaking the given language, as a new visitor would arrive; `clientHeaders` are the
 * server's (RunningServer.clientHeaders: the test's own address on the shared server).
 */
export async function newVisitor(
  browser: Browser,
  locale: 'en-US' | 'fr-FR' = 'en-US',
  clientHeaders: Readonly<Record<string, string>> = {},
): Promise<BrowserContext> {
  return browser.newContext({ locale, viewport: { width: 1280, height: 800 }, extraHTTPHeaders: clientHeaders });
}
