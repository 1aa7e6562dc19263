/**
 * Unique-index violations turned into clear answers (a name taken, a unique constraint lost in a race).
 */
import { AppError } from './app-error.ts'

/** Whether `error` (or its cause, as drizzle wraps driver errors) violates the unique index `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint))) return true
    e = e.cause as typeof e
  }
  return false
}

/**
 * Whether `error` (or its cause) violates one of the names' unique indexes (`season_name_key`, `team_name_key`,
 * `location_name_key`, `tournament_name_key`: migration 0003, domain/names/name-key.ts) and which table's.
 */
export function nameClashOf(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; ) {
    const match = e.code === '23505' ? /\b(\w+)_name_key\b/.exec(e.constraint ?? String(e.message)) : null
    if (match?.[1]) return match[1]
    e = e.cause as typeof e
  }
  return null
}

/**
 * Runs a write that may give a team, season, venue or tournament a name another one (not deleted) has, turning the
 * unique index's refusal into 409 NAME_TAKEN on the field `name`. The index decides, so two concurrent writes of one
 * name cannot both pass.
 */
export async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const table = nameClashOf(error)
    if (table)
      throw new AppError('NAME_TAKEN', {
        detail: `Another ${table} of this league has this name (compared ignoring case, accents and spaces).`,
        invalidParams: [{ name: 'name', reason: 'validation.name_taken' }],
      })
    throw error
  }
}
