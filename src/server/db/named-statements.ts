/**
 * On PostgreSQL, node-postgres sends every statement unnamed: the server parses and plans it anew each time. The
 * statements a request sends are few and always the same texts with other parameters (a result's write, a game's
 * sheet: a dozen subqueries each), and planning them was a good part of the database's work per request. This client
 * names a statement the second time its text is seen on the connection, so PostgreSQL parses it once per connection
 * and keeps its plan (custom for the first executions, then generic when that is as good: the server's own rule).
 *
 * The number of named statements a connection holds is bounded (MAX_NAMED): past it, new texts run unnamed, as before.
 * A text seen once is never named (an import's multi-row insert, a list of ids of one length). Statements that are not
 * plain DML pass through (BEGIN, SET, LISTEN, DDL…). A named statement whose parse fails is forgotten by node-postgres
 * and parsed again next time. Names come from one map for the process, so a name never stands for two texts.
 *
 * Behind a connection pooler in transaction mode, named statements need PgBouncer 1.21 or later with
 * `max_prepared_statements` set; `DATABASE_NAMED_STATEMENTS=0` turns them off.
 */
import pg from 'pg'

const PREPARABLE = /^[\s(]*(select|insert|update|delete|with|values)\b/i
/** named statements a connection keeps at most */
export const MAX_NAMED = 500
/** texts seen once that a connection remembers, at most (the oldest forgotten first) */
const MAX_SEEN = MAX_NAMED * 4
/** texts remembered for the process (their names), at most; past it, new texts run unnamed */
const MAX_TEXTS = 5_000
/** texts longer than this run unnamed (bulk inserts of many rows) */
const MAX_TEXT_LENGTH = 32_768

const names = new Map<string, string>()

function nameOf(text: string): string | null {
  const known = names.get(text)
  if (known !== undefined) return known
  if (names.size >= MAX_TEXTS) return null
  const name = `lp_${names.size + 1}`
  names.set(text, name)
  return name
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown }

export class NamingClient extends pg.Client {
  private readonly seen = new Map<string, number>()
  private readonly named = new Set<string>()

  /** The name to give `text` on this connection, or null to send it unnamed. */
  private nameFor(text: string): string | null {
    if (text.length > MAX_TEXT_LENGTH || !PREPARABLE.test(text)) return null
    const known = names.get(text)
    if (known !== undefined && this.named.has(known)) return known
    const times = (this.seen.get(text) ?? 0) + 1
    if (times < 2) {
      // a text seen once is remembered among the latest MAX_SEEN: one-off texts (a list of ids of one length) push out
      // the oldest rather than filling the map for good
      if (this.seen.size >= MAX_SEEN) this.seen.delete(this.seen.keys().next().value as string)
      this.seen.set(text, times)
      return null
    }
    if (this.named.size >= MAX_NAMED) return null
    // a name only for a text sent twice: the process's names are never spent on one-off texts
    const name = nameOf(text)
    if (name === null) return null
    this.seen.delete(text)
    this.named.add(name)
    return name
  }

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query is overloaded; this passes every form through
  override query(config: any, values?: any, callback?: any): any {
    if (config !== null && typeof config === 'object' && typeof config.submit !== 'function') {
      const { text, name } = config as QueryConfig
      // an empty name is no name (a query built once, db/built-once.ts)
      if (typeof text === 'string' && (name === undefined || name === '')) {
        const given = this.nameFor(text)
        if (given !== null) config = { ...config, name: given }
      }
    } else if (typeof config === 'string' && Array.isArray(values)) {
      const given = this.nameFor(config)
      if (given !== null) {
        return super.query({ text: config, values, name: given }, callback)
      }
    }
    return super.query(config, values, callback)
  }
}
