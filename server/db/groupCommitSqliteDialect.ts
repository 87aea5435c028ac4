// Kysely's SQLite dialect for the server's one connection, with two changes to how transactions run.
//
// Group commit. A commit writes every page the transaction changed to the write-ahead log, a header and a page
// per write call, and that was the largest single cost of a create (about a fifth of the CPU of
// `POST /api/job_applications`). Requests that arrive together change the same pages (the table's last leaf, its
// indexes' last leaves, the account's row), so here each Kysely transaction is a savepoint inside one shared
// write transaction, and that one commits once the event loop has run what arrived with it (setImmediate): one
// log write of the shared pages for all of them. A change's commit resolves only after that shared commit, so
// nothing is answered, pushed or acknowledged before it is in the log; a change that fails rolls back to its
// savepoint and takes nothing of the others with it. A shared commit that fails fails every change in it.
//
// What a caller sees differently: a read on the connection while a shared commit is pending sees the changes
// waiting for it, as a read after their commit would. Only a failure of the commit itself (the disk full or
// failing) could take them back, and every change in it is then failed to its caller. A write outside a
// transaction is never slipped into a shared one: the pending commit is made first, then the write commits on
// its own as before.
//
// The write lock is taken as the shared transaction begins (BEGIN IMMEDIATE). A transaction begun plainly
// (deferred) reads first and asks for the write lock at its first write; if another connection holds it then
// (the checkpoint worker emptying the log, walCheckpoints.ts, or a script writing to the file), SQLite fails
// that write at once with SQLITE_BUSY instead of waiting out busy_timeout, because two readers waiting to
// become the writer would wait on each other. Asked for at BEGIN, the lock is waited for as a single statement
// waits for it.
import type SQLite from 'better-sqlite3';
import { type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SqliteDialect } from 'kysely';

/** The connection's prepared statements by SQL text (database.ts keeps them). */
export interface StatementSource {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/** Hands the connection to one user at a time, in the order they asked. */
class TurnQueue {
  #taken = false;
  readonly #waiting: (() => void)[] = [];

  async take(): Promise<void> {
    if (!this.#taken) {
      this.#taken = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** The next in line gets the connection directly, so no one who asked later can pass it. */
  handOn(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#taken = false;
    else next();
  }
}

/** The shared write transaction: open from the first change that joins it until its commit. */
class SharedCommit {
  readonly committed: Promise<void>;
  #resolve: () => void = () => undefined;
  #reject: (error: unknown) => void = () => undefined;

  constructor() {
    this.committed = new Promise<void>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    // A shared commit whose changes all rolled back has no one waiting on it; its failure is not unhandled.
    this.committed.catch(() => undefined);
  }

  succeeded(): void {
    this.#resolve();
  }

  failed(error: unknown): void {
    this.#reject(error);
  }
}

/** One user's turn on the connection, from acquireConnection to releaseConnection. */
class Turn implements DatabaseConnection {
  /** Inside its transaction's savepoint. */
  inChange = false;
  /** The connection went on to the next user before Kysely released it (a change waiting for its commit). */
  handedOn = false;

  constructor(private readonly driver: GroupCommitSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return Promise.resolve(this.driver.run<R>(this, query));
  }

  streamQuery(): AsyncIterableIterator<never> {
    // Nothing of the server streams rows; a stream would hold the connection between its rows.
    throw new Error('the server does not stream SQLite queries');
  }
}

function turnOf(connection: DatabaseConnection): Turn {
  if (!(connection instanceof Turn)) throw new Error('a connection of another driver');
  return connection;
}

const SAVEPOINT = 'account_change';

/** The outcome of synchronous work as a promise: a throw becomes a rejection, as in an async function. */
function settled(work: () => void): Promise<void> {
  return new Promise((resolve) => {
    work();
    resolve();
  });
}

export class GroupCommitSqliteDriver implements Driver {
  readonly #sqlite: SQLite.Database;
  readonly #statements: StatementSource;
  readonly #turns = new TurnQueue();
  #pending: SharedCommit | undefined;
  #closed = false;

  constructor(sqlite: SQLite.Database, statements: StatementSource) {
    this.#sqlite = sqlite;
    this.#statements = statements;
  }

  async init(): Promise<void> {
    // The connection is opened by the caller (database.ts sets its pragmas first).
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#takeOpenConnection();
    return new Turn(this);
  }

  beginTransaction(connection: DatabaseConnection): Promise<void> {
    return settled(() => {
      this.#begin(turnOf(connection));
    });
  }

  #begin(turn: Turn): void {
    if (this.#pending === undefined) {
      this.#exec('begin immediate');
      const pending = new SharedCommit();
      this.#pending = pending;
      setImmediate(() => {
        void this.#commitWhenFree(pending);
      });
    }
    this.#exec(`savepoint ${SAVEPOINT}`);
    turn.inChange = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const turn = turnOf(connection);
    this.#exec(`release ${SAVEPOINT}`);
    turn.inChange = false;
    const pending = this.#pending;
    if (pending === undefined) throw new Error('a change ended outside the shared transaction');
    // The next user may run while this change waits: that is how several changes come to share one commit.
    turn.handedOn = true;
    this.#turns.handOn();
    await pending.committed;
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return settled(() => {
      this.#rollBack(turnOf(connection));
    });
  }

  #rollBack(turn: Turn): void {
    // Kysely rolls back after a failed commit too: the shared commit failed, and SQLite has undone it already.
    if (turn.handedOn) return;
    turn.inChange = false;
    if (this.#sqlite.inTransaction) {
      this.#exec(`rollback to ${SAVEPOINT}`);
      this.#exec(`release ${SAVEPOINT}`);
      return;
    }
    // Some errors (an I/O error, the disk full) make SQLite roll back the whole transaction, the changes that
    // were waiting for the shared commit with it: they fail too.
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.failed(new Error('SQLite rolled back the shared transaction after an error in one of its changes'));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return settled(() => {
      const turn = turnOf(connection);
      if (turn.handedOn) return;
      turn.handedOn = true;
      this.#turns.handOn();
    });
  }

  async destroy(): Promise<void> {
    await this.#takeOpenConnection();
    try {
      this.#commitPending();
    } finally {
      this.#closed = true;
      this.#statements.close();
      // Whoever still waits for a turn is refused now rather than left waiting.
      this.#turns.handOn();
    }
  }

  /** Runs `query` in `turn`; a write outside a transaction first commits the changes waiting. */
  run<R>(turn: Turn, query: CompiledQuery): QueryResult<R> {
    if (turn.handedOn) throw new Error('a query on a connection that was released');
    const statement = this.#statements.prepare(query.sql);
    if (!turn.inChange && !statement.readonly) this.#commitPending();
    if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /** Runs once the connection is free, after every user who asked for it before. */
  async #commitWhenFree(pending: SharedCommit): Promise<void> {
    try {
      await this.#takeOpenConnection();
    } catch {
      // Closed: destroy() made the commit.
      return;
    }
    try {
      if (this.#pending === pending) this.#commitPending();
    } finally {
      this.#turns.handOn();
    }
  }

  async #takeOpenConnection(): Promise<void> {
    await this.#turns.take();
    if (!this.#closed) return;
    this.#turns.handOn();
    throw new Error('the database is closed');
  }

  #commitPending(): void {
    const pending = this.#pending;
    if (pending === undefined) return;
    this.#pending = undefined;
    try {
      this.#exec('commit');
    } catch (error) {
      if (this.#sqlite.inTransaction) this.#exec('rollback');
      pending.failed(error);
      return;
    }
    pending.succeeded();
  }

  #exec(sql: string): void {
    this.#statements.prepare(sql).run();
  }
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) with the group-commit driver. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #driver: () => GroupCommitSqliteDriver;

  constructor(sqlite: SQLite.Database, statements: StatementSource) {
    // Kysely's own driver is never made: createDriver below replaces it.
    super({ database: statements });
    this.#driver = () => new GroupCommitSqliteDriver(sqlite, statements);
  }

  override createDriver(): Driver {
    return this.#driver();
  }
}
