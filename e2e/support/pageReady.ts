// When a page opened in the browser is ready to be looked at: the app's own markers that its content is in
// place, rather than a quiet spell on the network. The page's code arriving is marked by the frame's loading
// line going away (data-testid="page-loading", also shown until the workspace is ready); its live content by
// the skeletons going away; then the animations end. A page whose placeholder stays (a failed load) is looked
// at as it is, after CONTENT_WAIT_MS.
//
// Not `networkidle`: it waits for 500 ms without a request after the last one, on every page view, and covers
// nothing these markers leave out. The pages' live content comes over the WebSocket, which it does not see;
// their code and stylesheets come before the loading line goes away; the app loads no font or image over
// HTTP; and the one download after that (the other languages' catalogs, about two seconds after a first load,
// so that a change of language works offline) is no part of what a page shows. Checked on every route of the
// accessibility and layout tests when networkidle was dropped: no request was under way once these markers
// said the page was ready, and none started after but that catalog.
import type { Page } from 'playwright-core';
import { settled, UI_TIMEOUT_MS } from './jobSearchPages';

/** How long a page's live content may take to replace its placeholders. */
const CONTENT_WAIT_MS = 5_000;

export async function pageReady(page: Page): Promise<void> {
  await page.locator('[data-testid="app-shell"]').waitFor({ timeout: UI_TIMEOUT_MS });
  await contentReady(page);
}

/** The page's code and live content in place and its animations ended (after a load, a click or a resize). */
export async function contentReady(page: Page): Promise<void> {
  await page.locator('[data-testid="page-loading"]').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  await page
    .locator('.ant-skeleton-active, .app-skeleton-bar')
    .first()
    .waitFor({ state: 'detached', timeout: CONTENT_WAIT_MS })
    .catch(() => undefined);
  await settled(page);
}

/** How much faster than written the pages' CSS animations and transitions run under quickAnimations. */
const ANIMATION_RATE = 20;

/**
 * Runs the page's animations and transitions (antd's focus rings, tab bars, drawers and dialogs: 0.2 to 0.3 s
 * each) twenty times faster, from now on and on every document the page loads. For checks that look at pages
 * at rest only, after `settled`: where an animation or a transition ends does not depend on how fast it gets
 * there, and the page's own timers are untouched. (The accessibility checks, run both ways when this was
 * added, found the same violations and the same focus indicators on every view.)
 */
export async function quickAnimations(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: ANIMATION_RATE });
}
