/**
 * Spreadsheet import of players and teams (decision 0023). The file is read (read-table.ts), planned against the league's
 * current players and teams by the pure rules of domain/imports, and, unless it is a dry run, written in ONE
 * transaction: any row with an error writes nothing (the route answers 422 with the report). Live notices go out
 * after the commit, one per collection, so open lists refetch once.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { ImportReport, ImportRow } from '#domain/imports/import.schema.ts'
import { type RawTable, textOf } from '#domain/imports/import-cells.ts'
import {
  type CellError,
  type ExistingPlayer,
  type ExistingTeam,
  MissingColumnsError,
  markTakenTeamNames,
  PLAYER_HEADERS,
  type Plan,
  type PlannedPlayerRow,
  type PlannedTeamRow,
  planPlayerImport,
  planTeamImport,
  TEAM_HEADERS,
} from '#domain/imports/plan-import.ts'
import type { Position } from '#domain/players/positions.ts'
import type { Db } from '#server/db/client.ts'
import { player, team, teamPlayer } from '#server/db/schema.ts'
import { dniCountryOf, guardDni, playerSearchText } from '#server/features/players/players.api.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'
import { type AuditRecord, recordAudits } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { searchTextOf } from '#server/lib/search.ts'
import { nameClashOf } from '#server/lib/unique-names.ts'
import { updateVersionedRow } from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { type ImportLanguage, importMessage } from './import-messages.ts'

type Scope = { db: Db; live: LiveHub; organizationId: string; lang: ImportLanguage; dryRun: boolean }

/** The report, and whether rows had errors so that nothing was written (422); a dry run is never refused. */
export type ImportOutcome = { report: ImportReport; isRefused: boolean }

const CHUNK = 500

function reportOf(
  table: RawTable,
  plan: Plan<PlannedPlayerRow | PlannedTeamRow>,
  lang: ImportLanguage,
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
  return { rows, summary, ignoredColumns: plan.ignoredColumns, columns: table.header }
}

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

/** An update based on what was read in this transaction; anything else means a concurrent write won: 409. */
function changedMeanwhile(): AppError {
  return new AppError('CONFLICT', { detail: 'Someone changed these rows during the import: nothing was imported.' })
}

async function writePlayers(
  tx: Db,
  organizationId: string,
  plan: Plan<PlannedPlayerRow>,
): Promise<Map<number, string>> {
  const ids = new Map<number, string>()
  const now = new Date()
  const creates = plan.rows.filter((r) => r.action === 'create')
  for (let i = 0; i < creates.length; i += CHUNK) {
    const chunk = creates.slice(i, i + CHUNK)
    const values = chunk.map((r) => {
      const v = r.values as Required<NonNullable<PlannedPlayerRow['values']>>
      const id = randomUUID()
      ids.set(r.row, id)
      return { id, organizationId, ...v, searchText: playerSearchText(v), createdAt: now, updatedAt: now }
    })
    await tx.insert(player).values(values)
    await recordAudits(
      tx,
      values.map((created) => ({
        organizationId,
        action: 'create',
        entityType: 'player',
        entityId: created.id,
        after: created,
      })),
    )
  }
  const updates: AuditRecord[] = []
  for (const r of plan.rows) {
    if (r.action !== 'update' || !r.playerId || !r.values || Object.keys(r.values).length === 0) continue
    const [current] = await tx.select().from(player).where(eq(player.id, r.playerId))
    if (!current) throw changedMeanwhile()
    const merged = { ...current, ...r.values }
    const row = await updateVersionedRow({
      db: tx,
      table: player,
      organizationId,
      id: r.playerId,
      version: r.version as number,
      values: { ...r.values, searchText: playerSearchText(merged) },
    })
    if (!row) throw changedMeanwhile()
    updates.push({
      organizationId,
      action: 'update',
      entityType: 'player',
      entityId: r.playerId,
      before: current,
      after: row,
    })
  }
  await recordAudits(tx, updates)
  const links = plan.rows.flatMap((r) => {
    const playerId = ids.get(r.row) ?? r.playerId
    return playerId ? r.joinTeamIds.map((teamId) => ({ organizationId, teamId, playerId, addedAt: now })) : []
  })
  for (let i = 0; i < links.length; i += CHUNK) {
    const joined = await tx
      .insert(teamPlayer)
      .values(links.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ teamId: teamPlayer.teamId, playerId: teamPlayer.playerId })
    await auditRosterJoins(tx, organizationId, joined)
  }
  return ids
}

/** A `roster_add` entry on each team a row's player joined, naming the player as the roster's own entries do. */
async function auditRosterJoins(tx: Db, organizationId: string, joined: { teamId: string; playerId: string }[]) {
  if (joined.length === 0) return
  const names = await tx
    .select({ id: player.id, firstname: player.firstname, lastname: player.lastname })
    .from(player)
    .where(
      and(eq(player.organizationId, organizationId), inArray(player.id, [...new Set(joined.map((j) => j.playerId))])),
    )
  const nameOf = new Map(names.map((p) => [p.id, `${p.firstname} ${p.lastname}`]))
  await recordAudits(
    tx,
    joined.map(({ teamId, playerId }) => ({
      organizationId,
      action: 'roster_add',
      entityType: 'team',
      entityId: teamId,
      after: { playerId, playerName: nameOf.get(playerId) ?? null },
    })),
  )
}

async function writeTeams(tx: Db, organizationId: string, plan: Plan<PlannedTeamRow>): Promise<Map<number, string>> {
  const ids = new Map<number, string>()
  const now = new Date()
  const creates = plan.rows.filter((r) => r.action === 'create')
  for (let i = 0; i < creates.length; i += CHUNK) {
    const chunk = creates.slice(i, i + CHUNK)
    const values = chunk.map((r) => {
      const name = r.values?.name as string
      const alias = r.values?.alias ?? null
      const id = randomUUID()
      ids.set(r.row, id)
      return { id, organizationId, name, alias, searchText: searchTextOf(name, alias), createdAt: now, updatedAt: now }
    })
    await tx.insert(team).values(values)
    await recordAudits(
      tx,
      values.map((created) => ({
        organizationId,
        action: 'create',
        entityType: 'team',
        entityId: created.id,
        after: created,
      })),
    )
  }
  const updates: AuditRecord[] = []
  for (const r of plan.rows) {
    if (r.action !== 'update' || !r.teamId || !r.values) continue
    const [current] = await tx.select().from(team).where(eq(team.id, r.teamId))
    if (!current) throw changedMeanwhile()
    const alias = r.values.alias === undefined ? current.alias : r.values.alias
    const row = await updateVersionedRow({
      db: tx,
      table: team,
      organizationId,
      id: r.teamId,
      version: r.version as number,
      values: { alias, searchText: searchTextOf(current.name, alias) },
    })
    if (!row) throw changedMeanwhile()
    updates.push({
      organizationId,
      action: 'update',
      entityType: 'team',
      entityId: r.teamId,
      before: current,
      after: row,
    })
  }
  await recordAudits(tx, updates)
  return ids
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
  table,
}: Scope & { table: RawTable }): Promise<ImportOutcome> {
  const plan = async (reader: Db) => {
    const [country, players, teams] = [
      await dniCountryOf(reader, organizationId),
      await loadPlayers(reader, organizationId),
      await loadTeams(reader, organizationId),
    ]
    try {
      return planPlayerImport({ table, country, players, teams })
    } catch (error) {
      missingColumns(error, PLAYER_HEADERS)
    }
  }
  if (dryRun) {
    return { report: reportOf(table, await plan(db), lang, new Map(), 'playerId'), isRefused: false }
  }
  const outcome = await guardDni(() =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as Db
      await lockForTransaction(tx, `imports:${organizationId}`)
      const planned = await plan(tx)
      if (planned.rows.some((r) => r.action === 'error')) return { planned, ids: null }
      return { planned, ids: await writePlayers(tx, organizationId, planned) }
    }),
  )
  const report = reportOf(table, outcome.planned, lang, outcome.ids ?? new Map(), 'playerId')
  if (outcome.ids) {
    const { create, update } = report.summary
    if (create > 0) await publishChange(live, organizationId, { entity: 'players', action: 'created' })
    if (update > 0) await publishChange(live, organizationId, { entity: 'players', action: 'updated' })
    if (outcome.planned.rows.some((r) => r.joinTeamIds.length > 0)) {
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
    return { report: reportOf(table, await plan(db), lang, new Map(), 'teamId'), isRefused: false }
  }
  let plannedWrite: Plan<PlannedTeamRow> | undefined
  const outcome = await db
    .transaction(async (trx) => {
      const tx = trx as unknown as Db
      await lockForTransaction(tx, `imports:${organizationId}`)
      const planned = await plan(tx)
      if (planned.rows.some((r) => r.action === 'error')) return { planned, ids: null }
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
  const report = reportOf(table, outcome.planned, lang, outcome.ids ?? new Map(), 'teamId')
  if (outcome.ids) {
    const { create, update } = report.summary
    if (create > 0) await publishChange(live, organizationId, { entity: 'teams', action: 'created' })
    if (update > 0) await publishChange(live, organizationId, { entity: 'teams', action: 'updated' })
  }
  return { report, isRefused: outcome.ids === null }
}
