/** A game's stats: goals per player and unassigned goals, or a walkover (see game-transaction.ts). */
import { and, eq, isNull, sql, type WithSubquery } from 'drizzle-orm'
import type { GameSheet, GameStatsInput, SideStatsInput } from '#domain/games/game.schema.ts'
import { isPlayedYet } from '#domain/games/played-yet.ts'
import { walkoverGoals } from '#domain/games/walkover.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, gameLineup, player, teamPlayer } from '#server/db/schema.ts'
import { announceGameOfBracket, checkGameOfBracket } from '#server/features/brackets/brackets.api.ts'
import { guardGameWrite } from '#server/features/eligibility/eligibility.api.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { enqueueGameChange } from '#server/features/notifications/notifications.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getGameSheet } from '../game-sheet.ts'
import { gameWriteReturning, noteGameWrite } from '../standings-follow.ts'
import { inGameTransaction, StaleGame, sortScorers, tournamentSettingsOf } from './game-transaction.ts'

const NO_GOALS: SideStatsInput = { goals: [], unassignedGoals: 0 }

type GoalRow = typeof gameGoal.$inferInsert & { teamId: string; playerId: string }

/**
 * The game, locked, and in the same statement: which of the players named are on either side's roster or already hold
 * goals in this game (a player removed from the roster since keeps them), the game's scorers (for the audit trail) and
 * everyone already in it (line-up, goals, cards: the eligibility guard checks only the others).
 */
async function lockGameWithRoster(tx: Db, organizationId: string, id: string, playerIds: string[]) {
  const [current] = await tx
    .select({
      game,
      allowed: sql<[string, string][]>`(select coalesce(json_agg(json_build_array(k.team_id, k.player_id)), '[]') from (
        select gg.team_id, gg.player_id from ${gameGoal} gg
          where gg.organization_id = ${organizationId} and gg.game_id = game.id
        union
        select tp.team_id, tp.player_id from ${teamPlayer} tp join ${player} p on p.id = tp.player_id
          where tp.organization_id = ${organizationId} and tp.team_id in (game.home_team_id, game.away_team_id)
            and p.deleted_at is null and tp.player_id in (${
              playerIds.length > 0
                ? sql.join(
                    playerIds.map((playerId) => sql`${playerId}::uuid`),
                    sql`, `,
                  )
                : sql`null`
            })) k)`,
      scorers: sql<{ teamId: string; playerId: string; goals: number; minutes: number[] }[]>`(
        select coalesce(json_agg(json_build_object('teamId', gg.team_id, 'playerId', gg.player_id, 'goals', gg.goals,
          'minutes', gg.minutes)), '[]')
        from ${gameGoal} gg where gg.organization_id = ${organizationId} and gg.game_id = game.id)`,
      inGame: sql<string[]>`(select coalesce(json_agg(distinct k.team_id || ':' || k.player_id), '[]') from (
        select l.team_id, l.player_id from ${gameLineup} l where l.organization_id = ${organizationId} and l.game_id = game.id
        union all
        select gg.team_id, gg.player_id from ${gameGoal} gg where gg.organization_id = ${organizationId} and gg.game_id = game.id
        union all
        select c.team_id, c.player_id from ${gameCard} c where c.organization_id = ${organizationId} and c.game_id = game.id
      ) k)`,
    })
    .from(game)
    .where(and(eq(game.organizationId, organizationId), eq(game.id, id), isNull(game.deletedAt)))
    .for('update', { of: game })
  return current
}

/**
 * The goal rows replaced: upserted, the others deleted (disjoint rows, so the two sub-statements never touch the same
 * row), as CTEs of the statement that writes the game.
 */
function goalWrites(tx: Db, organizationId: string, id: string, rows: GoalRow[]): WithSubquery[] {
  const kept = sql.join(
    rows.map((r) => sql`(${r.teamId}::uuid, ${r.playerId}::uuid)`),
    sql`, `,
  )
  const removed = tx.$with('removed').as(
    tx
      .delete(gameGoal)
      .where(
        and(
          eq(gameGoal.organizationId, organizationId),
          eq(gameGoal.gameId, id),
          rows.length > 0 ? sql`(${gameGoal.teamId}, ${gameGoal.playerId}) not in (${kept})` : undefined,
        ),
      )
      .returning({ gameId: gameGoal.gameId }),
  )
  const ctes: WithSubquery[] = [removed]
  if (rows.length > 0) {
    ctes.push(
      tx.$with('upserted').as(
        tx
          .insert(gameGoal)
          .values(rows)
          .onConflictDoUpdate({
            target: [gameGoal.gameId, gameGoal.teamId, gameGoal.playerId],
            set: { goals: sql`excluded.goals`, minutes: sql`excluded.minutes` },
          })
          .returning({ gameId: gameGoal.gameId }),
      ),
    )
  }
  return ctes
}

export async function setGameStats({
  db,
  live,
  organizationId,
  id,
  data,
  role,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: GameStatsInput
  /** the writer's role: only an admin or manager may record an ineligible player's goals (decision 0038) */
  role: OrgRole
}): Promise<GameSheet> {
  const walkover = data.walkover?.winner ?? null
  const playerIds = walkover
    ? []
    : [...new Set([...(data.home?.goals ?? []), ...(data.away?.goals ?? [])].map((g) => g.playerId))]
  const change = await inGameTransaction(db, organizationId, id, async (tx) => {
    const current = await lockGameWithRoster(tx, organizationId, id, playerIds)
    if (!current) throw new AppError('NOT_FOUND')
    const row = current.game
    if (data.version !== undefined && data.version !== row.version) throw new StaleGame()
    if (row.suspendedAt) throw new AppError('GAME_SUSPENDED')
    if (
      data.confirm &&
      !row.confirmedPlayedAt &&
      !isPlayedYet(row, new Date(), await organizationTimeZone(tx, organizationId))
    ) {
      throw new AppError('GAME_NOT_PLAYED_YET')
    }
    // a walkover takes no scorers: its score (the tournament's walkoverScore) is held as unassigned goals, so the
    // score stays the sum of scorers and unassigned goals (decision 0027)
    let homeStats: SideStatsInput = data.home ?? NO_GOALS
    let awayStats: SideStatsInput = data.away ?? NO_GOALS
    if (walkover) {
      const score = walkoverGoals((await tournamentSettingsOf(tx, row.tournamentId)).walkoverScore, walkover)
      homeStats = { goals: [], unassignedGoals: score.homeGoals }
      awayStats = { goals: [], unassignedGoals: score.awayGoals }
    }
    const sides = [
      { name: 'home', teamId: row.homeTeamId, stats: homeStats },
      { name: 'away', teamId: row.awayTeamId, stats: awayStats },
    ] as const
    const allowed = new Set(current.allowed.map(([teamId, playerId]) => `${teamId}:${playerId}`))
    const problems: InvalidParam[] = sides.flatMap((s) =>
      s.stats.goals.flatMap((g, i) =>
        allowed.has(`${s.teamId}:${g.playerId}`)
          ? []
          : [{ name: `${s.name}.goals.${i}.playerId`, reason: 'validation.not_in_roster' }],
      ),
    )
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
    await guardGameWrite({
      tx,
      organizationId,
      row,
      named: { home: homeStats.goals.map((g) => g.playerId), away: awayStats.goals.map((g) => g.playerId) },
      override: { role, allowIneligible: data.allowIneligible, reason: data.reason },
      already: new Set(current.inGame),
    })
    const scorersBefore = sortScorers(current.scorers)
    const rows = sides.flatMap((s) =>
      s.stats.goals
        .filter((g) => g.goals > 0)
        .map((g) => ({
          organizationId,
          tournamentId: row.tournamentId,
          gameId: id,
          teamId: s.teamId,
          playerId: g.playerId,
          goals: g.goals,
          minutes: [...g.minutes].sort((a, b) => a - b),
        })),
    )
    const scoreOf = (stats: SideStatsInput) => stats.goals.reduce((sum, g) => sum + g.goals, 0) + stats.unassignedGoals
    const now = new Date()
    // one more statement: the goal rows replaced and the game's score, state and version
    const ctes = goalWrites(tx, organizationId, id, rows)
    const [updated] = await tx
      .with(...ctes)
      .update(game)
      .set({
        homeGoals: scoreOf(homeStats),
        awayGoals: scoreOf(awayStats),
        homeUnassignedGoals: homeStats.unassignedGoals,
        awayUnassignedGoals: awayStats.unassignedGoals,
        walkover,
        statsUpdatedAt: now,
        homePenalties: data.penalties?.home ?? null,
        awayPenalties: data.penalties?.away ?? null,
        ...(data.confirm && !row.confirmedPlayedAt
          ? { confirmedPlayedAt: now, publishedAt: row.publishedAt ?? now }
          : {}),
        updatedAt: now,
        version: sql`${game.version} + 1`,
      })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, id), eq(game.version, row.version)))
      .returning(gameWriteReturning(organizationId, row.tournamentId))
    if (!updated) throw new StaleGame()
    await applyChargesFor(tx, { organizationId, gameIds: [id] })
    // a result confirmed here: the teams' people hear the score (decision 0047)
    await enqueueGameChange(tx, row, updated)
    const scorersAfter = sortScorers(rows)
    const action = walkover || row.walkover ? 'walkover' : 'score'
    const audited = { organizationId, action, entityType: 'game', entityId: id } as const
    await recordAudit(tx, {
      ...audited,
      before: { ...row, scorers: scorersBefore },
      after: { ...updated, scorers: scorersAfter },
    })
    // a knockout tie: penalties checked, the winner moved up (or the write refused and rolled back)
    const bracket = await checkGameOfBracket(tx, organizationId, id, updated)
    return { before: row, written: updated, bracket }
  })
  noteGameWrite(organizationId, change.before, change.written)
  await announceGameOfBracket(live, organizationId, change.bracket)
  const version = change.written.version
  await publishChange(live, organizationId, { entity: 'games', action: 'updated', id, version })
  return getGameSheet({ db, organizationId, id })
}
