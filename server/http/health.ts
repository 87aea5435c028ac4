// GET /api/health: the process answers and its database too.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

export function registerHealthRoute(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/health', async (_request, reply) => {
    await sql`select 1`.execute(database.db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.dialect });
  });
}
