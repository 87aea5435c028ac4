import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations';

/**
 * Where the migration bookkeeping lives on PostgreSQL when the connection uses a schema of its own (tests give
 * each database one). Without it, Kysely looks for its tables in every schema, so a table of another schema
 * could pass for this one's while it does not exist here.
 */
export interface MigrationTarget {
  readonly schema?: string | undefined;
}

// Generic over the schema: migrations see the database as it was when they were written, not as it is now.
function migratorFor<Schema>(db: Kysely<Schema>, { schema }: MigrationTarget): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
}

export class MigrationError extends Error {
  constructor(
    readonly migrationName: string | undefined,
    override readonly cause: unknown,
  ) {
    super(`Migration ${migrationName ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MigrationError';
  }
}

function unwrap(result: MigrationResultSet): readonly string[] {
  if (result.error !== undefined) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    throw new MigrationError(failed?.migrationName, result.error);
  }
  return (result.results ?? []).map((migration) => migration.migrationName);
}

/** Applies every pending migration; answers the names it applied, in order. */
export async function migrateToLatest<Schema>(db: Kysely<Schema>, target: MigrationTarget = {}): Promise<readonly string[]> {
  return unwrap(await migratorFor(db, target).migrateToLatest());
}

/** Reverts the most recent migration; answers its name (none when nothing was applied). */
export async function migrateDownOne<Schema>(db: Kysely<Schema>, target: MigrationTarget = {}): Promise<readonly string[]> {
  return unwrap(await migratorFor(db, target).migrateDown());
}

export function migrationNames(): readonly string[] {
  return Object.keys(migrations).sort();
}
