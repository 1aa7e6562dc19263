/**
 * What the registered list's rules need from the database (decision 0038): the tournaments a team plays, their
 * registration rules, the team's approved count and the other lists a player is on. The rules themselves are pure
 * (domain/eligibility/registration-rules.ts).
 */
import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { TournamentRegistration } from '#domain/eligibility/registration-rules.ts'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, player, team, teamPlayer, tournament, tournamentWithdrawal } from '#server/db/schema.ts'

/** The tournaments (not deleted) a team plays: in one of its groups or with a game of it, and not withdrawn. */
export async function tournamentsOfTeam(db: Db, organizationId: string, teamId: string) {
  const plays = sql`(
    exists (select 1 from ${groupTeam} g where g.tournament_id = ${tournament.id} and g.team_id = ${teamId})
    or exists (select 1 from ${game} x where x.tournament_id = ${tournament.id} and x.deleted_at is null
      and (x.home_team_id = ${teamId} or x.away_team_id = ${teamId})))
    and not exists (select 1 from ${tournamentWithdrawal} w where w.tournament_id = ${tournament.id}
      and w.team_id = ${teamId})`
  const rows = await db
    .select({ id: tournament.id, name: tournament.name, settings: tournament.settings })
    .from(tournament)
    .where(and(eq(tournament.organizationId, organizationId), isNull(tournament.deletedAt), plays))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rules: TournamentSettingsSchema.parse(row.settings).registration,
  }))
}

/** The teams (tournament → team ids) playing each of the tournaments: in a group or with a game not deleted. */
export async function teamsOfTournaments(
  db: Db,
  organizationId: string,
  tournamentIds: string[],
): Promise<Map<string, Set<string>>> {
  const byTournament = new Map<string, Set<string>>()
  if (tournamentIds.length === 0) return byTournament
  // one statement answering each (tournament, team) once: a tournament's games name its teams hundreds of times
  const played = and(
    eq(game.organizationId, organizationId),
    inArray(game.tournamentId, tournamentIds),
    isNull(game.deletedAt),
  )
  const rows = await union(
    db
      .select({ tournamentId: groupTeam.tournamentId, teamId: groupTeam.teamId })
      .from(groupTeam)
      .where(and(eq(groupTeam.organizationId, organizationId), inArray(groupTeam.tournamentId, tournamentIds))),
    db.select({ tournamentId: game.tournamentId, teamId: game.homeTeamId }).from(game).where(played),
    db.select({ tournamentId: game.tournamentId, teamId: game.awayTeamId }).from(game).where(played),
  )
  for (const row of rows) {
    const set = byTournament.get(row.tournamentId) ?? new Set<string>()
    set.add(row.teamId)
    byTournament.set(row.tournamentId, set)
  }
  return byTournament
}

/**
 * For each tournament the team plays: its rules, the team's approved players besides `playerId`, and the other teams
 * of the tournament with the player approved or pending on their list (`onePerTournament`).
 */
export async function loadRegistrations({
  db,
  organizationId,
  teamId,
  playerId,
}: {
  db: Db
  organizationId: string
  teamId: string
  playerId: string
}): Promise<TournamentRegistration[]> {
  const tournaments = await tournamentsOfTeam(db, organizationId, teamId)
  if (tournaments.length === 0) return []
  const [[approved], elsewhere, teamsOf] = await Promise.all([
    db
      .select({ n: count() })
      .from(teamPlayer)
      .innerJoin(player, eq(player.id, teamPlayer.playerId))
      .where(
        and(
          eq(teamPlayer.organizationId, organizationId),
          eq(teamPlayer.teamId, teamId),
          eq(teamPlayer.status, 'approved'),
          ne(teamPlayer.playerId, playerId),
          isNull(player.deletedAt),
        ),
      ),
    db
      .select({ teamId: team.id, teamName: team.name })
      .from(teamPlayer)
      .innerJoin(team, eq(team.id, teamPlayer.teamId))
      .where(
        and(
          eq(teamPlayer.organizationId, organizationId),
          eq(teamPlayer.playerId, playerId),
          ne(teamPlayer.teamId, teamId),
          or(eq(teamPlayer.status, 'approved'), eq(teamPlayer.status, 'pending')),
          isNull(team.deletedAt),
        ),
      ),
    teamsOfTournaments(
      db,
      organizationId,
      tournaments.map((t) => t.id),
    ),
  ])
  return tournaments.map((t) => ({
    tournamentId: t.id,
    tournamentName: t.name,
    rules: t.rules,
    approvedCount: Number(approved?.n ?? 0),
    otherTeams: elsewhere.filter((other) => teamsOf.get(t.id)?.has(other.teamId)),
  }))
}
