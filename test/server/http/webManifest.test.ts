// GET /manifest.webmanifest: the installable app's manifest (names in the visitor's language, the icons the build
// makes, standalone, theme colours), with the contract's share_target to /capture; and the routes the server
// answers itself, which the service worker must leave alone.
import { APP_ICONS } from '../../../scripts/appIcons/plugin';
import { isAppPageNavigation } from '../../../src/features/appUpdate/workerProtocol';
import { startTestApp, type TestApp } from '../../support/testApp';

describe('the web app manifest', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function manifestFor(acceptLanguage?: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });
    expect(response.statusCode).toBe(200);
    return { response, manifest: response.json<Record<string, unknown>>() };
  }

  it('declares an installable app: names, standalone display, colours, and the share target the contract fixes', async () => {
    const { response, manifest } = await manifestFor();
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Job Search Tracker',
      short_name: 'Job Search',
      lang: 'en-US',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0958d9',
    });
    expect(manifest.share_target).toEqual({
      action: '/capture',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('names the app in French for a browser that prefers French, with the same identity', async () => {
    const { manifest } = await manifestFor('fr-CH, fr;q=0.9, en;q=0.8');
    expect(manifest).toMatchObject({ id: '/', name: 'Suivi de recherche d’emploi', short_name: 'Recherche d’emploi', lang: 'fr-FR' });
  });

  it('lists the 192 and 512 px icons and the maskable one, all made by the build', async () => {
    const { manifest } = await manifestFor();
    const made = APP_ICONS.filter((icon) => icon.purpose !== 'apple-touch').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${String(icon.size)}x${String(icon.size)}`,
      type: 'image/png',
      purpose: icon.purpose,
    }));
    expect(manifest.icons).toEqual(made);
    expect(made.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});

describe('the routes the server answers itself', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('are never taken by the service worker for pages of the app', () => {
    // The router's first branches (each as far as its routes share it), but the page's catch-all.
    const tree = testApp.app.printRoutes({ commonPrefix: false });
    const branches = [...tree.matchAll(/^ {4}[├└]── (\S+) \(/gm)].map(([, segment]) => `/${segment ?? ''}`).filter((path) => path !== '/*');
    expect(branches).toEqual(expect.arrayContaining(['/api/login', '/manifest.webmanifest', '/outbox', '/user_socket/longpoll']));
    expect(branches.filter((path) => isAppPageNavigation(path))).toEqual([]);
  });
});
