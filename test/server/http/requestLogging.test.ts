// The app's request log: one line a request, written with the answer, at info level only when it matters.
import { serializeRequestForLog } from '../../../server/app';
import { startTestApp, type TestApp } from '../../support/testApp';

interface LoggedLine {
  readonly level: number;
  readonly msg: string;
  readonly req?: { readonly method: string; readonly url: string };
  readonly res?: { readonly statusCode: number };
  readonly responseTime?: number;
}

const DEBUG = 20;
const INFO = 30;

describe('request log lines', () => {
  let testApp: TestApp;
  const lines: LoggedLine[] = [];
  beforeAll(async () => {
    testApp = await startTestApp(
      {},
      {
        // As the app's own logger is set up, at debug level so that every line can be seen.
        logger: {
          level: 'debug',
          serializers: { req: serializeRequestForLog },
          stream: { write: (line: string) => lines.push(JSON.parse(line) as LoggedLine) },
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const requestLines = (): LoggedLine[] => lines.filter((line) => line.msg === 'request completed' || line.msg === 'incoming request');

  it('logs an answered request once, at debug level, without its query string', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health?token=secret' });
    expect(response.statusCode).toBe(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: DEBUG, msg: 'request completed', req: expect.objectContaining({ method: 'GET', url: '/api/health' }), res: { statusCode: 200 } }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs a refused request at info level', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/job_applications', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request completed', req: expect.objectContaining({ method: 'POST', url: '/api/job_applications' }), res: { statusCode: 403 } }),
    ]);
  });
});
