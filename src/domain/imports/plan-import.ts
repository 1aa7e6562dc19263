/**
 * What an import would do, decided without I/O: each data row of the file is checked with the API's own field rules
 * (the players' and teams' zod schemas, the DNI by the league's country) and matched against the league's current
 * players (by normalized DNI) or teams (by name, case and accents ignored). The server loads those, calls a plan
 * function and, when no row has an error and it is not a dry run, writes the plan in one transaction.
 *
 * A blank cell, or a column the file does not have, leaves the current value as it is (it never erases); a player's
 * team cell (one name, or several separated by `;` as the export writes them) adds the player to those rosters.
 */
import type { z } from 'zod'
import { reasonOf } from '#domain/lists/issue-reason.ts'
import { NameSchema, optionalTextSchema } from '#domain/lists/list.schema.ts'
import { dniRefusalFor } from '#domain/players/dni-by-country.ts'
import {
  BirthDateSchema,
  DniSchema,
  JerseyNumberSchema,
  normalizeDni,
  PlayerEmailSchema,
  PositionSchema,
} from '#domain/players/player.schema.ts'
import type { Position } from '#domain/players/positions.ts'
import type { ImportAction } from './import.schema.ts'
import {
  type ColumnMatch,
  closestNames,
  matchColumns,
  normalizeName,
  parseDate,
  parseWholeNumber,
  type RawTable,
  textOf,
} from './import-cells.ts'

/** Each field's accepted headers, normalized (see normalizeHeader): English and Spanish. */
export const PLAYER_HEADERS = {
  firstname: ['firstname', 'nombre', 'nombres'],
  lastname: ['lastname', 'apellido', 'apellidos'],
  dni: ['dni', 'documento'],
  birthDate: ['birthdate', 'fechadenacimiento', 'nacimiento'],
  email: ['email', 'correo', 'correoelectronico'],
  team: ['team', 'equipo'],
  jerseyNumber: ['jerseynumber', 'dorsal', 'numero', 'camiseta'],
  position: ['position', 'posicion'],
} as const
export type PlayerField = keyof typeof PLAYER_HEADERS

export const TEAM_HEADERS = {
  name: ['name', 'nombre', 'team', 'equipo'],
  alias: ['alias'],
} as const
export type TeamField = keyof typeof TEAM_HEADERS

/** An error on one cell: `code` is an i18n key, `params` fill its message. */
export type CellError = { column: string; code: string; params?: Record<string, string> }

/** The 400 of a file whose header row names none of the required columns. */
export class MissingColumnsError extends Error {
  readonly missing: string[]
  constructor(missing: string[]) {
    super(`missing columns: ${missing.join(', ')}`)
    this.missing = missing
  }
}

export type PlayerValues = {
  firstname: string
  lastname: string
  birthDate: string | null
  email: string | null
  position: Position | null
  jerseyNumber: number | null
  dni: string | null
}

export type ExistingPlayer = PlayerValues & { id: string; version: number; userId: string | null; teamIds: string[] }
export type ExistingTeam = { id: string; version: number; name: string; alias: string | null }

export type PlannedPlayerRow = {
  row: number
  action: ImportAction
  errors: CellError[]
  playerId?: string
  /** create: every field; update: the changed fields */
  values?: Partial<PlayerValues>
  version?: number
  /** teams whose roster the player joins (not already on it) */
  joinTeamIds: string[]
}

export type PlannedTeamRow = {
  row: number
  action: ImportAction
  errors: CellError[]
  teamId?: string
  values?: { name?: string; alias?: string | null }
  version?: number
}

export type Plan<R> = { rows: R[]; ignoredColumns: string[] }

/** The first issue of a schema's check as an i18n key, or the parsed value. */
function check<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { code: string } {
  const result = schema.safeParse(value)
  if (result.success) return { value: result.data }
  const issue = result.error.issues[0]
  return { code: issue ? reasonOf(issue) : 'validation.invalid' }
}

function requireColumns<F extends string>(match: ColumnMatch<F>, required: F[]) {
  const missing = required.filter((field) => match.index[field] === undefined)
  if (missing.length > 0) throw new MissingColumnsError(missing)
}

const isBlankRow = (cells: RawTable['rows'][number]['cells']) => cells.every((cell) => textOf(cell) === '')

export function planPlayerImport({
  table,
  country,
  players,
  teams,
}: {
  table: RawTable
  /** the league's country (its DNI rule) */
  country: string | null
  /** the league's players who are not deleted */
  players: ExistingPlayer[]
  /** the league's teams who are not deleted */
  teams: ExistingTeam[]
}): Plan<PlannedPlayerRow> {
  const match = matchColumns(table.header, PLAYER_HEADERS)
  requireColumns(match, ['firstname', 'lastname'])
  const byDni = new Map(players.filter((p) => p.dni).map((p) => [p.dni as string, p]))
  const teamsByName = new Map<string, ExistingTeam>()
  for (const t of teams) if (!teamsByName.has(normalizeName(t.name))) teamsByName.set(normalizeName(t.name), t)
  const teamNames = teams.map((t) => t.name)
  const seenDni = new Map<string, number>()
  const rows: PlannedPlayerRow[] = []

  for (const { row, cells } of table.rows) {
    if (isBlankRow(cells)) continue
    const errors: CellError[] = []
    const present = new Set<PlayerField>()
    const values: Partial<PlayerValues> = {}
    const cellOf = (field: PlayerField) => {
      const index = match.index[field]
      return index === undefined ? null : (cells[index] ?? null)
    }
    const fail = (field: PlayerField, code: string, params?: Record<string, string>) =>
      errors.push({ column: match.header[field] ?? field, code, ...(params ? { params } : {}) })
    const take = <T>(field: PlayerField, schema: z.ZodType<T>, value: unknown, set: (value: T) => void) => {
      const result = check(schema, value)
      if ('code' in result) fail(field, result.code)
      else set(result.value)
    }

    for (const field of ['firstname', 'lastname'] as const) {
      const text = textOf(cellOf(field))
      present.add(field)
      take(field, NameSchema, text, (v) => {
        values[field] = v
      })
    }
    const dniText = textOf(cellOf('dni'))
    let dni: string | null = null
    if (dniText) {
      present.add('dni')
      const result = check(DniSchema, dniText)
      const refusal = 'code' in result ? result.code : dniRefusalFor(dniText, country)
      if (refusal) fail('dni', refusal)
      else dni = normalizeDni(dniText)
    }
    if (dni) {
      const earlier = seenDni.get(dni)
      if (earlier !== undefined) {
        fail('dni', 'imports.errors.duplicate_dni', { row: String(earlier) })
        dni = null
      } else {
        seenDni.set(dni, row)
        values.dni = dni
      }
    }
    const birthCell = cellOf('birthDate')
    if (textOf(birthCell)) {
      present.add('birthDate')
      const day = parseDate(birthCell)
      if (!day) fail('birthDate', 'imports.errors.date_format')
      else
        take('birthDate', BirthDateSchema, day, (v) => {
          values.birthDate = v
        })
    }
    const emailText = textOf(cellOf('email'))
    if (emailText) {
      present.add('email')
      take('email', PlayerEmailSchema, emailText, (v) => {
        values.email = v
      })
    }
    const jerseyText = textOf(cellOf('jerseyNumber'))
    if (jerseyText) {
      present.add('jerseyNumber')
      const number = parseWholeNumber(jerseyText)
      if (number === null) fail('jerseyNumber', 'validation.integer')
      else
        take('jerseyNumber', JerseyNumberSchema, number, (v) => {
          values.jerseyNumber = v
        })
    }
    const positionText = textOf(cellOf('position'))
    if (positionText) {
      present.add('position')
      const result = check(PositionSchema, positionText.toLowerCase())
      if ('code' in result) fail('position', 'imports.errors.position')
      else values.position = result.value
    }
    const wantedTeams: ExistingTeam[] = []
    for (const name of textOf(cellOf('team'))
      .split(';')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const found = teamsByName.get(normalizeName(name))
      if (found) {
        if (!wantedTeams.includes(found)) wantedTeams.push(found)
      } else {
        const closest = closestNames(name, teamNames)
        if (closest.length > 0) fail('team', 'imports.errors.team_not_found', { name, closest: closest.join(', ') })
        else fail('team', 'imports.errors.team_not_found_none', { name })
      }
    }

    const existing = dni ? byDni.get(dni) : undefined
    if (existing?.userId && values.email !== undefined && values.email !== existing.email) {
      fail('email', 'validation.email_locked')
    }
    if (errors.length > 0) {
      rows.push({ row, action: 'error', errors, joinTeamIds: [] })
      continue
    }
    if (!existing) {
      rows.push({
        row,
        action: 'create',
        errors,
        values: {
          firstname: values.firstname,
          lastname: values.lastname,
          birthDate: values.birthDate ?? null,
          email: values.email ?? null,
          position: values.position ?? null,
          jerseyNumber: values.jerseyNumber ?? null,
          dni: values.dni ?? null,
        },
        joinTeamIds: wantedTeams.map((t) => t.id),
      })
      continue
    }
    const changed: Partial<PlayerValues> = {}
    for (const field of present) {
      if (field === 'team') continue
      const value = values[field]
      if (value !== undefined && value !== existing[field]) Object.assign(changed, { [field]: value })
    }
    const joinTeamIds = wantedTeams.filter((t) => !existing.teamIds.includes(t.id)).map((t) => t.id)
    const isChanged = Object.keys(changed).length > 0 || joinTeamIds.length > 0
    rows.push({
      row,
      action: isChanged ? 'update' : 'unchanged',
      errors,
      playerId: existing.id,
      ...(isChanged ? { values: changed, version: existing.version } : {}),
      joinTeamIds,
    })
  }
  return { rows, ignoredColumns: match.ignored }
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
  return { rows, ignoredColumns: match.ignored }
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
