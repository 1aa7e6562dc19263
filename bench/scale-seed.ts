/**
 * The big league the scale benchmark measures, built in the database in well under two minutes: the organization, its
 * tournaments and fixtures through the services (as an admin would leave them), the teams, players and rosters in
 * batched inserts (thousands of API calls would take most of the run), and half the rounds of every tournament played
 * and confirmed in a few statements, with the scorers and yellow cards the results name.
 *
 * Full size (`SCALE_TEAMS` unset): 20 tournaments × 40 teams = 800 teams, 20 players a team = 16,000 players,
 * 20 × 780 = 15,600 games (a single round robin each), half confirmed. `SCALE_TEAMS=10` builds 20 tournaments of 10 teams for a quick run.
 */
import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { CreateTournamentInputSchema } from '../src/domain/tournaments/tournament.schema.ts'
import type { Database } from '../src/server/db/client.ts'
import { account, organization, player, team, teamPlayer, user } from '../src/server/db/schema.ts'
import { generateGroupFixtures } from '../src/server/features/fixtures/fixtures.service.ts'
import { createGroup } from '../src/server/features/groups/groups.service.ts'
import { createOrganization } from '../src/server/features/organizations/organizations.service.ts'
import { createTournament } from '../src/server/features/tournaments/tournaments.service.ts'
import { searchTextOf } from '../src/server/lib/search.ts'
import { createMemoryLiveHub } from '../src/server/live/live-hub.ts'

export const EMAIL = 'scale@example.com'
export const PASSWORD = 'correct-horse-1'
export const SLUG = 'liga-grande'
export const TOURNAMENTS = Number(process.env.SCALE_TOURNAMENTS ?? 20)
export const TEAMS_PER_TOURNAMENT = Number(process.env.SCALE_TEAMS ?? 40)
export const PLAYERS_PER_TEAM = 20
const BATCH = 1_000

export type ScaleLeague = {
  orgId: string
  tournamentIds: string[]
  /** per tournament: its rounds in order (the first half are played) */
  roundIds: string[][]
  /** games not yet played, for the result writers, with their tournament (whose standings the writer reads next) */
  openGames: { id: string; tournamentId: string }[]
  teams: number
  players: number
  games: number
  confirmed: number
}

const FIRST = ['Juan', 'María', 'Lucía', 'Mateo', 'Sofía', 'Martín', 'Valentina', 'Tomás', 'Camila', 'Joaquín']
const LAST = ['Gómez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez', 'Núñez']

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH))
}

async function adminUser(database: Database) {
  const userId = randomUUID()
  await database.db
    .insert(user)
    .values({ id: userId, name: 'Scale', email: EMAIL, emailVerified: true, displayName: 'Scale' })
  await database.db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(PASSWORD),
  })
  return userId
}

/** Teams, players (20 a team) and each player on one team's roster. */
async function people(database: Database, organizationId: string, teamCount: number) {
  const db = database.db
  const teamRows = Array.from({ length: teamCount }, (_, i) => ({
    id: randomUUID(),
    organizationId,
    name: `Club ${i + 1}`,
    searchText: searchTextOf(`Club ${i + 1}`),
  }))
  await inBatches(teamRows, (batch) => db.insert(team).values(batch))
  const playerRows = Array.from({ length: teamCount * PLAYERS_PER_TEAM }, (_, i) => {
    const firstname = FIRST[i % FIRST.length] as string
    const lastname = `${LAST[i % LAST.length]} ${LAST[Math.floor(i / 10) % LAST.length]}`
    const dni = String(30_000_000 + i)
    return {
      id: randomUUID(),
      organizationId,
      firstname,
      lastname,
      dni,
      jerseyNumber: i % 100,
      searchText: searchTextOf(firstname, lastname, dni),
    }
  })
  await inBatches(playerRows, (batch) => db.insert(player).values(batch))
  const rosterRows = playerRows.map((p, i) => ({
    organizationId,
    teamId: (teamRows[Math.floor(i / PLAYERS_PER_TEAM)] as { id: string }).id,
    playerId: p.id,
  }))
  await inBatches(rosterRows, (batch) => db.insert(teamPlayer).values(batch))
  return teamRows.map((t) => t.id)
}

/**
 * The first half of every tournament's rounds played and confirmed: the score from a hash of the game's id, every goal
 * given to one player of the side's roster (game_goal), one yellow card row per yellow counted (game_card), exactly the
 * rows PUT stats and POST cards leave.
 */
async function playHalf(database: Database, organizationId: string) {
  const run = (text: string) => database.db.execute(sql.raw(text.replaceAll(':org', `'${organizationId}'`)))
  await run(`
    update game g set
      home_goals = abs(hashtext(g.id::text)) % 5, away_goals = abs(hashtext(g.id::text || 'a')) % 4,
      home_yellow = abs(hashtext(g.id::text || 'y')) % 3, away_yellow = abs(hashtext(g.id::text || 'z')) % 3,
      home_red = case when abs(hashtext(g.id::text || 'r')) % 15 = 0 then 1 else 0 end,
      stats_updated_at = now(), published_at = now(), confirmed_played_at = now()
    from round r
    where g.round_id = r.id and g.organization_id = :org
      and r.number <= (select max(r2.number) from round r2 where r2.group_id = r.group_id) / 2`)
  for (const side of ['home', 'away'] as const) {
    // the scorer and the booked player: the roster's n-th player, n from the game's id
    const pick = `(select tp.player_id from team_player tp where tp.team_id = g.${side}_team_id
       order by tp.player_id offset abs(hashtext(g.id::text || '${side}')) % ${PLAYERS_PER_TEAM} limit 1)`
    await run(`
      insert into game_goal (organization_id, tournament_id, game_id, team_id, player_id, goals)
      select g.organization_id, g.tournament_id, g.id, g.${side}_team_id, ${pick}, g.${side}_goals
      from game g where g.organization_id = :org and g.confirmed_played_at is not null and g.${side}_goals > 0`)
    await run(`
      insert into game_card (organization_id, tournament_id, game_id, team_id, player_id, type)
      select g.organization_id, g.tournament_id, g.id, g.${side}_team_id, ${pick}, 'yellow'
      from game g cross join generate_series(1, 2) n
      where g.organization_id = :org and g.confirmed_played_at is not null and n <= g.${side}_yellow`)
  }
}

export async function seedScale(database: Database): Promise<ScaleLeague> {
  const db = database.db
  const live = createMemoryLiveHub()
  const userId = await adminUser(database)
  const org = await createOrganization({
    db,
    data: { name: 'Liga Grande', leagues: [{ name: 'Grande', country: 'AR' }] },
    adminUserId: userId,
  })
  await db.update(organization).set({ publicSlug: SLUG }).where(eq(organization.id, org.id))
  const ctx = { db, live, organizationId: org.id }
  const teamIds = await people(database, org.id, TOURNAMENTS * TEAMS_PER_TOURNAMENT)
  const tournamentIds: string[] = []
  const roundIds: string[][] = []
  for (let t = 0; t < TOURNAMENTS; t++) {
    const tournament = await createTournament({
      ...ctx,
      data: CreateTournamentInputSchema.parse({ name: `Torneo ${t + 1}`, settings: { yellowCardsForSuspension: 5 } }),
    })
    const ids = teamIds.slice(t * TEAMS_PER_TOURNAMENT, (t + 1) * TEAMS_PER_TOURNAMENT)
    const group = await createGroup({ ...ctx, tournamentId: tournament.id, data: { name: 'Única', teamIds: ids } })
    const fixtures = await generateGroupFixtures({
      ...ctx,
      tournamentId: tournament.id,
      data: { groupId: group.id, mode: 'home', startDate: '2026-03-07' },
    })
    tournamentIds.push(tournament.id)
    roundIds.push(fixtures.rounds.map((r) => r.id as string))
  }
  await playHalf(database, org.id)
  const counts = await db.execute<{ games: number; confirmed: number }>(
    sql`select count(*)::int as games, count(confirmed_played_at)::int as confirmed from game where organization_id = ${org.id}`,
  )
  const open = await db.execute<{ id: string; tournamentId: string }>(
    sql`select id, tournament_id as "tournamentId" from game
      where organization_id = ${org.id} and confirmed_played_at is null order by id limit 2000`,
  )
  const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
  const count = rowsOf<{ games: number; confirmed: number }>(counts)[0] ?? { games: 0, confirmed: 0 }
  return {
    orgId: org.id,
    tournamentIds,
    roundIds,
    openGames: rowsOf<{ id: string; tournamentId: string }>(open),
    teams: teamIds.length,
    players: teamIds.length * PLAYERS_PER_TEAM,
    games: count.games,
    confirmed: count.confirmed,
  }
}
