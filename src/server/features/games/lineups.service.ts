/**
 * Who played a game (decision 0026): per side, players of that team's roster. `PUT games/{id}/lineups` replaces both
 * lists in one transaction (the game row locked, so two scorers saving at once take turns), audited as `lineup`.
 * A player who left the roster since keeps their place (as scorers keep their goals). The game's version is not
 * bumped: a line-up is not one of the game's own fields, so a result being entered meanwhile is not refused (as a
 * roster change does not bump its team's version). "Games played" counts a player's rows in games that count.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { checkDelegateLineup } from '#domain/games/delegate-lineup.ts'
import type { GameLineups, GameLineupsInput } from '#domain/games/game-lineups.schema.ts'
import type { Db } from '#server/db/client.ts'
import { gameLineup, player, teamPlayer } from '#server/db/schema.ts'
import { guardGameWrite } from '#server/features/eligibility/eligibility.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { getGameRow } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { isDelegate, type OrgScope } from '#server/lib/team-scope.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { byNumberThenName } from './game-sheet.ts'

type LineupPlayer = GameLineups['home'][number]

async function readLineups(db: Db, organizationId: string, gameId: string) {
  return db
    .select({
      teamId: gameLineup.teamId,
      playerId: player.id,
      firstname: player.firstname,
      lastname: player.lastname,
      jerseyNumber: player.jerseyNumber,
    })
    .from(gameLineup)
    .innerJoin(player, eq(player.id, gameLineup.playerId))
    .where(and(eq(gameLineup.organizationId, organizationId), eq(gameLineup.gameId, gameId)))
}

function sidesOf(rows: Awaited<ReturnType<typeof readLineups>>, homeTeamId: string, awayTeamId: string): GameLineups {
  const side = (teamId: string): LineupPlayer[] =>
    rows
      .filter((r) => r.teamId === teamId)
      .sort(byNumberThenName)
      .map(({ playerId, firstname, lastname, jerseyNumber }) => ({ playerId, firstname, lastname, jerseyNumber }))
  return { home: side(homeTeamId), away: side(awayTeamId) }
}

/** The game's line-ups (a deleted game's too, as its sheet reads). */
export async function getGameLineups({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<GameLineups> {
  const row = await getGameRow(db, organizationId, id)
  return sidesOf(await readLineups(db, organizationId, id), row.homeTeamId, row.awayTeamId)
}

export async function setGameLineups({
  db,
  live,
  organizationId,
  id,
  data,
  scope,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: GameLineupsInput
  /**
   * The caller's membership: a delegate names only their own side, until kick-off (decision 0039); only an admin or
   * manager may field an ineligible player (decision 0038)
   */
  scope: OrgScope
}): Promise<GameLineups> {
  const saved = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const current = await getGameRow(tx, organizationId, id, { active: true, forUpdate: true })
    if (current.suspendedAt) throw new AppError('GAME_SUSPENDED')
    if (isDelegate(scope)) {
      const sent = { home: data.home !== undefined, away: data.away !== undefined }
      const check = checkDelegateLineup(current, scope.teamIds, sent, new Date())
      if (!check.ok) throw new AppError(check.reason)
    }
    const before = await readLineups(tx, organizationId, id)
    const kept = (teamId: string) => before.filter((r) => r.teamId === teamId).map((r) => r.playerId)
    const sides = [
      { name: 'home', teamId: current.homeTeamId, ids: data.home ?? kept(current.homeTeamId) },
      { name: 'away', teamId: current.awayTeamId, ids: data.away ?? kept(current.awayTeamId) },
    ] as const
    const named = sides.flatMap((s) => s.ids)
    const onRoster =
      named.length === 0
        ? []
        : await tx
            .select({ teamId: teamPlayer.teamId, playerId: teamPlayer.playerId })
            .from(teamPlayer)
            .innerJoin(player, eq(player.id, teamPlayer.playerId))
            .where(
              and(
                eq(teamPlayer.organizationId, organizationId),
                inArray(teamPlayer.teamId, [current.homeTeamId, current.awayTeamId]),
                inArray(teamPlayer.playerId, named),
                isNull(player.deletedAt),
              ),
            )
    const allowed = new Set([...onRoster, ...before].map((r) => `${r.teamId}:${r.playerId}`))
    const problems: InvalidParam[] = sides.flatMap((s) =>
      s.ids.flatMap((playerId, i) =>
        allowed.has(`${s.teamId}:${playerId}`) ? [] : [{ name: `${s.name}.${i}`, reason: 'validation.not_in_roster' }],
      ),
    )
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
    await guardGameWrite({
      tx,
      organizationId,
      row: current,
      named: { home: sides[0].ids, away: sides[1].ids },
      lineupSizes: { home: sides[0].ids.length, away: sides[1].ids.length },
      override: { role: scope.role, allowIneligible: data.allowIneligible, reason: data.reason },
    })
    await tx.delete(gameLineup).where(and(eq(gameLineup.organizationId, organizationId), eq(gameLineup.gameId, id)))
    const rows = sides.flatMap((s) =>
      s.ids.map((playerId) => ({
        organizationId,
        tournamentId: current.tournamentId,
        gameId: id,
        teamId: s.teamId,
        playerId,
      })),
    )
    if (rows.length > 0) await tx.insert(gameLineup).values(rows)
    const after = await readLineups(tx, organizationId, id)
    const audited = (lineups: GameLineups) => ({
      home: lineups.home.map((p) => `${p.firstname} ${p.lastname}`),
      away: lineups.away.map((p) => `${p.firstname} ${p.lastname}`),
    })
    const result = sidesOf(after, current.homeTeamId, current.awayTeamId)
    await recordAudit(tx, {
      organizationId,
      action: 'lineup',
      entityType: 'game',
      entityId: id,
      before: audited(sidesOf(before, current.homeTeamId, current.awayTeamId)),
      after: audited(result),
    })
    return result
  })
  await publishChange(live, organizationId, { entity: 'games', action: 'updated', id })
  return saved
}
