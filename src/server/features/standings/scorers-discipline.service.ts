/** A tournament's scorers and discipline table, and the shared ranking (equal values share a position). */
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { TournamentSettings } from '#domain/competition/settings.ts'
import { yellowCardWarning } from '#domain/discipline/suspensions.ts'
import type { Discipline, Scorers } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, player, suspension, team } from '#server/db/schema.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { countingGame, getTournamentWithSettings } from '#server/lib/competition/game-view.ts'
import { compareNames } from '#server/lib/search.ts'

// --- scorers --------------------------------------------------------------------------------------------------------

/** Competition ranking: equal values share a position (1, 2, 2, 4). */
export function rankBy<T>(items: T[], same: (a: T, b: T) => boolean): (T & { position: number })[] {
  return items.map((item, i) => {
    let position = i + 1
    for (let j = i - 1; j >= 0 && same(items[j] as T, item); j--) position = j + 1
    return { ...item, position }
  })
}

export async function getScorers({
  db,
  organizationId,
  tournamentId,
  limit,
}: {
  db: Db
  organizationId: string
  tournamentId: string
  limit: number
}): Promise<Scorers> {
  await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })
  const rows = await db
    .select({
      playerId: gameGoal.playerId,
      firstname: player.firstname,
      lastname: player.lastname,
      teamId: gameGoal.teamId,
      teamName: team.name,
      goals: sql<number>`sum(${gameGoal.goals})`.mapWith(Number),
      games: count(),
    })
    .from(gameGoal)
    .innerJoin(game, eq(game.id, gameGoal.gameId))
    .innerJoin(player, eq(player.id, gameGoal.playerId))
    .innerJoin(team, eq(team.id, gameGoal.teamId))
    .where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.tournamentId, tournamentId), countingGame))
    .groupBy(gameGoal.playerId, player.firstname, player.lastname, gameGoal.teamId, team.name)
  const byPlayer = new Map<
    string,
    {
      playerId: string
      firstname: string
      lastname: string
      goals: number
      games: number
      teams: { id: string; name: string; goals: number }[]
    }
  >()
  for (const r of rows) {
    const entry = byPlayer.get(r.playerId) ?? {
      playerId: r.playerId,
      firstname: r.firstname,
      lastname: r.lastname,
      goals: 0,
      games: 0,
      teams: [],
    }
    entry.goals += r.goals
    entry.games += Number(r.games)
    entry.teams.push({ id: r.teamId, name: r.teamName, goals: r.goals })
    byPlayer.set(r.playerId, entry)
  }
  const sorted = [...byPlayer.values()].sort(
    (a, b) => b.goals - a.goals || compareNames(a.lastname, b.lastname) || compareNames(a.firstname, b.firstname),
  )
  return {
    items: rankBy(sorted, (a, b) => a.goals === b.goals)
      .slice(0, limit)
      .map((p) => {
        const teams = [...p.teams].sort((a, b) => b.goals - a.goals || compareNames(a.name, b.name))
        const main = teams[0] as { id: string; name: string }
        return {
          position: p.position,
          playerId: p.playerId,
          firstname: p.firstname,
          lastname: p.lastname,
          goals: p.goals,
          games: p.games,
          teamId: main.id,
          teamName: main.name,
          teams: teams.map(({ id, name }) => ({ id, name })),
        }
      }),
  }
}

// --- discipline -----------------------------------------------------------------------------------------------------

function fairPlayOf(settings: TournamentSettings, c: { yellow: number; blue: number; red: number }) {
  return c.yellow * settings.fairPlay.yellow + c.blue * settings.fairPlay.blue + c.red * settings.fairPlay.red
}

export async function getDiscipline({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<Discipline> {
  const { settings } = await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })
  const [rows, suspensions] = await Promise.all([
    db
      .select({
        playerId: gameCard.playerId,
        firstname: player.firstname,
        lastname: player.lastname,
        teamId: gameCard.teamId,
        teamName: team.name,
        type: gameCard.type,
        n: count(),
      })
      .from(gameCard)
      .innerJoin(game, eq(game.id, gameCard.gameId))
      .innerJoin(player, eq(player.id, gameCard.playerId))
      .innerJoin(team, eq(team.id, gameCard.teamId))
      .where(
        and(
          eq(gameCard.organizationId, organizationId),
          eq(gameCard.tournamentId, tournamentId),
          isNull(game.deletedAt),
        ),
      )
      .groupBy(gameCard.playerId, player.firstname, player.lastname, gameCard.teamId, team.name, gameCard.type),
    findSuspensionViews({
      db,
      organizationId,
      where: eq(suspension.tournamentId, tournamentId),
      includeDeletedTournaments: true,
    }),
  ])
  type Counts = { yellow: number; blue: number; red: number }
  const players = new Map<
    string,
    Counts & { playerId: string; firstname: string; lastname: string; teamId: string; teamName: string }
  >()
  const teams = new Map<string, Counts & { teamId: string; teamName: string }>()
  for (const r of rows) {
    const type = r.type as keyof Counts
    const n = Number(r.n)
    const p = players.get(r.playerId) ?? {
      playerId: r.playerId,
      firstname: r.firstname,
      lastname: r.lastname,
      teamId: r.teamId,
      teamName: r.teamName,
      yellow: 0,
      blue: 0,
      red: 0,
    }
    p[type] += n
    players.set(r.playerId, p)
    const t = teams.get(r.teamId) ?? { teamId: r.teamId, teamName: r.teamName, yellow: 0, blue: 0, red: 0 }
    t[type] += n
    teams.set(r.teamId, t)
  }
  const n = settings.yellowCardsForSuspension
  const pending = (playerId: string) =>
    suspensions.filter((s) => s.playerId === playerId && (s.status === 'draft' || s.status === 'active')).length
  return {
    yellowCardsForSuspension: n,
    players: [...players.values()]
      .map((p) => ({
        ...p,
        fairPlayPoints: fairPlayOf(settings, p),
        warning: yellowCardWarning(p.yellow, n),
        pendingSuspensions: pending(p.playerId),
      }))
      .sort(
        (a, b) =>
          b.fairPlayPoints - a.fairPlayPoints ||
          b.red - a.red ||
          compareNames(a.lastname, b.lastname) ||
          compareNames(a.firstname, b.firstname),
      ),
    teams: [...teams.values()]
      .map((t) => ({ ...t, fairPlayPoints: fairPlayOf(settings, t) }))
      .sort((a, b) => a.fairPlayPoints - b.fairPlayPoints || compareNames(a.teamName, b.teamName)),
  }
}
