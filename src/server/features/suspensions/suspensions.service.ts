/**
 * Suspensions: listed with their derived status (suspension-view.ts), created by hand (confirmed at once; cards
 * create drafts, see games/results/cards.ts), changed (number of games, note; never `skipEarnedGame`), confirmed,
 * ignored (a draft only: `isDraftSuspensionIgnored`) and removed (the row is deleted, so it leaves every game sheet).
 * Also a player's record per tournament: goals, cards, the yellow-card warning and suspensions.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { AuditAction } from '#domain/audit/audit.schema.ts'
import type {
  CreateSuspensionInput,
  Suspension,
  SuspensionListQuery,
  UpdateSuspensionInput,
} from '#domain/suspensions/suspension.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, player, suspension, team, tournament } from '#server/db/schema.ts'
import { enqueueNotification } from '#server/features/notifications/notifications.api.ts'
import { isOnRoster } from '#server/features/players/players.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { auditCreated, inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { assertUuid, findRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { findSuspensionViews } from './suspension-view.ts'

function invalid(name: string, reason: string): AppError {
  return new AppError('VALIDATION_FAILED', { invalidParams: [{ name, reason }] })
}

export async function findSuspensions({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: SuspensionListQuery
}): Promise<{ items: Suspension[] }> {
  const items = await findSuspensionViews({
    db,
    organizationId,
    where: and(
      query.tournamentId ? eq(suspension.tournamentId, query.tournamentId) : undefined,
      query.playerId ? eq(suspension.playerId, query.playerId) : undefined,
      query.teamId ? eq(suspension.teamId, query.teamId) : undefined,
    ),
  })
  return { items: query.status ? items.filter((s) => s.status === query.status) : items }
}

export async function getSuspension({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<Suspension> {
  assertUuid(id)
  const [found] = await findSuspensionViews({
    db,
    organizationId,
    where: eq(suspension.id, id),
    includeDeletedTournaments: true,
  })
  if (!found) throw new AppError('NOT_FOUND')
  return found
}

async function getSuspensionRow(db: Db, organizationId: string, id: string) {
  assertUuid(id)
  const [row] = await db
    .select()
    .from(suspension)
    .where(and(eq(suspension.organizationId, organizationId), eq(suspension.id, id)))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function createSuspension({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreateSuspensionInput
}): Promise<Suspension> {
  const tournamentRow = await findRow(db, tournament, organizationId, data.tournamentId, { active: true })
  if (!tournamentRow) throw invalid('tournamentId', 'validation.not_found')
  if (!(await findRow(db, team, organizationId, data.teamId, { active: true }))) {
    throw invalid('teamId', 'validation.not_found')
  }
  // the team takes part: in one of the tournament's groups, or in one of its games (a cup without groups)
  const [takesPart] = await db
    .select({ yes: sql<number>`1` })
    .from(tournament)
    .where(
      and(
        eq(tournament.id, data.tournamentId),
        sql`(exists (select 1 from ${groupTeam} gt where gt.organization_id = ${organizationId}
          and gt.tournament_id = ${data.tournamentId} and gt.team_id = ${data.teamId})
        or exists (select 1 from ${game} g where g.organization_id = ${organizationId}
          and g.tournament_id = ${data.tournamentId} and g.deleted_at is null
          and ${data.teamId}::uuid in (g.home_team_id, g.away_team_id)))`,
      ),
    )
  if (!takesPart) throw invalid('teamId', 'validation.team_not_in_tournament')
  if (!(await findRow(db, player, organizationId, data.playerId, { active: true }))) {
    throw invalid('playerId', 'validation.not_found')
  }
  if (!(await isOnRoster(db, organizationId, data.teamId, data.playerId))) {
    throw invalid('playerId', 'validation.not_in_roster')
  }
  if (data.earnedGameId) {
    const [earned] = await db
      .select({
        id: game.id,
        // played: a result entered or confirmed, or its date has passed; a suspended game was not played
        played: sql<boolean>`${game.suspendedAt} is null and (${game.statsUpdatedAt} is not null
          or ${game.confirmedPlayedAt} is not null or ${game.playAt} <= now())`,
      })
      .from(game)
      .where(
        and(
          eq(game.organizationId, organizationId),
          eq(game.id, data.earnedGameId),
          eq(game.tournamentId, data.tournamentId),
          isNull(game.deletedAt),
          or(eq(game.homeTeamId, data.teamId), eq(game.awayTeamId, data.teamId)),
        ),
      )
    if (!earned) throw invalid('earnedGameId', 'validation.not_found')
    if (!earned.played) throw invalid('earnedGameId', 'validation.earned_game_not_played')
  }
  const now = new Date()
  const [row] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .insert(suspension)
      .values({
        organizationId,
        tournamentId: data.tournamentId,
        playerId: data.playerId,
        teamId: data.teamId,
        earnedGameId: data.earnedGameId ?? null,
        reason: 'manual',
        note: data.note ?? null,
        gamesCount: data.gamesCount,
        skipEarnedGame: data.skipEarnedGame,
        isDraft: false,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    // a suspension made by hand is confirmed at once: the player and the team's delegates hear of it (decision 0047)
    if (rows[0])
      await enqueueNotification(tx, { kind: 'suspension.confirmed', organizationId, suspensionId: rows[0].id })
    return auditCreated(tx, organizationId, 'suspension', rows)
  })
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, { entity: 'suspensions', action: 'created', id: row.id, version: 1 })
  return getSuspension({ db, organizationId, id: row.id })
}

/** Applies `values` when `version` (if given) is still the current one; 409 STALE_VERSION otherwise. */
async function changeSuspension({
  db,
  live,
  organizationId,
  id,
  version,
  values,
  check,
  action,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  version?: number
  action: AuditAction
  values: Partial<typeof suspension.$inferInsert>
  check?: (row: typeof suspension.$inferSelect) => void
}): Promise<Suspension> {
  const current = await getSuspensionRow(db, organizationId, id)
  if (version !== undefined && version !== current.version) {
    throw new StaleVersionError(await getSuspension({ db, organizationId, id }))
  }
  check?.(current)
  const [row] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .update(suspension)
      .set({ ...values, updatedAt: new Date(), version: sql`${suspension.version} + 1` })
      .where(
        and(
          eq(suspension.organizationId, organizationId),
          eq(suspension.id, id),
          eq(suspension.version, current.version),
        ),
      )
      .returning()
    const after = rows[0]
    if (after)
      await recordAudit(tx, { organizationId, action, entityType: 'suspension', entityId: id, before: current, after })
    if (after && action === 'confirm' && current.isDraft)
      await enqueueNotification(tx, { kind: 'suspension.confirmed', organizationId, suspensionId: id })
    return rows
  })
  if (!row) throw new StaleVersionError(await getSuspension({ db, organizationId, id }))
  await publishChange(live, organizationId, { entity: 'suspensions', action: 'updated', id, version: row.version })
  return getSuspension({ db, organizationId, id })
}

export function updateSuspension({
  db,
  live,
  organizationId,
  id,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: UpdateSuspensionInput
}): Promise<Suspension> {
  return changeSuspension({
    db,
    live,
    organizationId,
    id,
    version: data.version,
    action: 'update',
    values: {
      ...(data.gamesCount !== undefined ? { gamesCount: data.gamesCount } : {}),
      ...(data.note !== undefined ? { note: data.note || null } : {}),
    },
  })
}

/** Confirms a draft (also an ignored one: confirming it takes the ignore back). */
export function confirmSuspension(args: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  version?: number
}): Promise<Suspension> {
  return changeSuspension({
    ...args,
    action: 'confirm',
    values: { isDraft: false, isDraftSuspensionIgnored: false, confirmedAt: new Date() },
  })
}

export function ignoreSuspension(args: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  version?: number
}): Promise<Suspension> {
  return changeSuspension({
    ...args,
    action: 'ignore',
    values: { isDraftSuspensionIgnored: true },
    check: (row) => {
      if (!row.isDraft) throw new AppError('SUSPENSION_NOT_DRAFT')
    },
  })
}

/** Removes the suspension: it leaves every game sheet at once. */
export async function deleteSuspension({
  db,
  live,
  organizationId,
  id,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
}): Promise<void> {
  const row = await getSuspensionRow(db, organizationId, id)
  await inTransaction(db, async (tx) => {
    const gone = await tx
      .delete(suspension)
      .where(and(eq(suspension.organizationId, organizationId), eq(suspension.id, id)))
      .returning({ id: suspension.id })
    if (gone[0])
      await recordAudit(tx, { organizationId, action: 'delete', entityType: 'suspension', entityId: id, before: row })
  })
  await publishChange(live, organizationId, { entity: 'suspensions', action: 'deleted', id, version: row.version })
}
