/**
 * Concurrent edits (docs/decisions/0006): a form keeps the values it loaded (`base`, with its version). When the
 * server refuses a save as stale (409 STALE_VERSION with `current`), or the entity changes underneath an edited
 * form (a live update), the three versions are compared field by field:
 *
 * - `base`   what the form loaded,
 * - `mine`   what the user has typed,
 * - `theirs` what is saved now.
 *
 * "Apply mine on top" keeps every field the user changed and takes the saved value for the others, so another
 * person's change to a field the user did not touch survives. Fields are dotted paths into the form values
 * (`settings.points.win`); arrays compare as a whole.
 */

export type Values = Record<string, unknown>

export function valueAt(values: unknown, path: string): unknown {
  let current = values
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

function withValueAt<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.')
  if (head === undefined) return values
  const record = (values ?? {}) as Record<string, unknown>
  return {
    ...record,
    [head]: rest.length === 0 ? value : withValueAt(record[head], rest.join('.'), value),
  } as T
}

/** Key order and `undefined` vs missing do not matter; an empty text equals null (an empty optional field). */
function canonical(value: unknown): unknown {
  if (value === undefined || value === '') return null
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    )
  }
  if (typeof value === 'string') return value.trim()
  return value
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

export interface FieldComparison {
  field: string
  base: unknown
  mine: unknown
  theirs: unknown
  /** the user changed it since loading */
  isMine: boolean
  /** someone else changed it since the form loaded */
  isTheirs: boolean
  /** both changed it, to different values: applying mine overwrites theirs */
  isConflict: boolean
}

/** The fields where what is saved now differs from what the user has (typed or left as loaded). */
export function compareFields(
  fields: readonly string[],
  base: Values,
  mine: Values,
  theirs: Values,
): FieldComparison[] {
  return fields.flatMap((field) => {
    const b = valueAt(base, field)
    const m = valueAt(mine, field)
    const th = valueAt(theirs, field)
    if (sameValue(m, th)) return []
    const isMine = !sameValue(m, b)
    const isTheirs = !sameValue(th, b)
    return [{ field, base: b, mine: m, theirs: th, isMine, isTheirs, isConflict: isMine && isTheirs }]
  })
}

/** What "apply mine on top of the new version" saves: the user's changed fields over the current values. */
export function mergeOnTop<T extends Values>(fields: readonly string[], base: T, mine: T, theirs: T): T {
  let merged = theirs
  for (const field of fields) {
    const m = valueAt(mine, field)
    if (!sameValue(m, valueAt(base, field))) merged = withValueAt(merged, field, m)
  }
  return merged
}

/** Whether two versions differ in any of the form's fields (a new version may only have changed a picture). */
export function differsIn(fields: readonly string[], a: Values, b: Values): boolean {
  return fields.some((field) => !sameValue(valueAt(a, field), valueAt(b, field)))
}
