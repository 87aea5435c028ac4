// PostgreSQL's prepared statements for the queries the app repeats. Without a name, the driver (pg) asks the
// server to parse and plan every query again; with one, each connection parses a statement once and then only
// binds and runs it. Kysely's PostgreSQL dialect sends no names, so the pool it is given names the queries
// itself, by the SQL's digest.
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Statements one connection keeps at most. PostgreSQL holds each one in the memory of that connection's
 * backend until it closes; the app's queries are a few hundred distinct texts, but those with a list of values
 * (`in ($1, $2, ...)`) take a new text for each length, so past this bound new texts run unnamed, as before.
 */
export const NAMED_STATEMENTS_PER_CONNECTION = 256;

/** Names for SQL texts, shared by every connection of the pool; a statement's name is its text's digest. */
class StatementNames {
  readonly #names = new Map<string, string>();

  constructor(private readonly bound: number) {}

  nameOf(sql: string): string {
    let name = this.#names.get(sql);
    if (name === undefined) {
      name = `k${createHash('sha256').update(sql).digest('base64url').slice(0, 40)}`;
      // Texts beyond what the connections would keep anyway are not remembered either.
      if (this.#names.size < this.bound * 4) this.#names.set(sql, name);
    }
    return name;
  }
}

/** One checked-out connection: its queries with parameters run as named statements, within its bound. */
class NamingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly prepared: Set<string>,
    private readonly names: StatementNames,
    private readonly bound: number,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    const values = [...(parameters ?? [])];
    const name = this.statementName(sqlOrCursor, values.length);
    return this.client.query({ name, text: sqlOrCursor, values }) as unknown as Promise<PostgresQueryResult<R>>;
  }

  /** The name to run `sql` under on this connection, or undefined to run it unnamed. */
  private statementName(sql: string, parameterCount: number): string | undefined {
    // A query without parameters goes by the simple protocol, which may hold several statements (migrations):
    // a name would send it by the extended protocol, which refuses them.
    if (parameterCount === 0) return undefined;
    const name = this.names.nameOf(sql);
    if (this.prepared.has(name)) return name;
    if (this.prepared.size >= this.bound) return undefined;
    this.prepared.add(name);
    return name;
  }

  release(): void {
    this.client.release();
  }
}

/**
 * A pg pool for Kysely whose connections run each query with parameters as a named prepared statement, up to
 * `bound` statements per connection. The names a connection has used are kept with the connection itself (pg
 * hands the same client out again), and go with it when it closes.
 */
export function namingStatements(pool: pg.Pool, bound: number = NAMED_STATEMENTS_PER_CONNECTION): PostgresPool {
  const names = new StatementNames(bound);
  const preparedByClient = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    async connect() {
      const client = await pool.connect();
      let prepared = preparedByClient.get(client);
      if (prepared === undefined) {
        prepared = new Set();
        preparedByClient.set(client, prepared);
      }
      return new NamingClient(client, prepared, names, bound);
    },
    end: () => pool.end(),
  };
}
