/**
 * A player's teams and the tournaments those teams play, as the player's own page (decision 0045) and card
 * (decision 0046) show them.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, team, teamPlayer, tournament } from '#server/db/schema.ts'

export type Named = { id: string; name: string }

/** The teams whose registered list has the player approved, by name; deleted teams left out. */
export async function findPlayerTeams(db: Db, organizationId: string, playerId: string): Promise<Named[]> {
  return db
    .select({ id: team.id, name: team.name })
    .from(teamPlayer)
    .innerJoin(team, eq(team.id, teamPlayer.teamId))
    .where(
      and(
        eq(teamPlayer.organizationId, organizationId),
        eq(teamPlayer.playerId, playerId),
        eq(teamPlayer.status, 'approved'),
        isNull(team.deletedAt),
      ),
    )
    .orderBy(asc(team.name))
}

/** The tournaments each team plays (in one of its groups or with a game, neither deleted), by name. */
export async function findTeamTournaments(
  db: Db,
  organizationId: string,
  teamIds: readonly string[],
): Promise<Map<string, Named[]>> {
  if (teamIds.length === 0) return new Map()
  const ids = [...teamIds]
  const [grouped, played] = await Promise.all([
    db
      .selectDistinct({ teamId: groupTeam.teamId, id: tournament.id, name: tournament.name })
      .from(groupTeam)
      .innerJoin(tournament, eq(tournament.id, groupTeam.tournamentId))
      .where(
        and(eq(groupTeam.organizationId, organizationId), inArray(groupTeam.teamId, ids), isNull(tournament.deletedAt)),
      ),
    db
      .selectDistinct({ home: game.homeTeamId, away: game.awayTeamId, id: tournament.id, name: tournament.name })
      .from(game)
      .innerJoin(tournament, eq(tournament.id, game.tournamentId))
      .where(
        and(
          eq(game.organizationId, organizationId),
          or(inArray(game.homeTeamId, ids), inArray(game.awayTeamId, ids)),
          isNull(game.deletedAt),
          isNull(tournament.deletedAt),
        ),
      ),
  ])
  return new Map(
    ids.map((teamId) => {
      const byId = new Map<string, Named>()
      for (const g of grouped) if (g.teamId === teamId) byId.set(g.id, { id: g.id, name: g.name })
      for (const g of played) if (g.home === teamId || g.away === teamId) byId.set(g.id, { id: g.id, name: g.name })
      return [teamId, byName([...byId.values()])]
    }),
  )
}

function byName(rows: Named[]): Named[] {
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
}

/** The player's teams and, once each, the tournaments any of them plays. */
export async function findPlayerTeamsAndTournaments(db: Db, organizationId: string, playerId: string) {
  const teams = await findPlayerTeams(db, organizationId, playerId)
  const byTeam = await findTeamTournaments(
    db,
    organizationId,
    teams.map((t) => t.id),
  )
  const tournaments = new Map<string, Named>()
  for (const list of byTeam.values()) for (const t of list) tournaments.set(t.id, t)
  return { teams, byTeam, tournaments: byName([...tournaments.values()]) }
}
