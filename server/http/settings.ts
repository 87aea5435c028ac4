// GET /api/settings: what the browser app shows of the server's settings (the help page's contact, whether and
// how credits are bought). Public: none of it is secret, and the help page reads it.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type PublicSettings } from '../../contract';
import type { Config } from '../config';

export function registerSettingsRoute(app: FastifyInstance, config: Config): void {
  const settings: PublicSettings = { support_email: config.supportEmail ?? null, payments: config.payments.provider };
  app.get(API_PATHS.settings, async (_request, reply) => reply.header('cache-control', 'no-cache').send(settings));
}
