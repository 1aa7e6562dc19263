/**
 * The demo league (decision 0007): an organization with a season, two tournaments, 16 teams, 200 players, venues,
 * generated fixtures, the first half of each tournament played (scorers and cards) and confirmed, the suspensions that
 * follow (red-card ones confirmed, the yellow-card ones left as drafts to review), one result waiting for
 * confirmation, and an admin to sign in with. Built through the services (no HTTP), deterministic for a given seed
 * and date; `npm run seed:demo` and the first start on an empty database with DEMO=1 call it.
 *
 * Idempotent: when the demo organization (slug `liga-demo`) exists, nothing is done.
 */
import { eq } from 'drizzle-orm'
import { mulberry32 } from '#domain/competition/random.ts'
import type { Db } from '#server/db/client.ts'
import { organization } from '#server/db/schema.ts'
import { createLocation } from '#server/features/locations/locations.service.ts'
import { createSeason } from '#server/features/seasons/seasons.service.ts'
import { createMemoryLiveHub, type LiveHub } from '#server/live/live-hub.ts'
import { createDemoOrganization, ensureDemoAdmin } from './demo-admin.ts'
import {
  type DemoContext,
  type DemoField,
  demoRandom,
  demoTournamentSpecs,
  seedDemoTournament,
} from './demo-tournament.ts'

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

  const rng = demoRandom(mulberry32(seed))

  // --- the admin and the organization ------------------------------------------------------------------------------
  const userId = await ensureDemoAdmin({ db, now, email, password })
  const organizationId = await createDemoOrganization({ db, now, adminUserId: userId, slug: DEMO_ORG_SLUG })

  // --- league data --------------------------------------------------------------------------------------------------
  const ctx = { db, live, organizationId }
  const year = now.getUTCFullYear()
  const season = await createSeason({ ...ctx, data: { name: `Temporada ${year}` } })
  const fieldsOf = await createDemoVenues(ctx)
  const tournaments = demoTournamentSpecs(year)

  let playerCount = 0
  let gameCount = 0
  let playedCount = 0
  const dnis = new Set<string>()
  for (const [t, spec] of tournaments.entries()) {
    const counts = await seedDemoTournament({
      ctx,
      rng,
      spec,
      index: t,
      seasonId: season.id,
      fields: fieldsOf,
      dnis,
      now,
    })
    playerCount += counts.players
    gameCount += counts.games
    playedCount += counts.played
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

/** The demo's two venues; returns their fields, each with its venue, in order. */
async function createDemoVenues(ctx: DemoContext): Promise<DemoField[]> {
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
  return venues.flatMap((venue) => venue.fields.map((field) => ({ locationId: venue.id, fieldId: field.id })))
}

/** DEMO=1 at start: builds the demo league only on a database without any organization; null otherwise. */
export async function buildDemoLeagueOnEmptyDatabase({ db, live }: { db: Db; live?: LiveHub }) {
  const [anyOrganization] = await db.select({ id: organization.id }).from(organization).limit(1)
  return anyOrganization ? null : buildDemoLeague({ db, live })
}
