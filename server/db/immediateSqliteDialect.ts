// Kysely's SQLite dialect, but its transactions take the write lock as they begin (BEGIN IMMEDIATE).
//
// A transaction begun plainly (deferred) reads first and asks for the write lock at its first write; if another
// connection holds it then (the checkpoint worker emptying the log, walCheckpoints.ts, or a script writing to
// the file), SQLite fails that write at once with SQLITE_BUSY instead of waiting out busy_timeout, because two
// readers waiting to become the writer would wait on each other. Asked for at BEGIN, the lock is waited for as
// a single statement waits for it. The server's one connection runs one transaction at a time anyway (Kysely's
// SQLite driver holds a mutex), so no reader of this process waits longer for it.
import { CompiledQuery, type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';

class ImmediateTransactionsSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsSqliteDriver(this.#config);
  }
}
