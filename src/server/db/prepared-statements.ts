/**
 * PGlite plans every statement it receives anew, inside WebAssembly, where planning is several times slower than in a
 * native PostgreSQL: the game sheet's one statement (a dozen subqueries) took 6 ms to plan and 1.5 ms to run. This
 * wrapper gives the embedded database what a PostgreSQL driver's named statements give a server: a statement text seen
 * a second time is PREPAREd once on the (single) connection, and from then on EXECUTEd with one generic plan (client.ts
 * sets `plan_cache_mode = force_generic_plan` on the embedded connection).
 *
 * EXECUTE takes no bind parameters (it is a utility statement), so its arguments are written as literals, and only
 * when that is safe by construction: every parameter is null, a boolean, a finite number, or a string made only of
 * letters (any alphabet), digits, spaces and `_ : . + - @ %` (ids, dates, numbers, plain names, search patterns: no
 * quote, backslash or NUL can appear, so nothing can end the literal). A quoted literal has no type of its own:
 * PostgreSQL gives it the parameter's type, as it does a bound parameter. Any other call runs as before, unprepared,
 * with bound parameters.
 *
 * Only drizzle's `query` goes through it, at the top level and inside transactions; migrations do not. Statements it
 * cannot prepare (BEGIN, SET, DDL…) pass through. The number of prepared statements is bounded: past MAX_PREPARED
 * texts, new ones run unprepared. A PREPARE that fails (a transaction already aborted, a statement PostgreSQL refuses)
 * registers nothing, and every caller waiting on it runs its statement unprepared instead: each gets the statement's
 * own answer, never another caller's PREPARE error.
 *
 * Every statement first lets the event loop turn (setImmediate). PGlite answers in the same thread, through promises
 * only: without a turn, a request that reads statement after statement (a round's twenty sheets) never lets a socket
 * be read, and every other request, the health check included, waits for all of it (decision 0043).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite'

const PREPARABLE = /^[\s(]*(select|insert|update|delete|with|values)\b/i
const SAFE_TEXT = /^[\p{L}\p{N} _:.+@%-]*$/u
const MAX_PREPARED = 1_000
const MAX_SEEN = 10_000
/** across wrappers, so two wrappers of one connection never name two statements alike */
let counter = 0

type Query = PGlite['query']
type Queryable = { query: Query }

export function withPreparedStatements(client: PGlite, { max = MAX_PREPARED } = {}): PGlite {
  const seen = new Map<string, number>()
  const prepared = new Map<string, Promise<string>>()
  /** the texts whose PREPARE is done */
  const ready = new Set<string>()

  function prepare(target: Queryable, text: string): Promise<string> | null {
    const known = prepared.get(text)
    if (known) return known
    const count = (seen.get(text) ?? 0) + 1
    if (count < 2 || prepared.size >= max) {
      if (seen.size >= MAX_SEEN) seen.clear()
      seen.set(text, count)
      return null
    }
    seen.delete(text)
    counter += 1
    const name = `lp_prepared_${counter}`
    // registered before it is sent, so a concurrent caller waits for this PREPARE instead of sending its own
    const done = target.query(`prepare ${name} as ${text}`).then(
      () => {
        ready.add(text)
        return name
      },
      (error: unknown) => {
        prepared.delete(text)
        throw error
      },
    )
    prepared.set(text, done)
    return done
  }

  async function run(target: Queryable, ...[text, params, options]: Parameters<Query>) {
    await new Promise((resolve) => setImmediate(resolve))
    const literals = params?.map(literalOf) ?? []
    // A transaction holds the connection: a PREPARE sent outside it waits for the transaction's end, so a statement
    // inside it that waited for that PREPARE would wait for itself. It runs unprepared instead.
    const pendingOutside = target !== client && prepared.has(text) && !ready.has(text)
    const statement =
      PREPARABLE.test(text) && !literals.includes(null) && !pendingOutside ? prepare(target, text) : null
    if (!statement) return target.query(text, params, options)
    const name = await statement.catch(() => null)
    if (name === null) return target.query(text, params, options)
    return target.query(
      literals.length > 0 ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`,
      [],
      options,
    )
  }

  const query = ((...args: Parameters<Query>) => run(client, ...args)) as Query
  const transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get: (target, property, receiver) =>
            property === 'query'
              ? (...args: Parameters<Query>) => run(target, ...args)
              : Reflect.get(target, property, receiver),
        }),
      ),
    )) as PGlite['transaction']
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'query' ? query : property === 'transaction' ? transaction : Reflect.get(target, property, receiver),
  })
}

/** A parameter written as an SQL literal, or null when it cannot be written safely (see the module comment). */
export function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'boolean') return value ? "'t'" : "'f'"
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : null
  if (typeof value === 'string') return SAFE_TEXT.test(value) ? `'${value}'` : null
  return null
}
