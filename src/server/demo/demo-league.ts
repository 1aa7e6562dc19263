/**
 * The demo league (issue 4): an organization with a season, two tournaments, 16 teams, 200 players, venues,
 * generated fixtures, the first half of each tournament played (scorers and cards) and confirmed, the suspensions that
 * follow (red-card ones confirmed, the yellow-card ones left as drafts to review), one result waiting for
 * confirmation, and an admin to sign in with. Built through the services (no HTTP), deterministic for a given seed
 * and date; `npm run seed:demo` and the first start on an empty database with DEMO=1 call it.
 *
 * Idempotent: when the demo organization (slug `liga-demo`) exists, nothing is done.
 */
import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { mulberry32 } from '#domain/competition/random.ts'
import { CreateTournamentInputSchema } from '#domain/tournaments/tournament.schema.ts'
import type { Db } from '#server/db/client.ts'
import { account, organization, user } from '#server/db/schema.ts'
import { generateGroupFixtures } from '#server/features/fixtures/fixtures.service.ts'
import { bulkGames } from '#server/features/games/bulk-games.ts'
import { setGameLineups } from '#server/features/games/lineups.service.ts'
import { addCard } from '#server/features/games/results/cards.ts'
import { setGameStats } from '#server/features/games/results/set-game-stats.ts'
import { updateGame } from '#server/features/games/update-game.ts'
import { createGroup } from '#server/features/groups/groups.service.ts'
import { createLocation } from '#server/features/locations/locations.service.ts'
import { createOrganization } from '#server/features/organizations/organizations.service.ts'
import { createPlayer } from '#server/features/players/players.service.ts'
import { createSeason } from '#server/features/seasons/seasons.service.ts'
import { confirmSuspension, findSuspensions } from '#server/features/suspensions/suspensions.service.ts'
import { addRosterPlayer } from '#server/features/teams/team-roster.service.ts'
import { createTeam } from '#server/features/teams/teams.service.ts'
import { createTournament } from '#server/features/tournaments/tournaments.service.ts'
import { createMemoryLiveHub, type LiveHub } from '#server/live/live-hub.ts'

export const DEMO_ORG_SLUG = 'liga-demo'
export const DEMO_EMAIL = 'demo@example.com'
export const DEMO_PASSWORD = 'liga-demo-2025'

export type DemoResult =
  | { created: false; organizationId: string; email: string }
  | {
      created: true
      organizationId: string
      email: string
      password: string
      counts: { tournaments: number; teams: number; players: number; games: number; playedGames: number }
    }

const FIRST_NAMES_MEN = [
  'Juan',
  'Matías',
  'Lucas',
  'Santiago',
  'Nicolás',
  'Martín',
  'Facundo',
  'Tomás',
  'Agustín',
  'Franco',
  'Joaquín',
  'Gonzalo',
  'Diego',
  'Pablo',
  'Federico',
  'Lautaro',
  'Emiliano',
  'Bruno',
  'Ezequiel',
  'Rodrigo',
]
const FIRST_NAMES_WOMEN = [
  'Sofía',
  'Valentina',
  'Camila',
  'Lucía',
  'Martina',
  'Florencia',
  'Agustina',
  'Julieta',
  'Micaela',
  'Paula',
  'Carolina',
  'Antonella',
  'Rocío',
  'Milagros',
  'Belén',
  'Daniela',
  'Victoria',
  'Aldana',
  'Celeste',
  'Yamila',
]
const LAST_NAMES = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Herrera',
  'Suárez',
  'Aguirre',
  'Giménez',
  'Gutiérrez',
  'Pereyra',
  'Molina',
  'Castro',
  'Ortiz',
  'Núñez',
]
const MEN_TEAMS = [
  'Los Halcones',
  'Deportivo Barrio Norte',
  'Atlético Palermo',
  'Club Sarmiento',
  'Villa Urquiza FC',
  'Estrella del Sur',
  'Unión Belgrano',
  'Real Caballito',
]
const WOMEN_TEAMS = [
  'Las Leonas',
  'Juventud Almagro',
  'Racing Boedo',
  'Las Pumas',
  'Defensores de Flores',
  'Sportivo Colegiales',
  'Atlético Devoto',
  'Las Águilas',
]
const POSITIONS = ['gk', 'cb', 'rb', 'lb', 'cdm', 'cm', 'cam', 'rm', 'lm', 'st', 'cf', 'rw', 'lw'] as const
const CARD_REASONS = ['Foul', 'Protests', 'Delaying the restart', 'Unsporting behaviour', null]

const DAY_MS = 86_400_000

function dateOnly(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** Creates the demo league, or does nothing when it exists. */
export async function buildDemoLeague({
  db,
  live = createMemoryLiveHub(),
  now = new Date(),
  seed = 20250301,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
}: {
  db: Db
  live?: LiveHub
  now?: Date
  seed?: number
  email?: string
  password?: string
}): Promise<DemoResult> {
  const [existing] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.slug, DEMO_ORG_SLUG))
  if (existing) return { created: false, organizationId: existing.id, email }

  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))

  // --- the admin and the organization ------------------------------------------------------------------------------
  const [existingUser] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  let userId = existingUser?.id
  if (!userId) {
    const newUserId = randomUUID()
    const hash = await hashPassword(password)
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id: newUserId,
        name: 'Demo Admin',
        email,
        emailVerified: true,
        displayName: 'Demo Admin',
        firstname: 'Demo',
        lastname: 'Admin',
        termsAcceptedAt: now,
      })
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: newUserId, providerId: 'credential', userId: newUserId, password: hash })
    })
    userId = newUserId
  }
  const org = await createOrganization({
    db,
    data: { name: 'Liga Demo', leagues: [{ name: 'Liga Demo', country: 'AR' }] },
    adminUserId: userId,
  })
  const organizationId = org.id
  await db
    .update(organization)
    .set({
      slug: DEMO_ORG_SLUG,
      // a demo runs free even where billing is on: a subscription set by hand, without end
      subscriptionStatus: 'manual',
      subscription: { manual: { status: 'manual', note: 'Demo league', setAt: now.toISOString() } },
    })
    .where(eq(organization.id, organizationId))

  // --- league data --------------------------------------------------------------------------------------------------
  const ctx = { db, live, organizationId }
  const year = now.getUTCFullYear()
  const season = await createSeason({ ...ctx, data: { name: `Temporada ${year}` } })
  const venues = [
    await createLocation({
      ...ctx,
      data: {
        name: 'Complejo Norte',
        address: 'Av. del Libertador 7400',
        fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
      },
    }),
    await createLocation({
      ...ctx,
      data: { name: 'Polideportivo Sur', address: 'Av. Sáenz 1200', fields: [{ name: 'Cancha A' }] },
    }),
  ]
  const fieldsOf = venues.flatMap((venue) => venue.fields.map((field) => ({ locationId: venue.id, fieldId: field.id })))

  const tournaments = [
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

  let playerCount = 0
  let gameCount = 0
  let playedCount = 0
  const dnis = new Set<string>()
  for (const [t, spec] of tournaments.entries()) {
    const tournament = await createTournament({
      ...ctx,
      data: CreateTournamentInputSchema.parse({ name: spec.name, seasonId: season.id, settings: spec.settings }),
    })
    // 200 players over 16 teams: 13 in the first four of each tournament, 12 in the others
    const teams: { id: string; players: string[] }[] = []
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
        await addRosterPlayer({ ...ctx, id: team.id, data: { playerId: created.id } })
        players.push(created.id)
      }
      playerCount += size
      teams.push({ id: team.id, players })
    }

    // groups and fixtures: home and away; the first half of the rounds is in the past
    let offset = 0
    for (const [g, size] of spec.groups.entries()) {
      const members = teams.slice(offset, offset + size)
      offset += size
      const group = await createGroup({
        ...ctx,
        tournamentId: tournament.id,
        data: {
          name: spec.groups.length === 1 ? 'Zona única' : `Zona ${String.fromCharCode(65 + g)}`,
          teamIds: members.map((m) => m.id),
        },
      })
      const roundsPerHalf = size % 2 === 0 ? size - 1 : size
      const start = now.getTime() - roundsPerHalf * 7 * DAY_MS + (t + 2) * DAY_MS
      const fixtures = await generateGroupFixtures({
        ...ctx,
        tournamentId: tournament.id,
        data: { groupId: group.id, mode: 'homeAndAway', startDate: dateOnly(start), intervalDays: 7 },
      })
      const gameIds = fixtures.rounds.flatMap((round) => round.games.map((game) => game.id as string))
      gameCount += gameIds.length

      for (const [r, round] of fixtures.rounds.entries()) {
        for (const [k, fixture] of round.games.entries()) {
          const gameId = fixture.id as string
          // no double bookings: the round's games of every group share the fields, one kick-off per field every
          // two hours (the earlier groups' games of the day come first)
          const slot = g * Math.floor((spec.groups[0] ?? size) / 2) + k
          const venue = fieldsOf[(slot + r) % fieldsOf.length] as { locationId: string; fieldId: string }
          const hour = spec.kickoff + 2 * Math.floor(slot / fieldsOf.length)
          const kickoff = new Date(Date.parse(`${round.date}T00:00:00.000Z`) + hour * 3_600_000)
          await updateGame({
            ...ctx,
            id: gameId,
            data: { version: 1, ...venue, playAt: kickoff.toISOString(), isPlayAtTimeHidden: false },
          })
          if (r >= roundsPerHalf) continue
          // a played game: scorers from the rosters, now and then an own goal, and cards
          const home = teams.find((m) => m.id === fixture.homeTeamId) as { id: string; players: string[] }
          const away = teams.find((m) => m.id === fixture.awayTeamId) as { id: string; players: string[] }
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
          const isLastPlayed = r === roundsPerHalf - 1 && k === round.games.length - 1
          await setGameStats({
            ...ctx,
            id: gameId,
            // the last game played is left unconfirmed: the dashboard shows it as needing attention
            data: { home: sideOf(home), away: sideOf(away), confirm: !isLastPlayed },
          })
          // who played: each side's whole roster (the demo's squads are match-day squads)
          await setGameLineups({ ...ctx, id: gameId, data: { home: home.players, away: away.players } })
          for (let n = between(0, 3); n > 0; n--) {
            const side = random() < 0.5 ? home : away
            await addCard({
              ...ctx,
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
          playedCount += 1
        }
      }
      await bulkGames({ ...ctx, data: { action: 'publish', ids: gameIds } })
    }

    // red-card suspensions are confirmed; the yellow-card ones stay drafts for the admin to review
    const { items } = await findSuspensions({ ...ctx, query: { tournamentId: tournament.id } })
    for (const suspension of items.filter((s) => s.reason === 'red')) {
      await confirmSuspension({ ...ctx, id: suspension.id })
    }
  }

  return {
    created: true,
    organizationId,
    email,
    password,
    counts: {
      tournaments: tournaments.length,
      teams: 16,
      players: playerCount,
      games: gameCount,
      playedGames: playedCount,
    },
  }
}

/** DEMO=1 at start: builds the demo league only on a database without any organization; null otherwise. */
export async function buildDemoLeagueOnEmptyDatabase({ db, live }: { db: Db; live?: LiveHub }) {
  const [anyOrganization] = await db.select({ id: organization.id }).from(organization).limit(1)
  return anyOrganization ? null : buildDemoLeague({ db, live })
}
