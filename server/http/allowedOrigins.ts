// Which pages may open the live socket: those of PUBLIC_URL's origin and of ALLOWED_ORIGINS, and while
// PUBLIC_URL is unset (local development) those on any loopback port, such as the webpack dev server's.
import type { Config } from '../config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Answers whether a page of this origin (the Origin header, as browsers send it) may connect. */
export function originPolicy(config: Pick<Config, 'allowedOrigins' | 'allowLoopbackOrigins'>): (origin: string) => boolean {
  const allowed = new Set(config.allowedOrigins);
  return (origin) => {
    if (allowed.has(origin)) return true;
    if (!config.allowLoopbackOrigins) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      // `null` (sandboxed frames, file: pages) and anything else that is no origin.
      return false;
    }
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
  };
}
