/**
 * Queries built once per database and run with placeholders (`sql.placeholder`). Drizzle builds a query's SQL text
 * at every run: 30–160 µs for a wide select, which made query building about a quarter of the server's thread on a
 * result's write (decision 0043). The statements that every request or every write runs are built once instead. They
 * are prepared without a name: the database plans them once per connection as it does any repeated statement
 * (named-statements.ts, prepared-statements.ts), and DATABASE_NAMED_STATEMENTS=0 still holds.
 *
 * Called with a transaction, the query built for its database runs on the transaction's connection: a prepared query
 * of drizzle's node-postgres and PGlite drivers keeps its SQL text, its parameters and its row mapping, and sends them
 * through its `client`, which is the one field that differs between the database and a transaction of it (both share
 * the database's dialect). built-once.test.ts holds drizzle to that on both drivers.
 */
import type { Db } from './client.ts'

/** What drizzle keeps on a database or transaction object and on a prepared query (not in its public types). */
type Internals = { dialect: object; session: { client: unknown } }

export function builtOnce<P extends object>(build: (db: Db) => { prepare(name: string): P }): (db: Db) => P {
  const built = new WeakMap<object, { query: P; client: unknown }>()
  return (db) => {
    const { dialect, session } = db as unknown as Internals
    let entry = built.get(dialect)
    if (entry === undefined) {
      entry = { query: build(db).prepare(''), client: session.client }
      built.set(dialect, entry)
    }
    if (session.client === entry.client) return entry.query
    return Object.assign(Object.create(Object.getPrototypeOf(entry.query)) as P, entry.query, {
      client: session.client,
    })
  }
}
