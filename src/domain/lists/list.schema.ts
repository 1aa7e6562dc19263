/**
 * What every league collection (seasons, tournaments, teams, players, locations) shares: the list query, the page it
 * answers, the fields every stored entity carries, and the field rules used by several entities. Messages are i18n
 * keys; where a schema gives none, the server turns the zod issue into a generic `validation.<rule>` key.
 */
import { z } from 'zod'

/**
 * zod 4 issues do not carry the input, so the server's generic mapping cannot tell a missing field from a wrong
 * type; a schema given this error function says which (`validation.required` or `validation.invalid_type`). Other
 * issues keep their generic reason.
 */
export const typeError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined
        ? 'validation.required'
        : 'validation.invalid_type'
      : undefined,
}

/**
 * One-line text: no control characters (a NUL cannot even be stored by PostgreSQL; tabs and line breaks have no
 * place in a name or a search). Refused as `validation.invalid_format`.
 */
// The code points of \p{Cc} spelled out, without the `u` flag: OpenAPI's `pattern` carries the source alone, and a
// flag would end up in it as a literal `/u` (decision 0016).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/
export const singleLineError = { error: 'validation.invalid_format' }

export const LIST_LIMIT_DEFAULT = 25
export const LIST_LIMIT_MAX = 100

/**
 * The columns each league list can be ordered by (decisions 0041, 0055): every list by `name` and `updated`, and by
 * the other columns its page shows. `<field>` is ascending, `-<field>` descending; an empty value (no shirt number,
 * no team) comes last either way.
 */
export const LIST_SORT_FIELDS = {
  seasons: ['name', 'updated'],
  tournaments: ['name', 'season', 'updated'],
  teams: ['name', 'alias', 'players', 'updated'],
  players: ['name', 'dni', 'position', 'jersey', 'teams', 'birth_date', 'updated'],
  locations: ['name', 'address', 'pitches', 'updated'],
  officials: ['name', 'updated'],
} as const satisfies Record<string, readonly string[]>
export type ListSortField = (typeof LIST_SORT_FIELDS)[keyof typeof LIST_SORT_FIELDS][number]
export type ListSort = ListSortField | `-${ListSortField}`

/** Both orders of each field: `name`, `-name`, … */
export function sortsOf<F extends string>(fields: readonly F[]): (F | `-${F}`)[] {
  return fields.flatMap((field) => [field, `-${field}` as const])
}
export const LIST_SORTS = sortsOf(['name', 'updated'])

/** `GET /orgs/{orgId}/<collection>`: search, keyset cursor, page size and the deleted filter. */

export const ListQuerySchema = z.object({
  /** words to find in names (and a player's DNI); every word must appear, accents and case ignored */
  q: z.string(typeError).trim().max(100).regex(SINGLE_LINE, singleLineError).optional(),
  /** `nextCursor` of the previous page (of the same `sort`) */
  cursor: z.string(typeError).max(600).optional(),
  /**
   * The order (decision 0041): `name` A→Z (the default; a player by last then first name, accents and case aside),
   * `-name` Z→A, `-updated` newest change first, `updated` oldest change first.
   */
  sort: z.enum(LIST_SORTS as [ListSort, ...ListSort[]], typeError).optional(),
  limit: z.coerce
    .number(typeError)
    .int({ error: 'validation.integer' })
    .min(1)
    .max(LIST_LIMIT_MAX)
    .optional()
    .default(LIST_LIMIT_DEFAULT),
  /** `true`: the soft-deleted items only (to restore them) */
  deleted: z.enum(['true', 'false'], typeError).optional(),
})
export type ListQuery = z.output<typeof ListQuerySchema>

/** The list query of a collection, whose `sort` takes that collection's fields (LIST_SORT_FIELDS). */
export function listQuerySchemaOf(fields: readonly ListSortField[]) {
  return ListQuerySchema.extend({ sort: z.enum(sortsOf(fields) as [ListSort, ...ListSort[]], typeError).optional() })
}

/** A page of a list, in the query's `sort`; `total` (matching items) comes with the first page only. */
export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int().optional() })
}
export type Page<T> = { items: T[]; nextCursor: string | null; total?: number }

/** Fields every stored league entity carries; `version` is what an update must send back. */
export const EntityMetaSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
})

/** A name: 1–80 characters after trimming. */
export const NameSchema = z.string(typeError).trim().min(1).max(80).regex(SINGLE_LINE, singleLineError)

/** Optional free text (alias, address): at most `max` characters; null clears it. */
export function optionalTextSchema(max: number) {
  return z.string(typeError).trim().max(max).regex(SINGLE_LINE, singleLineError).nullable().optional()
}

/** The version an update was based on (optimistic concurrency). */
export const VersionSchema = z.number(typeError).int({ error: 'validation.integer' }).min(1)

export const UuidSchema = z.uuid(typeError)

/** Every date the portal takes is in these years (a birth in 1900, a season in 2200): past them is a typo or an attack. */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2200
// only for a well-formed date: a malformed one gets its format reason alone
const dateRangeError = {
  error: 'validation.date_range',
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
}

/** `YYYY-MM-DD…` or an instant whose UTC year is within MIN_YEAR..MAX_YEAR. */
export function isYearInRange(value: string | Date): boolean {
  const time =
    typeof value === 'string' ? Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) : value.getTime()
  if (Number.isNaN(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= MIN_YEAR && year <= MAX_YEAR
}

/** A real calendar day, `YYYY-MM-DD` (rejects 2023-02-29), in the years MIN_YEAR..MAX_YEAR. */
export const DateSchema = z.iso.date(typeError).refine(isYearInRange, dateRangeError)

/** An ISO 8601 date-time with an offset or Z, e.g. 2025-03-01T18:30:00-03:00, in the years MIN_YEAR..MAX_YEAR (UTC). */
export const DateTimeSchema = z.iso.datetime({ offset: true, ...typeError }).refine(isYearInRange, dateRangeError)

/**
 * An IANA time zone (`America/Argentina/Buenos_Aires`, `Europe/Madrid`, `UTC`) in which games moved by whole days
 * keep their time of day: the browser sends its own, so a game shown at 18:00 is still at 18:00 after a
 * daylight-saving change. Checked against the time zones Node knows (the same IANA database PostgreSQL uses).
 */
export const TimeZoneSchema = z
  .string(typeError)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return /^[A-Za-z0-9_+\-/]+$/.test(zone)
      } catch {
        return false
      }
    },
    { error: 'validation.time_zone' },
  )
