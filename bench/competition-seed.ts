/**
 * The league the competition benchmark measures, seeded in the database through the services: a 40-team double round
 * robin with every result confirmed (the 1,560 results written in one UPDATE, as the stats service would leave them),
 * two scorers a side for the first game, and a 64-team group for fixture generation.
 */
import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq, sql } from 'drizzle-orm'
import { CreateTournamentInputSchema } from '../src/domain/tournaments/tournament.schema.ts'
import type { Database } from '../src/server/db/client.ts'
import { account, game, user } from '../src/server/db/schema.ts'
import { generateGroupFixtures } from '../src/server/features/fixtures/fixtures.service.ts'
import { createGroup } from '../src/server/features/groups/groups.service.ts'
import { createOrganization } from '../src/server/features/organizations/organizations.service.ts'
import { createPlayer } from '../src/server/features/players/players.service.ts'
import { addRosterPlayer } from '../src/server/features/teams/team-roster.service.ts'
import { createTeam } from '../src/server/features/teams/teams.service.ts'
import { createTournament } from '../src/server/features/tournaments/tournaments.service.ts'
import { createMemoryLiveHub } from '../src/server/live/live-hub.ts'

export const EMAIL = 'bench@example.com'
export const PASSWORD = 'correct-horse-1'

export type Seeded = {
  orgId: string
  tournamentId: string
  gameIds: string[]
  /** a game of teams with two players each, for results with scorers */
  scorers: { home: string[]; away: string[] }
  bigTournamentId: string
  bigGroupId: string
}

export async function seed(database: Database): Promise<Seeded> {
  const db = database.db
  const live = createMemoryLiveHub()
  const userId = randomUUID()
  await db.insert(user).values({ id: userId, name: 'Bench', email: EMAIL, emailVerified: true, displayName: 'Bench' })
  await db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(PASSWORD),
  })
  const org = await createOrganization({
    db,
    data: { name: 'Bench League', leagues: [{ name: 'Bench', country: 'AR' }] },
    adminUserId: userId,
  })
  const ctx = { db, live, organizationId: org.id }
  const tournament = await createTournament({
    ...ctx,
    data: CreateTournamentInputSchema.parse({ name: 'Forty', settings: { yellowCardsForSuspension: 3 } }),
  })
  const teamIds: string[] = []
  for (let i = 0; i < 40; i++) teamIds.push((await createTeam({ ...ctx, data: { name: `Equipo ${i + 1}` } })).id)
  const group = await createGroup({ ...ctx, tournamentId: tournament.id, data: { name: 'Única', teamIds } })
  const fixtures = await generateGroupFixtures({
    ...ctx,
    tournamentId: tournament.id,
    data: { groupId: group.id, mode: 'homeAndAway', startDate: '2024-08-03' },
  })
  // every result entered and confirmed, with cards, as PUT stats and POST cards would leave the rows
  await db
    .update(game)
    .set({
      homeGoals: sql`abs(hashtext(${game.id}::text)) % 5`,
      awayGoals: sql`abs(hashtext(${game.id}::text || 'a')) % 4`,
      homeUnassignedGoals: sql`abs(hashtext(${game.id}::text)) % 5`,
      awayUnassignedGoals: sql`abs(hashtext(${game.id}::text || 'a')) % 4`,
      homeYellow: sql`abs(hashtext(${game.id}::text || 'y')) % 3`,
      awayYellow: sql`abs(hashtext(${game.id}::text || 'z')) % 3`,
      homeRed: sql`case when abs(hashtext(${game.id}::text || 'r')) % 15 = 0 then 1 else 0 end`,
      statsUpdatedAt: new Date(),
      publishedAt: new Date(),
      confirmedPlayedAt: new Date(),
    })
    .where(and(eq(game.organizationId, org.id), eq(game.tournamentId, tournament.id)))
  const gameIds = fixtures.rounds.flatMap((r) => r.games.map((g) => g.id as string))
  const first = fixtures.rounds[0]?.games[0] as { homeTeamId: string; awayTeamId: string }
  const scorers = { home: [] as string[], away: [] as string[] }
  for (const [side, teamId] of [
    ['home', first.homeTeamId],
    ['away', first.awayTeamId],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const player = await createPlayer({ ...ctx, data: { firstname: `Goleador ${i}`, lastname: side } })
      await addRosterPlayer({
        ...ctx,
        id: teamId,
        data: { playerId: player.id },
        actor: { userId: null, role: 'admin' },
      })
      scorers[side].push(player.id)
    }
  }
  const big = await createTournament({ ...ctx, data: CreateTournamentInputSchema.parse({ name: 'Sixty-four' }) })
  const bigTeams: string[] = []
  for (let i = 0; i < 64; i++) bigTeams.push((await createTeam({ ...ctx, data: { name: `Club ${i + 1}` } })).id)
  const bigGroup = await createGroup({ ...ctx, tournamentId: big.id, data: { name: 'Grande', teamIds: bigTeams } })
  return {
    orgId: org.id,
    tournamentId: tournament.id,
    gameIds,
    scorers,
    bigTournamentId: big.id,
    bigGroupId: bigGroup.id,
  }
}
