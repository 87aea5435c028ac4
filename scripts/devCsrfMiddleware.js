// webpack-dev-server middleware: pages served in development get a real CSRF token from the API server,
// with the API server's seed cookie passed through, just as the production server fills in the meta tag.
const path = require('node:path');

const PLACEHOLDER = '__CSRF_TOKEN__';

/** @param {string} serverUrl @param {import('webpack-dev-server')} devServer */
function devCsrfMiddleware(serverUrl, devServer) {
  /** @type {import('express').RequestHandler} */
  return (request, response, next) => {
    const wantsPage =
      request.method === 'GET' &&
      (request.headers.accept ?? '').includes('text/html') &&
      !request.path.startsWith('/api/') &&
      !request.path.startsWith('/user_socket/') &&
      path.extname(request.path) === '';
    if (!wantsPage || devServer.middleware === undefined) return next();

    devServer.middleware.waitUntilValid(async () => {
      try {
        const answer = await fetch(`${serverUrl}/api/csrf_token`, { headers: { cookie: request.headers.cookie ?? '' } });
        if (!answer.ok) throw new Error(`the API server answered ${answer.status}`);
        const { token } = /** @type {{ token: string }} */ (await answer.json());
        const outputFileSystem = /** @type {any} */ (devServer.compiler).outputFileSystem;
        const outputPath = /** @type {any} */ (devServer.compiler).outputPath;
        const page = outputFileSystem.readFileSync(path.join(outputPath, 'index.html'), 'utf8');
        for (const cookie of answer.headers.getSetCookie()) response.append('set-cookie', cookie);
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(page.replace(PLACEHOLDER, token));
      } catch (error) {
        console.error(`No CSRF token from ${serverUrl} (is the API server running?):`, error);
        next();
      }
    });
  };
}

module.exports = { devCsrfMiddleware };
