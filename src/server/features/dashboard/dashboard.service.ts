/**
 * The dashboard: counts across all tournaments, this week's games, the latest results and what needs attention —
 * games played but not confirmed (their time is past, they are not confirmed, suspended or deleted) and draft
 * suspensions to confirm, change or ignore.
 *
 * "This week" is [weekStart, weekStart + 7 days): the client sends its local Monday 00:00 (the organization's time
 * zone is a later concern); without it, Monday 00:00 UTC of the current week.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Dashboard } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, organization, player, season, suspension, team, tournament } from '#server/db/schema.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { countingGame, selectGames, toGame } from '#server/lib/competition/game-view.ts'

const DAY_MS = 86_400_000
const ATTENTION_LIMIT = 20

/** Monday 00:00 UTC of the week holding `now`. */
export function mondayOf(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const daysSinceMonday = (now.getUTCDay() + 6) % 7
  return new Date(midnight - daysSinceMonday * DAY_MS)
}

function countOf(table: SQL, where: SQL) {
  return sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number)
}

/** Whose dashboard, which week (its Monday; the current week without it), at what time. */
type DashboardScope = { db: Db; organizationId: string; weekStart?: string; now?: Date }

/** A game of the league still to be confirmed: not deleted, suspended or confirmed (whatever its time). */
function toBeConfirmed(organizationId: string) {
  return and(
    eq(game.organizationId, organizationId),
    isNull(game.deletedAt),
    isNull(game.suspendedAt),
    isNull(game.confirmedPlayedAt),
  )
}

export async function getDashboard({
  db,
  organizationId,
  weekStart,
  now = new Date(),
}: DashboardScope): Promise<Dashboard> {
  const from = weekStart ? new Date(weekStart) : mondayOf(now)
  const to = new Date(from.getTime() + 7 * DAY_MS)
  const active = (t: { organizationId: unknown; deletedAt: unknown }) =>
    sql`${t.organizationId} = ${organizationId} and ${t.deletedAt} is null`
  const inOrg = eq(game.organizationId, organizationId)
  const unconfirmed = and(toBeConfirmed(organizationId), sql`${game.playAt} < ${now}`)
  const draft = and(eq(suspension.isDraft, true), eq(suspension.isDraftSuspensionIgnored, false))
  const [countsRow, week, latest, toConfirm, draftSuspensions, draftCount] = await Promise.all([
    db
      .select({
        seasons: countOf(sql`${season}`, active(season)),
        tournaments: countOf(sql`${tournament}`, active(tournament)),
        teams: countOf(sql`${team}`, active(team)),
        players: countOf(sql`${player}`, active(player)),
        locations: countOf(sql`${location}`, active(location)),
        games: countOf(sql`${game}`, active(game)),
        confirmedGames: countOf(sql`${game}`, sql`${inOrg} and ${countingGame}`),
        goals:
          sql<number>`(select coalesce(sum(${game.homeGoals} + ${game.awayGoals}), 0) from ${game} where ${inOrg} and ${countingGame})`.mapWith(
            Number,
          ),
      })
      .from(organization)
      .where(eq(organization.id, organizationId)),
    selectGames(db, and(inOrg, isNull(game.deletedAt), sql`${game.playAt} >= ${from}`, sql`${game.playAt} < ${to}`))
      .orderBy(sql`${game.playAt} asc`, sql`${game.id} asc`)
      .limit(200),
    selectGames(db, and(inOrg, countingGame))
      .orderBy(sql`${game.playAt} desc nulls last`, sql`${game.confirmedPlayedAt} desc`, sql`${game.id} desc`)
      .limit(10),
    selectGames(db, unconfirmed).orderBy(sql`${game.playAt} asc`, sql`${game.id} asc`).limit(ATTENTION_LIMIT),
    findSuspensionViews({ db, organizationId, where: draft, limit: ATTENTION_LIMIT }),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(suspension)
      .innerJoin(tournament, eq(tournament.id, suspension.tournamentId))
      .where(and(eq(suspension.organizationId, organizationId), draft, isNull(tournament.deletedAt))),
  ])
  const counts = countsRow[0] ?? {
    seasons: 0,
    tournaments: 0,
    teams: 0,
    players: 0,
    locations: 0,
    games: 0,
    confirmedGames: 0,
    goals: 0,
  }
  return {
    counts,
    thisWeek: { from: from.toISOString(), to: to.toISOString(), games: week.map(toGame) },
    latestResults: latest.map(toGame),
    needsAttention: {
      unconfirmedGames: toConfirm.map(toGame),
      unconfirmedGamesCount: toConfirm[0]?.total ?? 0,
      draftSuspensions,
      draftSuspensionsCount: draftCount[0]?.n ?? 0,
    },
  }
}

/**
 * When the dashboard next changes by the clock alone (epoch ms): the next kick-off of a game that would then count
 * as played but not confirmed, or, for the current week, next Monday. Undefined when nothing is ahead.
 */
export async function nextClockChange({
  db,
  organizationId,
  weekStart,
  now = new Date(),
}: DashboardScope): Promise<number | undefined> {
  const [next] = await db
    .select({ playAt: game.playAt })
    .from(game)
    .where(and(toBeConfirmed(organizationId), sql`${game.playAt} >= ${now}`))
    .orderBy(game.playAt)
    .limit(1)
  const kickOff = next?.playAt ? new Date(next.playAt).getTime() + 1 : undefined
  const weekEnds = weekStart ? undefined : mondayOf(now).getTime() + 7 * DAY_MS
  const times = [kickOff, weekEnds].filter((time): time is number => time !== undefined)
  return times.length > 0 ? Math.min(...times) : undefined
}
