/**
 * What a teams import would do (decision 0023): each row matched by name (case and accents ignored), created or its
 * alias updated; the name is the team's identity and never renamed.
 */
import { NameSchema, optionalTextSchema } from '#domain/lists/list.schema.ts'
import { matchColumns, normalizeName, type RawTable, textOf } from './import-cells.ts'
import { TEAM_HEADERS, type TeamField } from './import-vocabulary.ts'
import {
  type CellError,
  check,
  columnWarnings,
  isBlankRow,
  type Plan,
  type PlannedRowBase,
  requireColumns,
} from './plan-common.ts'

export type ExistingTeam = { id: string; version: number; name: string; alias: string | null }

export type PlannedTeamRow = PlannedRowBase & {
  teamId?: string
  values?: { name?: string; alias?: string | null }
  version?: number
}

const AliasSchema = optionalTextSchema(80)

export function planTeamImport({ table, teams }: { table: RawTable; teams: ExistingTeam[] }): Plan<PlannedTeamRow> {
  const match = matchColumns(table.header, TEAM_HEADERS)
  requireColumns(match, ['name'])
  const byName = new Map<string, ExistingTeam>()
  for (const t of teams) if (!byName.has(normalizeName(t.name))) byName.set(normalizeName(t.name), t)
  const seen = new Map<string, number>()
  const rows: PlannedTeamRow[] = []
  for (const { row, cells } of table.rows) {
    if (isBlankRow(cells)) continue
    const errors: CellError[] = []
    const column = (field: TeamField) => match.header[field] ?? field
    const cellOf = (field: TeamField) => {
      const index = match.index[field]
      return index === undefined ? null : (cells[index] ?? null)
    }
    let name: string | undefined
    const nameResult = check(NameSchema, textOf(cellOf('name')))
    if ('code' in nameResult) errors.push({ column: column('name'), code: nameResult.code })
    else {
      name = nameResult.value
      const earlier = seen.get(normalizeName(name))
      if (earlier !== undefined) {
        errors.push({ column: column('name'), code: 'imports.errors.duplicate_team', params: { row: String(earlier) } })
      } else seen.set(normalizeName(name), row)
    }
    let alias: string | null | undefined
    const aliasText = textOf(cellOf('alias'))
    if (aliasText) {
      const result = check(AliasSchema, aliasText)
      if ('code' in result) errors.push({ column: column('alias'), code: result.code })
      else alias = result.value
    }
    if (errors.length > 0 || name === undefined) {
      rows.push({ row, action: 'error', errors })
      continue
    }
    const existing = byName.get(normalizeName(name))
    if (!existing) {
      rows.push({ row, action: 'create', errors, values: { name, alias: alias ?? null } })
      continue
    }
    // the name is what matched (case and accents aside): it identifies the team and never renames it
    const values: { alias?: string | null } = {}
    if (alias !== undefined && alias !== existing.alias) values.alias = alias
    const isChanged = Object.keys(values).length > 0
    rows.push({
      row,
      action: isChanged ? 'update' : 'unchanged',
      errors,
      teamId: existing.id,
      ...(isChanged ? { values, version: existing.version } : {}),
    })
  }
  return { rows, ignoredColumns: match.ignored, warnings: columnWarnings(match, TEAM_HEADERS) }
}

/**
 * The team rows to create whose names a team of the league (not deleted) now has: the league's unique-name index
 * refused the write because such a team was created after the plan read the league. Each becomes an error row
 * (`imports.errors.name_taken`), so the report says which rows, and nothing is written.
 */
export function markTakenTeamNames(plan: Plan<PlannedTeamRow>, teams: ExistingTeam[]): Plan<PlannedTeamRow> {
  const taken = new Set(teams.map((t) => normalizeName(t.name)))
  return {
    ...plan,
    rows: plan.rows.map((r) =>
      r.action === 'create' && r.values?.name !== undefined && taken.has(normalizeName(r.values.name))
        ? {
            row: r.row,
            action: 'error',
            errors: [{ column: 'name', code: 'imports.errors.name_taken', params: { name: r.values.name } }],
          }
        : r,
    ),
  }
}
