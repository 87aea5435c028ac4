// Child process: the baseline of the HTTP benchmark, a bare Fastify with one route at the app's path that
// parses the JSON body (as every Fastify route does) and answers an empty object.
//
//   node --import tsx bench/support/bareFastifyServer.ts
import Fastify from 'fastify';
import { API_PATHS } from '../../contract';
import { serveCommands } from './serverChild';

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.post(API_PATHS.jobApplications, () => ({}));
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  serveCommands({ type: 'ready', baseUrl, accounts: [], label: `bare Fastify route (fastify ${app.version})` }, {}, () => app.close());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
