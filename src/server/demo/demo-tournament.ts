/**
 * One tournament of the demo league (see demo-league.ts): its teams and players, its groups and fixtures, the first
 * half of the rounds played, and the red-card suspensions confirmed. Every draw comes from the seeded `DemoRandom` in
 * the same order as before the split, so a seed still gives the same league.
 */
import { CreateTournamentInputSchema } from '#domain/tournaments/tournament.schema.ts'
import type { Db } from '#server/db/client.ts'
import { generateGroupFixtures } from '#server/features/fixtures/fixtures.service.ts'
import { bulkGames } from '#server/features/games/bulk-games.ts'
import { setGameLineups } from '#server/features/games/lineups.service.ts'
import { addCard } from '#server/features/games/results/cards.ts'
import { setGameStats } from '#server/features/games/results/set-game-stats.ts'
import { updateGame } from '#server/features/games/update-game.ts'
import { createGroup } from '#server/features/groups/groups.service.ts'
import { createPlayer } from '#server/features/players/players.service.ts'
import { confirmSuspension, findSuspensions } from '#server/features/suspensions/suspensions.service.ts'
import { addRosterPlayer } from '#server/features/teams/team-roster.service.ts'
import { createTeam } from '#server/features/teams/teams.service.ts'
import { createTournament } from '#server/features/tournaments/tournaments.service.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import {
  CARD_REASONS,
  FIRST_NAMES_MEN,
  FIRST_NAMES_WOMEN,
  LAST_NAMES,
  MEN_TEAMS,
  POSITIONS,
  WOMEN_TEAMS,
} from './demo-names.ts'

export type DemoContext = { db: Db; live: LiveHub; organizationId: string }
export type DemoRandom = {
  random: () => number
  pick: <T>(items: readonly T[]) => T
  between: (min: number, max: number) => number
}
export type DemoField = { locationId: string; fieldId: string }
type DemoTeam = { id: string; players: string[] }
type DemoTournamentSpec = ReturnType<typeof demoTournamentSpecs>[number]
type DemoRound = Awaited<ReturnType<typeof generateGroupFixtures>>['rounds'][number]
type DemoFixture = DemoRound['games'][number]

const DAY_MS = 86_400_000

function dateOnly(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** `pick` and `between` over one seeded generator. */
export function demoRandom(random: () => number): DemoRandom {
  return {
    random,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    between: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
  }
}

/** The demo's two tournaments of the season of `year`. */
export function demoTournamentSpecs(year: number) {
  return [
    {
      name: `Apertura ${year} — Masculino`,
      settings: {
        genre: 'male',
        teamSize: 7,
        yellowCardsForSuspension: 3,
        qualifiers: { goldCup: 2, silverCup: 2, ascend: 0, descend: 1 },
      },
      teamNames: MEN_TEAMS,
      firstNames: FIRST_NAMES_MEN,
      groups: [MEN_TEAMS.length],
      cards: ['yellow', 'yellow', 'yellow', 'red'] as const,
      kickoff: 23, // 20:00 in Buenos Aires (UTC−3)
    },
    {
      name: `Apertura ${year} — Femenino`,
      settings: {
        genre: 'female',
        teamSize: 5,
        yellowCardsForSuspension: 2,
        fairPlay: { yellow: 1, blue: 2, red: 3 },
        qualifiers: { goldCup: 2, silverCup: 0, ascend: 0, descend: 0 },
      },
      teamNames: WOMEN_TEAMS,
      firstNames: FIRST_NAMES_WOMEN,
      groups: [4, 4],
      cards: ['yellow', 'yellow', 'blue', 'red'] as const,
      kickoff: 22,
    },
  ]
}

/** Seeds the tournament `spec` (the `index`-th of the season); returns how many players, games and played games. */
export async function seedDemoTournament({
  ctx,
  rng,
  spec,
  index,
  seasonId,
  fields,
  dnis,
  now,
}: {
  ctx: DemoContext
  rng: DemoRandom
  spec: DemoTournamentSpec
  index: number
  seasonId: string
  fields: DemoField[]
  dnis: Set<string>
  now: Date
}): Promise<{ players: number; games: number; played: number }> {
  const tournament = await createTournament({
    ...ctx,
    data: CreateTournamentInputSchema.parse({ name: spec.name, seasonId, settings: spec.settings }),
  })
  const { teams, players } = await createDemoTeams({ ctx, rng, spec, dnis })

  // groups and fixtures: home and away; the first half of the rounds is in the past
  let games = 0
  let played = 0
  let offset = 0
  for (const [g, size] of spec.groups.entries()) {
    const members = teams.slice(offset, offset + size)
    offset += size
    const counts = await seedDemoGroup({
      ctx,
      rng,
      spec,
      tournamentId: tournament.id,
      tournamentIndex: index,
      groupIndex: g,
      size,
      members,
      teams,
      fields,
      now,
    })
    games += counts.games
    played += counts.played
  }

  // red-card suspensions are confirmed; the yellow-card ones stay drafts for the admin to review
  const { items } = await findSuspensions({ ...ctx, query: { tournamentId: tournament.id } })
  for (const suspension of items.filter((s) => s.reason === 'red')) {
    await confirmSuspension({ ...ctx, id: suspension.id })
  }
  return { players, games, played }
}

/** The tournament's teams with their rosters: 13 players in the first four teams, 12 in the others. */
async function createDemoTeams({
  ctx,
  rng,
  spec,
  dnis,
}: {
  ctx: DemoContext
  rng: DemoRandom
  spec: DemoTournamentSpec
  dnis: Set<string>
}): Promise<{ teams: DemoTeam[]; players: number }> {
  const { pick, between } = rng
  let playerCount = 0
  // 200 players over 16 teams: 13 in the first four of each tournament, 12 in the others
  const teams: DemoTeam[] = []
  for (const [i, name] of spec.teamNames.entries()) {
    const team = await createTeam({ ...ctx, data: { name } })
    const players: string[] = []
    const size = i < 4 ? 13 : 12
    for (let n = 0; n < size; n++) {
      let dni = String(between(20_000_000, 45_999_999))
      while (dnis.has(dni)) dni = String(between(20_000_000, 45_999_999))
      dnis.add(dni)
      const created = await createPlayer({
        ...ctx,
        data: {
          firstname: pick(spec.firstNames),
          lastname: pick(LAST_NAMES),
          jerseyNumber: n + 1,
          position: n === 0 ? 'gk' : pick(POSITIONS),
          dni,
          birthDate: `${between(1985, 2005)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`,
        },
      })
      await addRosterPlayer({
        ...ctx,
        id: team.id,
        data: { playerId: created.id },
        actor: { userId: null, role: 'admin' },
      })
      players.push(created.id)
    }
    playerCount += size
    teams.push({ id: team.id, players })
  }
  return { teams, players: playerCount }
}

/** One group: its fixtures dated, placed and published, the first half of the rounds played. */
async function seedDemoGroup({
  ctx,
  rng,
  spec,
  tournamentId,
  tournamentIndex: t,
  groupIndex: g,
  size,
  members,
  teams,
  fields: fieldsOf,
  now,
}: {
  ctx: DemoContext
  rng: DemoRandom
  spec: DemoTournamentSpec
  tournamentId: string
  tournamentIndex: number
  groupIndex: number
  size: number
  members: DemoTeam[]
  teams: DemoTeam[]
  fields: DemoField[]
  now: Date
}): Promise<{ games: number; played: number }> {
  const group = await createGroup({
    ...ctx,
    tournamentId,
    data: {
      name: spec.groups.length === 1 ? 'Zona única' : `Zona ${String.fromCharCode(65 + g)}`,
      teamIds: members.map((m) => m.id),
    },
  })
  const roundsPerHalf = size % 2 === 0 ? size - 1 : size
  const start = now.getTime() - roundsPerHalf * 7 * DAY_MS + (t + 2) * DAY_MS
  const fixtures = await generateGroupFixtures({
    ...ctx,
    tournamentId,
    data: { groupId: group.id, mode: 'homeAndAway', startDate: dateOnly(start), intervalDays: 7 },
  })
  const gameIds = fixtures.rounds.flatMap((round) => round.games.map((game) => game.id as string))

  let played = 0
  for (const [r, round] of fixtures.rounds.entries()) {
    for (const [k, fixture] of round.games.entries()) {
      const gameId = fixture.id as string
      // no double bookings: the round's games of every group share the fields, one kick-off per field every
      // two hours (the earlier groups' games of the day come first)
      const slot = g * Math.floor((spec.groups[0] ?? size) / 2) + k
      const venue = fieldsOf[(slot + r) % fieldsOf.length] as DemoField
      const hour = spec.kickoff + 2 * Math.floor(slot / fieldsOf.length)
      const kickoff = new Date(Date.parse(`${round.date}T00:00:00.000Z`) + hour * 3_600_000)
      await updateGame({
        ...ctx,
        id: gameId,
        data: { version: 1, ...venue, playAt: kickoff.toISOString(), isPlayAtTimeHidden: false },
      })
      if (r >= roundsPerHalf) continue
      const isLastPlayed = r === roundsPerHalf - 1 && k === round.games.length - 1
      await playDemoGame({ ctx, rng, spec, gameId, fixture, teams, round: r, index: k, isLastPlayed })
      played += 1
    }
  }
  await bulkGames({ ...ctx, data: { action: 'publish', ids: gameIds } })
  return { games: gameIds.length, played }
}

/** A played game: scorers from the rosters, now and then an own goal, the lineups, and cards. */
async function playDemoGame({
  ctx,
  rng,
  spec,
  gameId,
  fixture,
  teams,
  round: r,
  index: k,
  isLastPlayed,
}: {
  ctx: DemoContext
  rng: DemoRandom
  spec: DemoTournamentSpec
  gameId: string
  fixture: DemoFixture
  teams: DemoTeam[]
  round: number
  index: number
  isLastPlayed: boolean
}): Promise<void> {
  const { random, pick, between } = rng
  const home = teams.find((m) => m.id === fixture.homeTeamId) as DemoTeam
  const away = teams.find((m) => m.id === fixture.awayTeamId) as DemoTeam
  const sideOf = (side: { players: string[] }) => {
    const goals = new Map<string, number>()
    let unassigned = 0
    for (let n = between(0, 4); n > 0; n--) {
      if (random() < 0.1) unassigned += 1
      else {
        const scorer = side.players[between(1, side.players.length - 1)] as string
        goals.set(scorer, (goals.get(scorer) ?? 0) + 1)
      }
    }
    return {
      // minutes spread over the game without drawing (the demo's draws stay as they were)
      goals: [...goals].map(([playerId, scored], i) => ({
        playerId,
        goals: scored,
        minutes: Array.from({ length: scored }, (_, j) => ((k * 17 + r * 29 + i * 31 + j * 41) % 89) + 1),
      })),
      unassignedGoals: unassigned,
    }
  }
  await setGameStats({
    ...ctx,
    role: 'admin',
    id: gameId,
    // the last game played is left unconfirmed: the dashboard shows it as needing attention
    data: { home: sideOf(home), away: sideOf(away), confirm: !isLastPlayed },
  })
  // who played: each side's whole roster (the demo's squads are match-day squads)
  await setGameLineups({ ...ctx, role: 'admin', id: gameId, data: { home: home.players, away: away.players } })
  for (let n = between(0, 3); n > 0; n--) {
    const side = random() < 0.5 ? home : away
    await addCard({
      ...ctx,
      role: 'admin',
      gameId,
      data: {
        playerId: side.players[between(0, side.players.length - 1)] as string,
        teamId: side.id,
        type: pick(spec.cards),
        reason: pick(CARD_REASONS),
        minute: between(1, 90),
      },
    })
  }
}
