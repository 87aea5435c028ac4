// A hot query built and compiled to SQL once per dialect, then run with new values. Kysely builds the query's
// tree and compiles it to SQL anew on every call: for `job_application.get`, a lookup by primary key, that was a
// fifth of the server's CPU per request, for SQL that never changes. The query is built once with a placeholder
// for each named value; where the placeholders stand among the compiled parameters is found then, and each run
// puts the values there. The statement cache of the SQLite driver (database.ts) keeps its prepared statement.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

type Values = Readonly<Record<string, unknown>>;

/** What `build` is given for a value: the placeholder to put where the value goes. */
export type Placeholders<V extends Values> = { readonly [K in keyof V]: V[K] };

interface Compiled<Row> {
  readonly query: CompiledQuery<Row>;
  /** For each compiled parameter, the name of the value it takes, or undefined for a constant of the query. */
  readonly slots: readonly (string | undefined)[];
}

export interface PreparedQuery<DB, V extends Values, Row> {
  /** The rows of the query with these values. */
  execute(db: Kysely<DB>, values: V): Promise<Row[]>;
}

/**
 * `build` must use each placeholder as a plain value (in a comparison, an insert's values...), never inspect it:
 * the placeholders are unique strings that stand for the values in the compiled parameters. So the query's SQL
 * cannot depend on a value (`is null` for null, a list's length): give such a query a value that is never
 * undefined, or do not prepare it.
 */
export function preparedQuery<DB, V extends Values, Row>(
  names: readonly (keyof V & string)[],
  build: (db: Kysely<DB>, placeholders: Placeholders<V>) => Compilable<Row>,
): PreparedQuery<DB, V, Row> {
  // One compilation per adapter: a database and its transactions share theirs, SQLite and PostgreSQL differ.
  const compiledByAdapter = new WeakMap<object, Compiled<Row>>();

  function compiledFor(db: Kysely<DB>): Compiled<Row> {
    const adapter = db.getExecutor().adapter;
    const known = compiledByAdapter.get(adapter);
    if (known !== undefined) return known;
    const placeholderOf = new Map(names.map((name) => [`\u0000placeholder:${name}:${String(Math.random())}`, name]));
    const placeholders = Object.fromEntries([...placeholderOf].map(([placeholder, name]) => [name, placeholder])) as Placeholders<V>;
    const query = build(db, placeholders).compile();
    const slots = query.parameters.map((parameter) => (typeof parameter === 'string' ? placeholderOf.get(parameter) : undefined));
    const missing = names.filter((name) => !slots.includes(name));
    if (missing.length > 0) throw new Error(`prepared query: ${missing.join(', ')} not among the compiled parameters`);
    const compiled = { query, slots };
    compiledByAdapter.set(adapter, compiled);
    return compiled;
  }

  return {
    async execute(db, values) {
      const { query, slots } = compiledFor(db);
      const parameters = slots.map((name, index) => {
        if (name === undefined) return query.parameters[index];
        // Kysely leaves an undefined value out of the SQL it builds (an insert's column takes its default): a
        // compiled query cannot, so it refuses one rather than bind it.
        if (values[name] === undefined) throw new Error(`prepared query: no value for ${name}`);
        return values[name];
      });
      const result = await db.executeQuery<Row>({ ...query, parameters });
      return result.rows;
    },
  };
}
