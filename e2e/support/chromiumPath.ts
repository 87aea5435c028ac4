// The Chromium the browser tests and benchmarks drive: CHROMIUM_PATH when set, else Debian's headless shell,
// else Debian's full browser. The headless shell is Chromium's own build for automation (Blink and V8 as in
// the browser, without the browser's window and interface), the one Playwright itself runs headless by
// default: the browser tests took a quarter less time and CPU in it than in the full browser.
import fs from 'node:fs';

const DEBIAN_CHROMIUM_BUILDS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The path to run, or undefined when CHROMIUM_PATH is unset and Debian's builds are both missing. */
export function chromiumPath(): string | undefined {
  const given = process.env.CHROMIUM_PATH;
  if (given !== undefined && given !== '') return fs.existsSync(given) ? given : undefined;
  return DEBIAN_CHROMIUM_BUILDS.find((candidate) => fs.existsSync(candidate));
}

/** Where the browser was looked for, for a message saying it is missing. */
export function chromiumSearchedAt(): string {
  const given = process.env.CHROMIUM_PATH;
  return given !== undefined && given !== '' ? given : DEBIAN_CHROMIUM_BUILDS.join(' and ');
}

const DEBIAN_FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's full browser (CHROMIUM_FULL_PATH when set), for the one test the headless shell cannot run: the
 * shell denies every page the notification permission, so a service worker's notification needs the full
 * browser. Undefined when it is missing.
 */
export function fullChromiumPath(): string | undefined {
  const given = process.env.CHROMIUM_FULL_PATH;
  const candidate = given !== undefined && given !== '' ? given : DEBIAN_FULL_CHROMIUM;
  return fs.existsSync(candidate) ? candidate : undefined;
}

/** Where the full browser was looked for, for a message saying it is missing. */
export function fullChromiumSearchedAt(): string {
  const given = process.env.CHROMIUM_FULL_PATH;
  return given !== undefined && given !== '' ? given : DEBIAN_FULL_CHROMIUM;
}
