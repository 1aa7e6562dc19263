/**
 * Eligibility at a game (decision 0038): the inputs of domain/eligibility/check-eligibility.ts loaded for both sides,
 * the answer of `GET games/{id}/eligibility`, and the guard of line-ups, goals and cards. One function decides both, so
 * the list the scorer sees and the write the server accepts never disagree.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { isSuspendedAt } from '#domain/discipline/suspensions.ts'
import { checkSideEligibility, type SideEligibilityInput } from '#domain/eligibility/check-eligibility.ts'
import type { GameEligibility, PlayerEligibility, RosterStatus } from '#domain/eligibility/eligibility.schema.ts'
import type { Db } from '#server/db/client.ts'
import { type game, player, suspension, team, teamPlayer, tournament } from '#server/db/schema.ts'
import { teamBalances } from '#server/features/money/money.api.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { getGameRow } from '#server/lib/competition/game-view.ts'
import { compareNames } from '#server/lib/search.ts'
import { uploadUrlOf } from '#server/lib/upload-url.ts'
import { teamsOfTournaments } from './registration-context.ts'

type GameRow = typeof game.$inferSelect

export interface GameSides {
  rules: ReturnType<typeof TournamentSettingsSchema.parse>['registration']
  home: SideEligibilityInput
  away: SideEligibilityInput
  /** each listed player's photo thumbnail URL (null: none), for the answer of `GET games/{id}/eligibility` */
  photos: Map<string, string | null>
}

async function listsOf(db: Db, organizationId: string, teamIds: string[]) {
  const rows = await db
    .select({
      teamId: teamPlayer.teamId,
      playerId: player.id,
      firstname: player.firstname,
      lastname: player.lastname,
      number: player.jerseyNumber,
      birthDate: player.birthDate,
      photoThumbPath: player.photoThumbPath,
      status: teamPlayer.status,
      requestedAt: teamPlayer.requestedAt,
      decidedAt: teamPlayer.decidedAt,
    })
    .from(teamPlayer)
    .innerJoin(player, eq(player.id, teamPlayer.playerId))
    .where(
      and(eq(teamPlayer.organizationId, organizationId), inArray(teamPlayer.teamId, teamIds), isNull(player.deletedAt)),
    )
  rows.sort((a, b) => (a.number ?? 999) - (b.number ?? 999) || compareNames(a.lastname, b.lastname))
  return rows
}

/** Both sides' eligibility inputs for a game (its tournament's rules, lists, other lists, suspensions at it). */
export async function loadGameSides(db: Db, organizationId: string, row: GameRow): Promise<GameSides> {
  const sideIds = [row.homeTeamId, row.awayTeamId]
  const [[t], lists, teamsOf, suspensions] = await Promise.all([
    db.select({ settings: tournament.settings }).from(tournament).where(eq(tournament.id, row.tournamentId)),
    listsOf(db, organizationId, sideIds),
    teamsOfTournaments(db, organizationId, [row.tournamentId]),
    findSuspensionViews({
      db,
      organizationId,
      where: and(eq(suspension.tournamentId, row.tournamentId), inArray(suspension.teamId, sideIds)),
    }),
  ])
  const settings = TournamentSettingsSchema.parse(t?.settings ?? {})
  const rules = settings.registration
  // debtors don't play (decision 0048): the sides' balances, read only when the tournament sets a limit
  const over = settings.fees.blockLineupOver
  const balances = over === null ? null : await teamBalances(db, organizationId, sideIds)
  const playerIds = [...new Set(lists.map((l) => l.playerId))]
  const tournamentTeams = [...(teamsOf.get(row.tournamentId) ?? new Set<string>())]
  const others =
    playerIds.length === 0 || tournamentTeams.length === 0
      ? []
      : await db
          .select({
            teamId: teamPlayer.teamId,
            teamName: team.name,
            playerId: teamPlayer.playerId,
            requestedAt: teamPlayer.requestedAt,
            decidedAt: teamPlayer.decidedAt,
          })
          .from(teamPlayer)
          .innerJoin(team, eq(team.id, teamPlayer.teamId))
          .where(
            and(
              eq(teamPlayer.organizationId, organizationId),
              inArray(teamPlayer.playerId, playerIds),
              or(inArray(teamPlayer.teamId, tournamentTeams), inArray(teamPlayer.teamId, sideIds)),
              eq(teamPlayer.status, 'approved'),
              isNull(team.deletedAt),
            ),
          )
  const otherTeams = others.map((o) => ({
    teamId: o.teamId,
    teamName: o.teamName,
    playerId: o.playerId,
    since: (o.decidedAt ?? o.requestedAt).toISOString(),
  }))
  const side = (teamId: string): SideEligibilityInput => ({
    teamId,
    rules,
    list: lists
      .filter((l) => l.teamId === teamId)
      .map((l) => ({
        playerId: l.playerId,
        name: `${l.firstname} ${l.lastname}`,
        number: l.number,
        status: l.status as RosterStatus,
        birthDate: l.birthDate,
        since: (l.decidedAt ?? l.requestedAt).toISOString(),
      })),
    otherTeams,
    suspensions: suspensions
      .filter(
        (s) =>
          s.teamId === teamId &&
          (s.status === 'active' || s.status === 'served') &&
          isSuspendedAt(s, row.id, s.earnedGameId),
      )
      .map((s) => ({ id: s.id, playerId: s.playerId, gamesLeft: s.remaining })),
    debt: balances && over !== null ? { balance: balances.get(teamId) ?? 0, over } : null,
  })
  const photos = new Map(lists.map((l) => [l.playerId, uploadUrlOf(l.photoThumbPath)]))
  return { rules, home: side(row.homeTeamId), away: side(row.awayTeamId), photos }
}

/** `GET games/{id}/eligibility`: every player of each side's list with `{ eligible, reasons }`. */
export async function getGameEligibility({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<GameEligibility> {
  const row = await getGameRow(db, organizationId, id)
  const sides = await loadGameSides(db, organizationId, row)
  const withPhoto = (players: PlayerEligibility[]) =>
    players.map((p) => ({ ...p, photoUrl: sides.photos.get(p.playerId) ?? null }))
  return {
    gameId: row.id,
    home: { teamId: row.homeTeamId, players: withPhoto(checkSideEligibility(sides.home)) },
    away: { teamId: row.awayTeamId, players: withPhoto(checkSideEligibility(sides.away)) },
  }
}
