/**
 * Spreadsheet import of players and teams (decision 0023). The file is read (read-table.ts), planned against the league's
 * current players and teams by the pure rules of domain/imports, and, unless it is a dry run, written in ONE
 * transaction: any row with an error writes nothing (the route answers 422 with the report). Live notices go out
 * after the commit, one per collection, so open lists refetch once.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { ImportReport, ImportRow } from '#domain/imports/import.schema.ts'
import { type RawTable, textOf } from '#domain/imports/import-cells.ts'
import { PLAYER_HEADERS, TEAM_HEADERS } from '#domain/imports/import-vocabulary.ts'
import { type CellError, MissingColumnsError, type Plan } from '#domain/imports/plan-common.ts'
import {
  type ExistingPlayer,
  type PlannedPlayerRow,
  type PlayerPlan,
  planPlayerImport,
} from '#domain/imports/plan-import.ts'
import {
  type ExistingTeam,
  markTakenTeamNames,
  type PlannedTeamRow,
  planTeamImport,
} from '#domain/imports/plan-team-import.ts'
import { localeVariantFor } from '#domain/navigation/locale-variant.ts'
import type { Position } from '#domain/players/positions.ts'
import type { Db } from '#server/db/client.ts'
import { player, team, teamPlayer } from '#server/db/schema.ts'
import { dniCountryOf, guardDni } from '#server/features/players/players.api.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { nameClashOf } from '#server/lib/unique-names.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { type ImportLanguage, type ImportVariant, importMessage } from './import-messages.ts'
import { writePlayers, writeTeams } from './import-writes.ts'

type Scope = {
  db: Db
  live: LiveHub
  organizationId: string
  lang: ImportLanguage
  dryRun: boolean
  /** the columns left out were acknowledged: without it, an import with warnings writes nothing (decision 0041) */
  acceptWarnings: boolean
}

/** The report, and whether rows had errors so that nothing was written (422); a dry run is never refused. */
export type ImportOutcome = { report: ImportReport; isRefused: boolean }

function reportOf(
  table: RawTable,
  plan: Plan<PlannedPlayerRow | PlannedTeamRow> & { missingTeams?: string[] },
  lang: ImportVariant,
  ids: Map<number, string>,
  idKey: 'playerId' | 'teamId',
): ImportReport {
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 }
  const cellsOf = new Map(table.rows.map((r) => [r.row, r.cells]))
  const width = table.header.length
  const rows = plan.rows.map((planned): ImportRow => {
    summary[planned.action]++
    const id = ids.get(planned.row) ?? ('playerId' in planned ? planned.playerId : (planned as PlannedTeamRow).teamId)
    return {
      row: planned.row,
      action: planned.action,
      ...(id ? { [idKey]: id } : {}),
      errors: planned.errors.map((e: CellError) => ({
        column: e.column,
        code: e.code,
        message: importMessage(lang, e.code, e.params),
      })),
      cells: Array.from({ length: width }, (_, i) => textOf(cellsOf.get(planned.row)?.[i])),
    }
  })
  const fields = lang === 'en' ? FIELD_NAMES_EN : FIELD_NAMES_ES
  const warnings = plan.warnings.map((w) => ({
    ...w,
    message: importMessage(lang, w.code, { column: w.column, field: w.field ? (fields[w.field] ?? w.field) : '' }),
  }))
  return {
    rows,
    summary,
    ignoredColumns: plan.ignoredColumns,
    warnings,
    missingTeams: plan.missingTeams ?? [],
    columns: table.header,
  }
}

/** The field names a warning suggests, as the export and the templates call the columns. */
const FIELD_NAMES_ES: Record<string, string> = {
  firstname: 'Nombre',
  lastname: 'Apellido',
  dni: 'DNI',
  birthDate: 'Fecha de nacimiento',
  email: 'Correo',
  phone: 'Teléfono',
  team: 'Equipo',
  jerseyNumber: 'Dorsal',
  position: 'Posición',
  name: 'Nombre',
  alias: 'Alias',
}
const FIELD_NAMES_EN: Record<string, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  dni: 'DNI',
  birthDate: 'Birth date',
  email: 'Email',
  phone: 'Phone',
  team: 'Team',
  jerseyNumber: 'Jersey number',
  position: 'Position',
  name: 'Name',
  alias: 'Alias',
}

/** The messages' language: Spanish in the league's variant (vos for an Argentine league, decision 0025). */
async function variantOf(db: Db, organizationId: string, lang: ImportLanguage): Promise<ImportVariant> {
  // the route may have chosen it already from the league's country (organizationLang)
  if (lang === 'es-AR') return lang
  return localeVariantFor(lang, await dniCountryOf(db, organizationId))
}

/** Nothing is written while a row has an error, or while columns are left out that nobody acknowledged. */
const isBlocked = (plan: Plan<{ action: string }>, acceptWarnings: boolean) =>
  plan.rows.some((r) => r.action === 'error') || (plan.warnings.length > 0 && !acceptWarnings)

function missingColumns(error: unknown, headers: Record<string, readonly string[]>): never {
  if (!(error instanceof MissingColumnsError)) throw error
  const names = error.missing.map((field) => headers[field]?.slice(0, 2).join('/') ?? field)
  throw new AppError('IMPORT_NO_HEADER', {
    detail: `The header row (row 1) needs the columns ${names.join(', ')}.`,
    invalidParams: error.missing.map((name) => ({ name, reason: 'validation.required' })),
  })
}

/** The league's players who are not deleted, with the teams they are on. */
async function loadPlayers(db: Db, organizationId: string): Promise<ExistingPlayer[]> {
  const rows = await db
    .select()
    .from(player)
    .where(and(eq(player.organizationId, organizationId), isNull(player.deletedAt)))
  const links = await db
    .select({ playerId: teamPlayer.playerId, teamId: teamPlayer.teamId })
    .from(teamPlayer)
    .where(eq(teamPlayer.organizationId, organizationId))
  const teamIds = new Map<string, string[]>()
  for (const link of links) teamIds.set(link.playerId, [...(teamIds.get(link.playerId) ?? []), link.teamId])
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    userId: r.userId,
    firstname: r.firstname,
    lastname: r.lastname,
    birthDate: r.birthDate,
    email: r.email,
    phone: r.phone,
    position: r.position as Position | null,
    jerseyNumber: r.jerseyNumber,
    dni: r.dni,
    teamIds: teamIds.get(r.id) ?? [],
  }))
}

async function loadTeams(db: Db, organizationId: string): Promise<ExistingTeam[]> {
  return db
    .select({ id: team.id, version: team.version, name: team.name, alias: team.alias })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), isNull(team.deletedAt)))
}

/**
 * Plans (and without `dryRun` writes) a players file. Read and write share one transaction, under a lock per
 * organization so two imports take turns: the second plans against what the first wrote.
 */
export async function importPlayers({
  db,
  live,
  organizationId,
  lang,
  dryRun,
  acceptWarnings,
  createTeams,
  table,
}: Scope & { table: RawTable; createTeams: boolean }): Promise<ImportOutcome> {
  const plan = async (reader: Db): Promise<PlayerPlan> => {
    const [country, players, teams] = [
      await dniCountryOf(reader, organizationId),
      await loadPlayers(reader, organizationId),
      await loadTeams(reader, organizationId),
    ]
    try {
      return planPlayerImport({ table, country, players, teams, createTeams })
    } catch (error) {
      missingColumns(error, PLAYER_HEADERS)
    }
  }
  if (dryRun) {
    return {
      report: reportOf(table, await plan(db), await variantOf(db, organizationId, lang), new Map(), 'playerId'),
      isRefused: false,
    }
  }
  const outcome = await guardDni(() =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as Db
      await lockForTransaction(tx, `imports:${organizationId}`)
      const planned = await plan(tx)
      if (isBlocked(planned, acceptWarnings)) return { planned, ids: null }
      return { planned, ids: await writePlayers(tx, organizationId, planned) }
    }),
  )
  const report = reportOf(
    table,
    outcome.planned,
    await variantOf(db, organizationId, lang),
    outcome.ids ?? new Map(),
    'playerId',
  )
  if (outcome.ids) {
    const { create, update } = report.summary
    if (create > 0) await publishChange(live, organizationId, { entity: 'players', action: 'created' })
    if (update > 0) await publishChange(live, organizationId, { entity: 'players', action: 'updated' })
    if (outcome.planned.rows.some((r) => r.joinNewTeams.length > 0)) {
      await publishChange(live, organizationId, { entity: 'teams', action: 'created' })
    }
    if (outcome.planned.rows.some((r) => r.joinTeamIds.length > 0 || r.joinNewTeams.length > 0)) {
      await publishChange(live, organizationId, { entity: 'teams', action: 'updated' })
    }
  }
  return { report, isRefused: outcome.ids === null }
}

export async function importTeams({
  db,
  live,
  organizationId,
  lang,
  dryRun,
  acceptWarnings,
  table,
}: Scope & { table: RawTable }): Promise<ImportOutcome> {
  const plan = async (reader: Db) => {
    const teams = await loadTeams(reader, organizationId)
    try {
      return planTeamImport({ table, teams })
    } catch (error) {
      missingColumns(error, TEAM_HEADERS)
    }
  }
  if (dryRun) {
    return {
      report: reportOf(table, await plan(db), await variantOf(db, organizationId, lang), new Map(), 'teamId'),
      isRefused: false,
    }
  }
  let plannedWrite: Plan<PlannedTeamRow> | undefined
  const outcome = await db
    .transaction(async (trx) => {
      const tx = trx as unknown as Db
      await lockForTransaction(tx, `imports:${organizationId}`)
      const planned = await plan(tx)
      if (isBlocked(planned, acceptWarnings)) return { planned, ids: null }
      plannedWrite = planned
      return { planned, ids: await writeTeams(tx, organizationId, planned) }
    })
    .catch(async (error: unknown) => {
      // a team of one of the names was created since the plan read the league (the unique-name index refused the
      // insert): the rows that clash are errors, nothing was written
      if (!plannedWrite || !nameClashOf(error)) throw error
      return {
        planned: markTakenTeamNames(plannedWrite, await loadTeams(db, organizationId)),
        ids: null as Map<number, string> | null,
      }
    })
  const report = reportOf(
    table,
    outcome.planned,
    await variantOf(db, organizationId, lang),
    outcome.ids ?? new Map(),
    'teamId',
  )
  if (outcome.ids) {
    const { create, update } = report.summary
    if (create > 0) await publishChange(live, organizationId, { entity: 'teams', action: 'created' })
    if (update > 0) await publishChange(live, organizationId, { entity: 'teams', action: 'updated' })
  }
  return { report, isRefused: outcome.ids === null }
}
