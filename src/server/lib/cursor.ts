/**
 * The keyset cursor of the league lists (decision 0006): updated_at to the microsecond and the id, in base64url; in
 * a list ordered by name (decision 0041), the name's sort key and the id.
 */
import { isYearInRange } from '#domain/lists/list.schema.ts'
import { isUuid } from '#server/auth/guards.ts'
import { AppError } from './app-error.ts'

type Cursor = { at: string; id: string }

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url')
}

/** A cursor of a list ordered by name: the last row's sort key and id. */
export function encodeNameCursor(cursor: { key: string; id: string }): string {
  return Buffer.from(JSON.stringify(['n', cursor.key, cursor.id])).toString('base64url')
}

export function decodeNameCursor(value: string): { key: string; id: string } {
  try {
    const [mark, key, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[]
    if (mark === 'n' && typeof key === 'string' && key.length <= 200 && typeof id === 'string' && isUuid(id))
      return { key, id }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'cursor', reason: 'validation.invalid' }] })
}

export function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[]
    if (
      typeof at === 'string' &&
      CURSOR_AT.test(at) &&
      // a real instant (no month 99) in the portal's years: PostgreSQL would otherwise fail on the cast
      new Date(at).toISOString().slice(0, 23) === at.slice(0, 23) &&
      isYearInRange(at) &&
      typeof id === 'string' &&
      isUuid(id)
    )
      return { at, id }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'cursor', reason: 'validation.invalid' }] })
}

/**
 * A cursor of a list ordered by another column (decision 0055): the field, whether the last row's value was empty,
 * its sort key and id. A cursor of another field is refused, as a name cursor in the order of changes.
 */
export type KeyCursor = { isEmpty: boolean; key: string; id: string }

export function encodeKeyCursor(field: string, cursor: KeyCursor): string {
  return Buffer.from(JSON.stringify(['k', field, cursor.isEmpty ? 1 : 0, cursor.key, cursor.id])).toString('base64url')
}

export function decodeKeyCursor(field: string, value: string): KeyCursor {
  try {
    const [mark, of, empty, key, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[]
    if (
      mark === 'k' &&
      of === field &&
      (empty === 0 || empty === 1) &&
      typeof key === 'string' &&
      key.length <= 200 &&
      typeof id === 'string' &&
      isUuid(id)
    )
      return { isEmpty: empty === 1, key, id }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'cursor', reason: 'validation.invalid' }] })
}
