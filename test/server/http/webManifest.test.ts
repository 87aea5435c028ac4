// GET /manifest.webmanifest: the installable app's manifest, with the contract's share_target to /capture.
import { startTestApp, type TestApp } from '../../support/testApp';

describe('the web app manifest', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('declares the share target the contract fixes, as a manifest', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({ name: 'Job Search Tracker', start_url: '/', display: 'standalone' });
    expect(manifest.share_target).toEqual({ action: '/capture', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } });
  });
});
