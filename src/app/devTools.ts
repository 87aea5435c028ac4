// The Redux DevTools extension, for maintainers. Development builds always connect to it; a production build
// connects only when this browser's `localStorage.devtools` is `on`, so a maintainer can inspect a live
// session without a special build. Either way the extension never sees a secret: the session token,
// passwords, captcha solutions, mailed tokens and the calendar feed's secret address are masked in every state
// and action it is sent.
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { getBrowserStorage } from '../common/browserStorage';

export const DEVTOOLS_STORAGE_KEY = 'devtools';
export const MASKED = '‹masked›';

/** Property names whose values are secrets wherever they appear. */
const SECRET_KEY = /token|password|captcha|secret/i;
/**
 * A bare string that looks like a random secret (a mailed token given as an action's whole payload, say):
 * 32 or more base64url characters. Ids are UUIDs, which keep their dashes in fixed places and are shown.
 */
const SECRET_LOOKING = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The calendar feed's address is its only credential (contract: `/api/calendar/{secret}.ics`). */
const CALENDAR_FEED_SECRET = /(\/api\/calendar\/)[A-Za-z0-9_-]+(\.ics)/g;

function maskString(value: string): string {
  if (SECRET_LOOKING.test(value) && !UUID.test(value)) return MASKED;
  return value.replace(CALENDAR_FEED_SECRET, `$1${MASKED}$2`);
}

/** A copy of `value` with every secret masked; the store's own objects are never changed. */
export function maskSecrets(value: unknown): unknown {
  if (typeof value === 'string') return maskString(value);
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    masked[key] = SECRET_KEY.test(key) && entry !== null && entry !== undefined && entry !== '' ? MASKED : maskSecrets(entry);
  }
  return masked;
}

/** Development builds always; a production build when this browser asked for it. */
export function devToolsWanted(production: boolean, storage: Storage | undefined = getBrowserStorage()): boolean {
  if (!production) return true;
  try {
    return storage?.getItem(DEVTOOLS_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The `devTools` option of configureStore: off, or the extension with every secret masked. */
export function devToolsOptions(production: boolean, storage?: Storage): false | DevToolsEnhancerOptions {
  if (!devToolsWanted(production, storage)) return false;
  return {
    name: 'Job search tracker',
    // The extension's types want the same type back; a masked copy has the same shape.
    actionSanitizer: (action) => maskSecrets(action) as typeof action,
    stateSanitizer: (state) => maskSecrets(state) as typeof state,
  };
}
