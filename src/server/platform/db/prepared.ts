/**
 * Raw statements run as named prepared statements. Drizzle names only what its query builders
 * build (`.prepare(name)`); the shop's hot writes are single statements with data-modifying CTEs,
 * which only `sql` expresses. Named, a statement's text is built once per process and PostgreSQL
 * parses it once per connection instead of on every call (PGlite runs it as an ordinary query).
 * Values go in as `sql.placeholder(key)`; the statement still passes through Drizzle's session,
 * so the per-request statement counter sees it.
 */
import type { SQL } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client.ts';

type Prepared<Row> = PgPreparedQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>;

export function preparedStatement<Row>(name: string, statement: SQL) {
  let query: ReturnType<ReturnType<Executor['execute']>['getQuery']> | undefined;
  // A transaction has a session of its own; PostgreSQL still knows the name on that connection.
  const bySession = new WeakMap<object, Prepared<Row>>();
  return async function run(db: Executor, values: Record<string, unknown>): Promise<Row[]> {
    query ??= db.execute(statement).getQuery();
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>(query, undefined, name, false);
      bySession.set(session, prepared);
    }
    return (await prepared.execute(values)).rows;
  };
}

/**
 * What `build` makes of a database, made once per database: for Drizzle's named prepared queries
 * (`.prepare(name)`), which are bound to the database that built them.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = build(db)));
    return value;
  };
}
