/**
 * What a players import would do, decided without I/O: each data row of the file is checked with the API's own field
 * rules (the players' zod schemas, the DNI by the league's country) and matched against the league's current players
 * (by normalized DNI) and teams (by name, case and accents ignored). The server loads those, calls a plan function
 * and, when no row has an error and it is not a dry run, writes the plan in one transaction. Teams: plan-team-import.ts.
 *
 * A blank cell, or a column the file does not have, leaves the current value as it is (it never erases); a player's
 * team cell (one name, or several separated by `;` as the export writes them) adds the player to those rosters. A
 * team the league does not have is a row error, unless the import is asked to create the missing teams (decision 0041).
 */
import type { z } from 'zod'
import { NameSchema } from '#domain/lists/list.schema.ts'
import { dniRefusalFor } from '#domain/players/dni-by-country.ts'
import {
  BirthDateSchema,
  DniSchema,
  JerseyNumberSchema,
  normalizeDni,
  PlayerEmailSchema,
  PlayerPhoneSchema,
} from '#domain/players/player.schema.ts'
import type { Position } from '#domain/players/positions.ts'
import {
  closestNames,
  matchColumns,
  normalizeName,
  parseDate,
  parseWholeNumber,
  type RawTable,
  textOf,
} from './import-cells.ts'
import { PLAYER_HEADERS, type PlayerField, positionOf } from './import-vocabulary.ts'
import { markJerseyClashes } from './jersey-clashes.ts'
import {
  type CellError,
  check,
  columnWarnings,
  isBlankRow,
  type Plan,
  type PlannedRowBase,
  requireColumns,
} from './plan-common.ts'
import type { ExistingTeam } from './plan-team-import.ts'

export type PlayerValues = {
  firstname: string
  lastname: string
  birthDate: string | null
  email: string | null
  phone: string | null
  position: Position | null
  jerseyNumber: number | null
  dni: string | null
}

export type ExistingPlayer = PlayerValues & { id: string; version: number; userId: string | null; teamIds: string[] }

export type PlannedPlayerRow = PlannedRowBase & {
  playerId?: string
  /** create: every field; update: the changed fields */
  values?: Partial<PlayerValues>
  version?: number
  /** teams whose roster the player joins (not already on it) */
  joinTeamIds: string[]
  /** teams the import creates (their names as first written in the file) whose roster the player joins */
  joinNewTeams: string[]
}

/** A players plan; `missingTeams` are the team names the file uses and the league lacks (as first written). */
export type PlayerPlan = Plan<PlannedPlayerRow> & { missingTeams: string[] }

type Context = {
  match: ReturnType<typeof matchColumns<PlayerField>>
  country: string | null
  byDni: Map<string, ExistingPlayer>
  teamsByName: Map<string, ExistingTeam>
  teamNames: string[]
  seenDni: Map<string, number>
  /** missing teams by compared name → as first written */
  missing: Map<string, string>
  createTeams: boolean
}

const OPTIONAL_TEXT: { field: 'email' | 'phone'; schema: z.ZodType<string> }[] = [
  { field: 'email', schema: PlayerEmailSchema },
  { field: 'phone', schema: PlayerPhoneSchema },
]

/** The row's team cell: the league's teams it names, and the missing names (created, or each an error). */
function readTeams(ctx: Context, text: string, fail: (code: string, params: Record<string, string>) => void) {
  const found: ExistingTeam[] = []
  const created: string[] = []
  for (const name of text
    .split(';')
    .map((n) => n.trim())
    .filter(Boolean)) {
    const key = normalizeName(name)
    const team = ctx.teamsByName.get(key)
    if (team) {
      if (!found.includes(team)) found.push(team)
      continue
    }
    const valid = check(NameSchema, name)
    if ('code' in valid) {
      fail(valid.code, {})
      continue
    }
    if (!ctx.missing.has(key)) ctx.missing.set(key, valid.value)
    const written = ctx.missing.get(key) as string
    if (ctx.createTeams) {
      if (!created.includes(written)) created.push(written)
    } else {
      const closest = closestNames(name, ctx.teamNames)
      if (closest.length > 0) fail('imports.errors.team_not_found', { name, closest: closest.join(', ') })
      else fail('imports.errors.team_not_found_none', { name })
    }
  }
  return { found, created }
}

/** The row's values as the schemas read them, with each refused cell as an error. */
function readValues(ctx: Context, row: number, cells: RawTable['rows'][number]['cells']) {
  const { match } = ctx
  const errors: CellError[] = []
  const present = new Set<PlayerField>(['firstname', 'lastname'])
  const values: Partial<PlayerValues> = {}
  const textAt = (field: PlayerField) => {
    const index = match.index[field]
    return index === undefined ? '' : textOf(cells[index] ?? null)
  }
  const fail = (field: PlayerField, code: string, params?: Record<string, string>) =>
    errors.push({ column: match.header[field] ?? field, code, ...(params ? { params } : {}) })
  const take = <T>(field: PlayerField, schema: z.ZodType<T>, value: unknown, set: (value: T) => void) => {
    const result = check(schema, value)
    if ('code' in result) fail(field, result.code)
    else set(result.value)
  }

  for (const field of ['firstname', 'lastname'] as const)
    take(field, NameSchema, textAt(field), (v) => (values[field] = v))
  const dniText = textAt('dni')
  let dni: string | null = null
  if (dniText) {
    present.add('dni')
    const result = check(DniSchema, dniText)
    const refusal = 'code' in result ? result.code : dniRefusalFor(dniText, ctx.country)
    if (refusal) fail('dni', refusal)
    else dni = normalizeDni(dniText)
  }
  if (dni) {
    const earlier = ctx.seenDni.get(dni)
    if (earlier !== undefined) {
      fail('dni', 'imports.errors.duplicate_dni', { row: String(earlier) })
      dni = null
    } else {
      ctx.seenDni.set(dni, row)
      values.dni = dni
    }
  }
  const birthIndex = match.index.birthDate
  const birthCell = birthIndex === undefined ? null : (cells[birthIndex] ?? null)
  if (textOf(birthCell)) {
    present.add('birthDate')
    const day = parseDate(birthCell)
    if (!day) fail('birthDate', 'imports.errors.date_format')
    else take('birthDate', BirthDateSchema, day, (v) => (values.birthDate = v))
  }
  for (const { field, schema } of OPTIONAL_TEXT) {
    const text = textAt(field)
    if (!text) continue
    present.add(field)
    take(field, schema, text, (v) => (values[field] = v))
  }
  const jerseyText = textAt('jerseyNumber')
  if (jerseyText) {
    present.add('jerseyNumber')
    const number = parseWholeNumber(jerseyText)
    if (number === null) fail('jerseyNumber', 'validation.integer')
    else take('jerseyNumber', JerseyNumberSchema, number, (v) => (values.jerseyNumber = v))
  }
  const positionText = textAt('position')
  if (positionText) {
    present.add('position')
    const position = positionOf(positionText)
    if (!position) fail('position', 'imports.errors.position')
    else values.position = position
  }
  const teams = readTeams(ctx, textAt('team'), (code, params) => fail('team', code, params))
  return { errors, present, values, dni, teams }
}

function planRow(ctx: Context, row: number, cells: RawTable['rows'][number]['cells']): PlannedPlayerRow {
  const { errors, present, values, dni, teams } = readValues(ctx, row, cells)
  const existing = dni ? ctx.byDni.get(dni) : undefined
  if (existing?.userId && values.email !== undefined && values.email !== existing.email) {
    errors.push({ column: ctx.match.header.email ?? 'email', code: 'validation.email_locked' })
  }
  if (errors.length > 0) return { row, action: 'error', errors, joinTeamIds: [], joinNewTeams: [] }
  if (!existing) {
    return {
      row,
      action: 'create',
      errors,
      values: {
        firstname: values.firstname,
        lastname: values.lastname,
        birthDate: values.birthDate ?? null,
        email: values.email ?? null,
        phone: values.phone ?? null,
        position: values.position ?? null,
        jerseyNumber: values.jerseyNumber ?? null,
        dni: values.dni ?? null,
      },
      joinTeamIds: teams.found.map((t) => t.id),
      joinNewTeams: teams.created,
    }
  }
  const changed: Partial<PlayerValues> = {}
  for (const field of present) {
    if (field === 'team') continue
    const value = values[field]
    if (value !== undefined && value !== existing[field]) Object.assign(changed, { [field]: value })
  }
  const joinTeamIds = teams.found.filter((t) => !existing.teamIds.includes(t.id)).map((t) => t.id)
  const isChanged = Object.keys(changed).length > 0 || joinTeamIds.length > 0 || teams.created.length > 0
  return {
    row,
    action: isChanged ? 'update' : 'unchanged',
    errors,
    playerId: existing.id,
    ...(isChanged ? { values: changed, version: existing.version } : {}),
    joinTeamIds,
    joinNewTeams: teams.created,
  }
}

export function planPlayerImport({
  table,
  country,
  players,
  teams,
  createTeams = false,
}: {
  table: RawTable
  /** the league's country (its DNI rule) */
  country: string | null
  /** the league's players who are not deleted */
  players: ExistingPlayer[]
  /** the league's teams who are not deleted */
  teams: ExistingTeam[]
  /** create the teams the file names and the league lacks, instead of an error on each row that names one */
  createTeams?: boolean
}): PlayerPlan {
  const match = matchColumns(table.header, PLAYER_HEADERS)
  requireColumns(match, ['firstname', 'lastname'])
  const teamsByName = new Map<string, ExistingTeam>()
  for (const t of teams) if (!teamsByName.has(normalizeName(t.name))) teamsByName.set(normalizeName(t.name), t)
  const ctx: Context = {
    match,
    country,
    byDni: new Map(players.filter((p) => p.dni).map((p) => [p.dni as string, p])),
    teamsByName,
    teamNames: teams.map((t) => t.name),
    seenDni: new Map(),
    missing: new Map(),
    createTeams,
  }
  const rows = table.rows.filter(({ cells }) => !isBlankRow(cells)).map(({ row, cells }) => planRow(ctx, row, cells))
  return {
    rows: markJerseyClashes({ rows, players, teams, column: match.header.jerseyNumber ?? 'jerseyNumber' }),
    ignoredColumns: match.ignored,
    warnings: columnWarnings(match, PLAYER_HEADERS),
    missingTeams: [...ctx.missing.values()],
  }
}
