/** A public tournament's reads (public.service.ts): its page, its standings and its published games. */
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { currentRound, roundsToShow } from '#domain/games/games-by-round.ts'
import type { PublicGame, PublicStandings, PublicTournament } from '#domain/public/public.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, round, suspension, team, tournamentGroup } from '#server/db/schema.ts'
import { findBrackets } from '#server/features/brackets/brackets.api.ts'
import { freeTeamIds, teamsPlayingInRounds } from '#server/features/fixtures/fixtures.api.ts'
import { readTournamentRounds } from '#server/features/games/games.api.ts'
import { getScorers, getStandings } from '#server/features/standings/standings.api.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { PublicOrganization } from './public.service.ts'
import { findPublicPlayerNames, nameFrom } from './public-player-names.ts'
import { getPublicTournamentSummary, readPublicGames } from './public-queries.ts'
import { publishedGame, toPublicBracket } from './public-view.ts'

export async function getPublicStandings({
  db,
  org,
  tournamentId,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
}): Promise<PublicStandings> {
  await getPublicTournamentSummary(db, org, tournamentId)
  return standingsView(await getStandings({ db, organizationId: org.id, tournamentId }))
}

function standingsView(standings: Awaited<ReturnType<typeof getStandings>>): PublicStandings {
  return {
    tournamentId: standings.tournamentId,
    groups: standings.groups.map((g) => ({
      id: g.groupId,
      name: g.name,
      rows: g.rows.map((r) => ({
        position: r.position,
        team: { id: r.teamId, name: r.teamName },
        played: r.played,
        won: r.won,
        drawn: r.drawn,
        lost: r.lost,
        goalsFor: r.goalsFor,
        goalsAgainst: r.goalsAgainst,
        goalDifference: r.goalDifference,
        points: r.points,
        pointAdjustment: r.pointAdjustment,
        zone: r.zone,
        tiedOnLots: r.tiedOnLots,
        withdrawn: r.withdrawn,
      })),
    })),
  }
}

export async function findPublicGames({
  db,
  org,
  tournamentId,
  roundId,
  teamId,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
  roundId?: string
  teamId?: string
}): Promise<PublicGame[]> {
  await getPublicTournamentSummary(db, org, tournamentId)
  return readPublicGames(
    db,
    org,
    and(
      eq(game.tournamentId, tournamentId),
      roundId ? eq(game.roundId, roundId) : undefined,
      teamId ? or(eq(game.homeTeamId, teamId), eq(game.awayTeamId, teamId)) : undefined,
    ),
  )
}

/**
 * A tournament's page: standings, the rounds asked for (by default the current one and the next: decision 0054) with
 * their published games and links to the others, top scorers and the players serving a suspension. NOT_FOUND for a
 * round it has no published game in.
 */
export async function getPublicTournament({
  db,
  org,
  tournamentId,
  round: asked,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
  round?: string
}): Promise<PublicTournament> {
  const summary = await getPublicTournamentSummary(db, org, tournamentId)
  const index = await readTournamentRounds(db, { organizationId: org.id, tournamentId, gameFilter: publishedGame })
  const picked = roundsToShow(index.rounds, asked)
  if (asked !== undefined && picked.shown.length === 0) throw new AppError('NOT_FOUND')
  const shownRoundIds = new Set(picked.shown.flatMap((key) => index.roundIdsOf.get(key) ?? []))
  const [standings, games, rounds, scorers, suspensions, teams, brackets, bracketGames] = await Promise.all([
    getStandings({ db, organizationId: org.id, tournamentId }),
    picked.shown.length > 0 ? readPublicGames(db, org, or(...picked.shown.map(index.gamesOf))) : Promise.resolve([]),
    db
      .select({
        id: round.id,
        number: round.number,
        name: round.name,
        date: round.date,
        groupId: round.groupId,
        byeTeamIds: round.byeTeamIds,
        groupPosition: tournamentGroup.position,
        groupName: tournamentGroup.name,
      })
      .from(round)
      .leftJoin(tournamentGroup, eq(tournamentGroup.id, round.groupId))
      .where(and(eq(round.organizationId, org.id), eq(round.tournamentId, tournamentId)))
      .orderBy(asc(round.number), sql`${tournamentGroup.position} asc nulls first`, asc(round.id)),
    getScorers({ db, organizationId: org.id, tournamentId, limit: 20 }),
    findSuspensionViews({ db, organizationId: org.id, where: eq(suspension.tournamentId, tournamentId) }),
    db
      .select({ id: team.id, name: team.name })
      .from(groupTeam)
      .innerJoin(team, eq(team.id, groupTeam.teamId))
      .where(
        and(eq(groupTeam.organizationId, org.id), eq(groupTeam.tournamentId, tournamentId), isNull(team.deletedAt)),
      )
      .orderBy(asc(team.name)),
    findBrackets({ db, organizationId: org.id, tournamentId }),
    // the brackets show every tie, whichever rounds the page shows (at most 64 teams a bracket)
    readPublicGames(db, org, and(eq(game.tournamentId, tournamentId), isNotNull(game.bracketId)), {
      withKnockout: false,
    }),
  ])
  const hasZones = new Set(rounds.map((r) => r.groupId)).size > 1
  const shownRounds = rounds.filter((r) => shownRoundIds.has(r.id))
  const playing = await teamsPlayingInRounds(
    db,
    org.id,
    shownRounds.map((r) => r.id),
  )
  const publicGames = new Map(bracketGames.map((g) => [g.id, g]))
  const teamName = new Map(teams.map((t) => [t.id, t.name]))
  const gamesOfRound = new Map<string, PublicGame[]>()
  const otherGames: PublicGame[] = []
  for (const g of games) {
    if (g.round) gamesOfRound.set(g.round.id, [...(gamesOfRound.get(g.round.id) ?? []), g])
    else otherGames.push(g)
  }
  const active = suspensions.filter((s) => s.status === 'active')
  // every name through the one public-name rule (decision 0045)
  const names = await findPublicPlayerNames(db, org.id, org.timeZone, [
    ...scorers.items.map((s) => s.playerId),
    ...active.map((s) => s.playerId),
  ])
  return {
    ...summary,
    standings: standingsView(standings),
    rounds: shownRounds
      .filter((r) => gamesOfRound.has(r.id))
      .map((r) => ({
        id: r.id,
        number: r.number,
        name: r.name,
        date: r.date,
        groupId: r.groupId,
        groupName: hasZones ? r.groupName : null,
        byeTeams: freeTeamIds(r.byeTeamIds, playing.get(r.id)).flatMap((id) => {
          const name = teamName.get(id)
          return name === undefined ? [] : [{ id, name }]
        }),
        games: gamesOfRound.get(r.id) ?? [],
      })),
    otherGames,
    roundIndex: index.rounds.map((r) => ({
      key: r.key,
      kind: r.kind,
      number: r.number,
      name: r.name,
      bracket: r.bracket,
      stage: r.stage,
      date: r.date,
      games: r.games,
      played: r.played,
    })),
    shownRounds: picked.shown,
    currentRound: currentRound(index.rounds),
    previousRound: picked.previous,
    nextRound: picked.next,
    scorers: scorers.items.map((s) => ({
      position: s.position,
      playerId: s.playerId,
      name: nameFrom(names, s.playerId, s),
      team: { id: s.teamId, name: s.teamName },
      goals: s.goals,
    })),
    // confirmed suspensions not yet served; drafts are the administrator's to decide
    suspended: active.map((s) => ({
      playerId: s.playerId,
      name: nameFrom(names, s.playerId, s.player),
      team: s.team,
      gamesLeft: s.remaining,
    })),
    teams,
    brackets: brackets.items.map((b) => toPublicBracket(b, publicGames)),
  }
}
