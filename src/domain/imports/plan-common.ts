/**
 * What the players and teams plans share (decision 0023): the shapes of a plan, a cell's check against the API's
 * schema, the required columns, and the warnings about columns the import leaves out (decision 0041).
 */
import type { z } from 'zod'
import { reasonOf } from '#domain/lists/issue-reason.ts'
import type { ImportAction } from './import.schema.ts'
import { type ColumnMatch, normalizeHeader, type RawTable, textOf } from './import-cells.ts'
import { likelyField } from './import-vocabulary.ts'

/** An error on one cell: `code` is an i18n key, `params` fill its message. */
export type CellError = { column: string; code: string; params?: Record<string, string> }

/**
 * A column left out of the import, which the user acknowledges before confirming: `code` is
 * `imports.warnings.did_you_mean` (it resembles `field`), `.duplicate` (a second column for `field`) or `.ignored`.
 */
export type ColumnWarning = { column: string; code: string; field?: string }

/** The 400 of a file whose header row names none of the required columns. */
export class MissingColumnsError extends Error {
  readonly missing: string[]
  constructor(missing: string[]) {
    super(`missing columns: ${missing.join(', ')}`)
    this.missing = missing
  }
}

export type Plan<R> = { rows: R[]; ignoredColumns: string[]; warnings: ColumnWarning[] }

export type PlannedRowBase = { row: number; action: ImportAction; errors: CellError[] }

/** The first issue of a schema's check as an i18n key, or the parsed value. */
export function check<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { code: string } {
  const result = schema.safeParse(value)
  if (result.success) return { value: result.data }
  const issue = result.error.issues[0]
  return { code: issue ? reasonOf(issue) : 'validation.invalid' }
}

export function requireColumns<F extends string>(match: ColumnMatch<F>, required: F[]) {
  const missing = required.filter((field) => match.index[field] === undefined)
  if (missing.length > 0) throw new MissingColumnsError(missing)
}

export const isBlankRow = (cells: RawTable['rows'][number]['cells']) => cells.every((cell) => textOf(cell) === '')

/** One warning per ignored column: a second column for a field, one that resembles a field, or one that is unknown. */
export function columnWarnings<F extends string>(
  match: ColumnMatch<F>,
  names: Record<F, readonly string[]>,
): ColumnWarning[] {
  const fields = Object.keys(names) as F[]
  return match.ignored.map((column) => {
    const key = normalizeHeader(column)
    const same = fields.find((field) => names[field].includes(key))
    if (same) return { column, code: 'imports.warnings.duplicate', field: same }
    const likely = likelyField(column, names)
    return likely
      ? { column, code: 'imports.warnings.did_you_mean', field: likely }
      : { column, code: 'imports.warnings.ignored' }
  })
}
