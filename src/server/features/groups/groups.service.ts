/**
 * Groups of a tournament and their teams (a single table is one group; fixture generation needs one). A team is in
 * at most one group of a tournament (a unique index decides). `teamIds` is the complete list, in the order fixtures
 * are generated in. Deleting a group is refused while it has confirmed games (GROUP_HAS_PLAYED_GAMES); otherwise its
 * games are soft-deleted and its rounds removed with it.
 */
import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm'
import type { CreateGroupInput, Group, UpdateGroupInput } from '#domain/competition/group.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, round, team, tournamentGroup } from '#server/db/schema.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { auditGamesRemoved, gameSummaryReturning } from '#server/lib/competition/game-audit.ts'
import { getTournamentWithSettings } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { isUniqueViolation } from '#server/lib/unique-names.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

type GroupRow = typeof tournamentGroup.$inferSelect

const TEAM_INDEX = 'group_team_tournament_team_key'

async function teamsOfGroups(db: Db, organizationId: string, groupIds: string[]) {
  const byGroup = new Map<string, { id: string; name: string }[]>()
  if (groupIds.length === 0) return byGroup
  const rows = await db
    .select({ groupId: groupTeam.groupId, id: team.id, name: team.name })
    .from(groupTeam)
    .innerJoin(team, eq(team.id, groupTeam.teamId))
    .where(and(eq(groupTeam.organizationId, organizationId), inArray(groupTeam.groupId, groupIds)))
    .orderBy(asc(groupTeam.position), asc(team.name))
  for (const { groupId, ...t } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), t])
  return byGroup
}

function toGroup(row: GroupRow, teams: { id: string; name: string }[]): Group {
  return {
    id: row.id,
    version: row.version,
    tournamentId: row.tournamentId,
    name: row.name,
    position: row.position,
    teams,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function findGroups({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<{ items: Group[] }> {
  await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })
  const rows = await db
    .select()
    .from(tournamentGroup)
    .where(and(eq(tournamentGroup.organizationId, organizationId), eq(tournamentGroup.tournamentId, tournamentId)))
    .orderBy(asc(tournamentGroup.position), asc(tournamentGroup.createdAt))
  const teams = await teamsOfGroups(
    db,
    organizationId,
    rows.map((r) => r.id),
  )
  return { items: rows.map((r) => toGroup(r, teams.get(r.id) ?? [])) }
}

async function getGroupRow(db: Db, organizationId: string, tournamentId: string, groupId: string) {
  assertUuid(groupId)
  const [row] = await db
    .select()
    .from(tournamentGroup)
    .where(
      and(
        eq(tournamentGroup.organizationId, organizationId),
        eq(tournamentGroup.tournamentId, tournamentId),
        eq(tournamentGroup.id, groupId),
      ),
    )
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function getGroup({
  db,
  organizationId,
  tournamentId,
  groupId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
  groupId: string
}): Promise<Group> {
  const row = await getGroupRow(db, organizationId, tournamentId, groupId)
  const teams = await teamsOfGroups(db, organizationId, [row.id])
  return toGroup(row, teams.get(row.id) ?? [])
}

/** The teams must be this organization's, not deleted, and in no other group of the tournament. */
async function checkTeams(db: Db, organizationId: string, tournamentId: string, teamIds: string[], groupId?: string) {
  if (teamIds.length === 0) return
  const [found, grouped] = await Promise.all([
    db
      .select({ id: team.id })
      .from(team)
      .where(and(eq(team.organizationId, organizationId), inArray(team.id, teamIds), isNull(team.deletedAt))),
    db
      .select({ teamId: groupTeam.teamId, groupId: groupTeam.groupId })
      .from(groupTeam)
      .where(
        and(
          eq(groupTeam.organizationId, organizationId),
          eq(groupTeam.tournamentId, tournamentId),
          inArray(groupTeam.teamId, teamIds),
        ),
      ),
  ])
  const problems: InvalidParam[] = []
  teamIds.forEach((id, i) => {
    if (!found.some((t) => t.id === id)) problems.push({ name: `teamIds.${i}`, reason: 'validation.not_found' })
    else if (grouped.some((g) => g.teamId === id && g.groupId !== groupId)) {
      problems.push({ name: `teamIds.${i}`, reason: 'validation.team_in_other_group' })
    }
  })
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
}

function teamInOtherGroup(): AppError {
  return new AppError('VALIDATION_FAILED', {
    invalidParams: [{ name: 'teamIds', reason: 'validation.team_in_other_group' }],
  })
}

async function setTeams(tx: Db, organizationId: string, tournamentId: string, groupId: string, teamIds: string[]) {
  await tx.delete(groupTeam).where(and(eq(groupTeam.organizationId, organizationId), eq(groupTeam.groupId, groupId)))
  if (teamIds.length > 0) {
    await tx
      .insert(groupTeam)
      .values(teamIds.map((teamId, position) => ({ organizationId, tournamentId, groupId, teamId, position })))
  }
  // a team joining the tournament's groups owes its registration; one leaving them gets it reversed (decision 0048)
  await applyChargesFor(tx, { organizationId, tournamentId })
}

/** The group's teams in order, for the audit trail. */
async function teamIdsOf(tx: Db, groupId: string): Promise<string[]> {
  const rows = await tx
    .select({ teamId: groupTeam.teamId })
    .from(groupTeam)
    .where(eq(groupTeam.groupId, groupId))
    .orderBy(asc(groupTeam.position))
  return rows.map((r) => r.teamId)
}

export async function createGroup({
  db,
  live,
  organizationId,
  tournamentId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  data: CreateGroupInput
}): Promise<Group> {
  await getTournamentWithSettings(db, organizationId, tournamentId)
  await checkTeams(db, organizationId, tournamentId, data.teamIds)
  let id: string
  try {
    id = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db
      const [last] = await tx
        .select({ position: max(tournamentGroup.position) })
        .from(tournamentGroup)
        .where(and(eq(tournamentGroup.organizationId, organizationId), eq(tournamentGroup.tournamentId, tournamentId)))
      const now = new Date()
      const [row] = await tx
        .insert(tournamentGroup)
        .values({
          organizationId,
          tournamentId,
          name: data.name,
          position: (last?.position ?? -1) + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tournamentGroup.id })
      if (!row) throw new AppError('INTERNAL')
      await setTeams(tx, organizationId, tournamentId, row.id, data.teamIds)
      const after = { tournamentId, name: data.name, teamIds: data.teamIds }
      await recordAudit(tx, { organizationId, action: 'create', entityType: 'group', entityId: row.id, after })
      return row.id
    })
  } catch (error) {
    if (isUniqueViolation(error, TEAM_INDEX)) throw teamInOtherGroup()
    throw error
  }
  await publishChange(live, organizationId, { entity: 'groups', action: 'created', id, version: 1 })
  return getGroup({ db, organizationId, tournamentId, groupId: id })
}

export async function updateGroup({
  db,
  live,
  organizationId,
  tournamentId,
  groupId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  groupId: string
  data: UpdateGroupInput
}): Promise<Group> {
  await getTournamentWithSettings(db, organizationId, tournamentId)
  const current = await getGroupRow(db, organizationId, tournamentId, groupId)
  const stale = async () => new StaleVersionError(await getGroup({ db, organizationId, tournamentId, groupId }))
  if (data.version !== undefined && data.version !== current.version) throw await stale()
  if (data.teamIds) await checkTeams(db, organizationId, tournamentId, data.teamIds, groupId)
  let version: number | undefined
  try {
    version = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db
      const [row] = await tx
        .update(tournamentGroup)
        .set({
          ...(data.name !== undefined ? { name: data.name } : {}),
          ...(data.position !== undefined ? { position: data.position } : {}),
          updatedAt: new Date(),
          version: sql`${tournamentGroup.version} + 1`,
        })
        .where(and(eq(tournamentGroup.id, groupId), eq(tournamentGroup.version, current.version)))
        .returning({ version: tournamentGroup.version })
      if (!row) return undefined
      const before = { name: current.name, position: current.position, teamIds: await teamIdsOf(tx, groupId) }
      if (data.teamIds) await setTeams(tx, organizationId, tournamentId, groupId, data.teamIds)
      const after = {
        name: data.name ?? current.name,
        position: data.position ?? current.position,
        teamIds: data.teamIds ?? before.teamIds,
      }
      await recordAudit(tx, { organizationId, action: 'update', entityType: 'group', entityId: groupId, before, after })
      return row.version
    })
  } catch (error) {
    if (isUniqueViolation(error, TEAM_INDEX)) throw teamInOtherGroup()
    throw error
  }
  if (version === undefined) throw await stale()
  await publishChange(live, organizationId, { entity: 'groups', action: 'updated', id: groupId, version })
  return getGroup({ db, organizationId, tournamentId, groupId })
}

/** Soft-deletes the group's games (none may be confirmed), each recorded in the audit trail, within `tx`. */
export async function clearGroupGames(tx: Db, organizationId: string, groupId: string, deletedAt: Date) {
  const [played] = await tx
    .select({ id: game.id })
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        eq(game.groupId, groupId),
        isNull(game.deletedAt),
        isNotNull(game.confirmedPlayedAt),
      ),
    )
    .limit(1)
  if (played) throw new AppError('GROUP_HAS_PLAYED_GAMES')
  const removed = await tx
    .update(game)
    .set({ deletedAt, updatedAt: deletedAt, version: sql`${game.version} + 1` })
    .where(and(eq(game.organizationId, organizationId), eq(game.groupId, groupId), isNull(game.deletedAt)))
    .returning(gameSummaryReturning)
  await applyChargesFor(tx, { organizationId, gameIds: removed.map((g) => g.id) })
  await auditGamesRemoved(tx, organizationId, removed)
}

export async function deleteGroup({
  db,
  live,
  organizationId,
  tournamentId,
  groupId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  groupId: string
}): Promise<void> {
  await getTournamentWithSettings(db, organizationId, tournamentId)
  const current = await getGroupRow(db, organizationId, tournamentId, groupId)
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    await clearGroupGames(tx, organizationId, groupId, new Date())
    // its rounds first (their games' round_id is set null), then the group with its team links; letting both
    // cascades run from the group at once trips PostgreSQL's foreign-key checks on game
    await tx.delete(round).where(and(eq(round.organizationId, organizationId), eq(round.groupId, groupId)))
    await tx.delete(tournamentGroup).where(eq(tournamentGroup.id, groupId))
    await applyChargesFor(tx, { organizationId, tournamentId })
    const before = { tournamentId, name: current.name }
    await recordAudit(tx, { organizationId, action: 'delete', entityType: 'group', entityId: groupId, before })
  })
  await publishChange(live, organizationId, {
    entity: 'groups',
    action: 'deleted',
    id: groupId,
    version: current.version,
  })
  await publishChange(live, organizationId, { entity: 'games', action: 'deleted' })
}
