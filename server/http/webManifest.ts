// GET /manifest.webmanifest: what makes the app installable (its names, icons, colours, standalone display),
// and the contract's `share_target`, which makes the installed app one of the targets of a job board app's
// "Share" (the shared title, text and address arrive at /capture as its query). The names and description are
// in the visitor's language (Accept-Language, as for a visitor the server knows nothing else of); the rest is
// the same for all. The icons are made by the build from public/favicon.svg (scripts/appIcons/plugin.js) and
// served from STATIC_DIR; the service worker is dist/public/sw.js (docs/decisions.md, "Installable app and
// updates").
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../contract';
import { visitorLocale } from './visitorLocale';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The icons the build writes into STATIC_DIR (the names scripts/appIcons/plugin.js gives them). */
export const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

const TEXTS: Readonly<Record<Locale, { readonly name: string; readonly shortName: string; readonly description: string }>> = {
  'en-US': {
    name: 'Job Search Tracker',
    shortName: 'Job Search',
    description: 'Keep track of your job applications, events, files and AI help.',
  },
  'fr-FR': {
    name: 'Suivi de recherche d’emploi',
    shortName: 'Recherche d’emploi',
    description: 'Suivez vos candidatures, vos événements, vos fichiers et l’aide de l’IA.',
  },
};

/** The manifest in `locale`. `id` stays the same in every language: it is the installed app's identity. */
export function webManifest(locale: Locale): Record<string, unknown> {
  const texts = TEXTS[locale];
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The splash screen's ground (white, as the header) and the app's primary colour (src/app/theme.ts).
    background_color: '#ffffff',
    theme_color: '#0958d9',
    icons: MANIFEST_ICONS,
    // The encoding is GET's own; Chromium warns about a share target that does not name it.
    share_target: {
      action: '/capture',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  };
}

export function registerWebManifestRoute(app: FastifyInstance): void {
  const bodies = new Map<Locale, string>();
  const bodyIn = (locale: Locale): string => {
    let body = bodies.get(locale);
    if (body === undefined) {
      body = JSON.stringify(webManifest(locale));
      bodies.set(locale, body);
    }
    return body;
  };
  app.get(WEB_MANIFEST_PATH, (request, reply) =>
    reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-language')
      .send(bodyIn(visitorLocale(request.headers['accept-language']))),
  );
}
