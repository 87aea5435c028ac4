// What the app answers to requests its router cannot even read: a path whose percent-encoding is not valid is
// 400 `invalid_params`, a code of the contract, not Fastify's own body (issue 15: every answer is a contract
// error code or success).
import { startTestApp, type TestApp } from '../../support/testApp';

describe('unreadable requests', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(['/api/calendar/%ZZ', '/api/payments/sandbox/%E0%A4%A', '/api/files/download/%'])('answers GET %s 400 invalid_params', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_params' });
  });
});
