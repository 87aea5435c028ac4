// Serves the built browser app: hashed assets from STATIC_DIR, compressed at build time (brotli or gzip, as
// the browser accepts) and cached for good, and index.html, with a fresh CSRF token in its meta tag and never
// cached, for every other path that is not /api/..., /user_socket/... or /assets/.... The files of fixed names
// beside index.html (the service worker's sw.js, the favicon and the app's icons) are revalidated at every use
// (`no-cache`): a new build's service worker reaches the browser at its next check.
//
// The build writes source maps beside the scripts (for reading error reports) but they are never served: they
// would hand anyone the original source.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_WORKER_PATH } from '../../contract';
import { createCsrfToken, ensureCsrfSeed } from './csrf';

const TOKEN_PLACEHOLDER = '__CSRF_TOKEN__';
/** Paths that never fall back to the page: a missing asset is a 404, not a page that would run as a script. */
const RESERVED_PREFIXES = ['/api/', '/user_socket/', '/assets/'];
/**
 * Files that are never answered with the page when missing: a build without a service worker answers 404 to the
 * browser's update check, never a page that it would refuse as a script.
 */
const RESERVED_FILES = new Set([SERVICE_WORKER_PATH]);
const SOURCE_MAP = /\.map$/i;
/** The page template, placeholder and all, is only ever sent filled in. */
const TEMPLATE_PATH = '/index.html';

interface PageTemplate {
  readonly mtimeMs: number;
  readonly html: string;
}

export interface SpaOptions {
  readonly staticDir: string;
  readonly secret: Buffer;
  readonly secureCookie: boolean;
}

export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.staticDir, 'index.html');
  let cached: PageTemplate | undefined;

  // Re-read index.html only when a rebuild has changed it.
  async function pageTemplate(): Promise<string | undefined> {
    try {
      const { mtimeMs } = await fs.stat(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await fs.readFile(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return undefined;
    }
  }

  await app.register(fastifyStatic, {
    root: options.staticDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // file.js.br or file.js.gz when the browser accepts it (with Vary: Accept-Encoding), else file.js.
    preCompressed: true,
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName) && pathName !== TEMPLATE_PATH,
    setHeaders: (reply, filePath) => {
      // Hashed file names never change content, so browsers may keep them for good; the others are asked
      // for again each time (a 304 when unchanged), the service worker's script first of all.
      const immutable = filePath.startsWith(path.join(options.staticDir, 'assets') + path.sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const template = await pageTemplate();
    if (template === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The browser app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const seed = ensureCsrfSeed(request, reply, options.secureCookie);
    const html = template.replace(TOKEN_PLACEHOLDER, createCsrfToken(options.secret, seed));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  // The static plugin refuses the root folder itself, so the root path gets its own route.
  app.get('/', servePage);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isReserved =
      RESERVED_FILES.has(pathname) || RESERVED_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
    if (isReserved || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'not_found' });
    }
    return servePage(request, reply);
  });
}
