// GET /manifest.webmanifest: what a phone needs to add the app to its home screen, and the contract's
// `share_target`, which makes the installed app one of the targets of a job board app's "Share" (the shared
// title, text and address arrive at /capture as its query). The icons and theme colours of a full installable
// app come with the offline work; the favicon stands for now.
import type { FastifyInstance } from 'fastify';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

const MANIFEST = {
  name: 'Job Search Tracker',
  short_name: 'Job Search',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0958d9',
  icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  share_target: { action: '/capture', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
} as const;

export function registerWebManifestRoute(app: FastifyInstance): void {
  const body = JSON.stringify(MANIFEST);
  app.get(WEB_MANIFEST_PATH, (_request, reply) =>
    reply.type('application/manifest+json').header('cache-control', 'public, max-age=3600').send(body),
  );
}
