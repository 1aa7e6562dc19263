/**
 * Queries built once per database and run with placeholders (`sql.placeholder`). Drizzle builds a query's SQL text
 * at every run: 30–160 µs for a wide select, which made query building about a quarter of the server's thread on a
 * result's write (decision 0043). The statements that every request or every write runs outside a transaction are
 * built once instead. They are prepared without a name: the database plans them once per connection as it does any
 * repeated statement (named-statements.ts, prepared-statements.ts), and DATABASE_NAMED_STATEMENTS=0 still holds.
 * Called with a transaction, the query is built for that transaction and runs in it.
 */
import type { Db } from './client.ts'

export function builtOnce<P>(build: (db: Db) => { prepare(name: string): P }): (db: Db) => P {
  const built = new WeakMap<Db, P>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db).prepare('')
      built.set(db, query)
    }
    return query
  }
}
