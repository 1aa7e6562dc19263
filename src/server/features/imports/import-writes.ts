/**
 * The writes of an import (decision 0023), inside the service's transaction: players (with the teams the import was
 * asked to create, decision 0041, and the rosters they join) and teams, with their audit entries. Ids are chosen here.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { normalizeName } from '#domain/imports/import-cells.ts'
import type { Plan } from '#domain/imports/plan-common.ts'
import type { PlannedPlayerRow } from '#domain/imports/plan-import.ts'
import type { PlannedTeamRow } from '#domain/imports/plan-team-import.ts'
import type { Db } from '#server/db/client.ts'
import { player, team, teamPlayer } from '#server/db/schema.ts'
import { playerSearchText } from '#server/features/players/players.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { type AuditRecord, recordAudits } from '#server/lib/audit.ts'
import { searchTextOf } from '#server/lib/search.ts'
import { updateVersionedRow } from '#server/lib/versioned-writes.ts'

const CHUNK = 500

/** An update based on what was read in this transaction; anything else means a concurrent write won: 409. */
export function changedMeanwhile(): AppError {
  return new AppError('CONFLICT', { detail: 'Someone changed these rows during the import: nothing was imported.' })
}

export async function writePlayers(
  tx: Db,
  organizationId: string,
  plan: Plan<PlannedPlayerRow>,
): Promise<Map<number, string>> {
  const ids = new Map<number, string>()
  const now = new Date()
  const newTeamIds = await createMissingTeams(tx, organizationId, plan.rows)
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
    const teamIds = [...r.joinTeamIds, ...r.joinNewTeams.map((name) => newTeamIds.get(normalizeName(name)) as string)]
    return playerId ? teamIds.map((teamId) => ({ organizationId, teamId, playerId, addedAt: now })) : []
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

/** New teams (in chunks, with their audit entries); their ids in the same order. */
async function insertTeams(
  tx: Db,
  organizationId: string,
  teams: { name: string; alias: string | null }[],
): Promise<string[]> {
  const now = new Date()
  const ids: string[] = []
  for (let i = 0; i < teams.length; i += CHUNK) {
    const values = teams.slice(i, i + CHUNK).map(({ name, alias }) => {
      const id = randomUUID()
      ids.push(id)
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
  return ids
}

/** The teams the rows join that the import creates (decision 0041): their compared names → ids. */
async function createMissingTeams(tx: Db, organizationId: string, rows: PlannedPlayerRow[]) {
  const names = new Map<string, string>()
  for (const r of rows)
    for (const name of r.joinNewTeams) if (!names.has(normalizeName(name))) names.set(normalizeName(name), name)
  const ids = await insertTeams(
    tx,
    organizationId,
    [...names.values()].map((name) => ({ name, alias: null })),
  )
  return new Map([...names.keys()].map((key, i) => [key, ids[i] as string]))
}

export async function writeTeams(
  tx: Db,
  organizationId: string,
  plan: Plan<PlannedTeamRow>,
): Promise<Map<number, string>> {
  const ids = new Map<number, string>()
  const creates = plan.rows.filter((r) => r.action === 'create')
  const created = await insertTeams(
    tx,
    organizationId,
    creates.map((r) => ({ name: r.values?.name as string, alias: r.values?.alias ?? null })),
  )
  creates.forEach((r, i) => {
    const id = created[i]
    if (id) ids.set(r.row, id)
  })
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
