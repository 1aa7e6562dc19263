/**
 * Budgets for the public league site, on PGlite: the tournament page of a 16-team, 120-game tournament with
 * 60 results, as a phone on a slow network loads it (bench/browser-metrics.ts): ≤ 60 KB on the wire in all and
 * LCP ≤ 1.0 s (median of 3); the server answers it p95 ≤ 50 ms with 20 concurrent readers sending no validators, and a
 * 304 (If-None-Match) in ≤ 5 ms. The readers here send no Accept-Encoding; the browser load gets the brotli body the
 * public cache keeps beside the rendered one (decision 0013).
 */
import http from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { CreateTournamentInputSchema } from '../src/domain/tournaments/tournament.schema.ts'
import { openPglite } from '../src/server/db/client.ts'
import { game, organization } from '../src/server/db/schema.ts'
import { generateGroupFixtures } from '../src/server/features/fixtures/fixtures.service.ts'
import { createGroup } from '../src/server/features/groups/groups.service.ts'
import { createOrganization } from '../src/server/features/organizations/organizations.service.ts'
import { createTeam } from '../src/server/features/teams/teams.service.ts'
import { createTournament } from '../src/server/features/tournaments/tournaments.service.ts'
import { createMemoryLiveHub } from '../src/server/live/live-hub.ts'
import {
  killAllServers,
  removeTempDirs,
  spawnServer,
  tempDataDir,
  waitHealthy,
} from '../test/process/server-process.ts'
import { measurePage } from './browser-metrics.ts'
import type { BenchResult } from './types.ts'

const SLUG = 'liga-bench'

async function seed(dataDir: string): Promise<string> {
  const database = await openPglite({ dataDir })
  try {
    await database.migrate()
    const db = database.db
    const live = createMemoryLiveHub()
    const org = await createOrganization({
      db,
      data: { name: 'Liga Bench', leagues: [{ name: 'Primera', country: 'AR' }] },
    })
    await db.update(organization).set({ publicSlug: SLUG }).where(eq(organization.id, org.id))
    const ctx = { db, live, organizationId: org.id }
    const tournament = await createTournament({
      ...ctx,
      data: CreateTournamentInputSchema.parse({ name: 'Apertura 2030' }),
    })
    const teamIds: string[] = []
    for (let i = 0; i < 16; i++)
      teamIds.push((await createTeam({ ...ctx, data: { name: `Club Atlético ${i + 1}` } })).id)
    const group = await createGroup({ ...ctx, tournamentId: tournament.id, data: { name: 'Zona única', teamIds } })
    await generateGroupFixtures({
      ...ctx,
      tournamentId: tournament.id,
      data: { groupId: group.id, mode: 'home', startDate: '2030-03-02' },
    })
    // every game published with a time; the first 60 (rounds 1 to 7 and half of 8) played and confirmed
    await db
      .update(game)
      .set({
        publishedAt: new Date(),
        playAt: sql`(select r.date from round r where r.id = game.round_id)::timestamptz + interval '21 hours'`,
      })
      .where(eq(game.tournamentId, tournament.id))
    await db.execute(sql`update game set home_goals = abs(hashtext(id::text)) % 5, away_goals = abs(hashtext(id::text || 'a')) % 4,
      home_unassigned_goals = abs(hashtext(id::text)) % 5, away_unassigned_goals = abs(hashtext(id::text || 'a')) % 4,
      stats_updated_at = now(), confirmed_played_at = now(), version = version + 1
      where id in (select g.id from game g join round r on r.id = g.round_id where g.tournament_id = ${tournament.id}
        order by r.number, g.id limit 60)`)
    return tournament.id
  } finally {
    await database.close()
  }
}

function get(url: URL, agent: http.Agent, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; ms: number; etag: string | null }>((resolve, reject) => {
    const started = performance.now()
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, agent, headers }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          etag: (res.headers.etag as string) ?? null,
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0

export async function run(): Promise<BenchResult[]> {
  const dataDir = tempDataDir('league-portal-bench-public-')
  const results: BenchResult[] = []
  try {
    const tournamentId = await seed(dataDir)
    const server = await spawnServer({ dataDir, env: { LOG_LEVEL: 'warn' } })
    await waitHealthy(server, 120_000)
    const pageUrl = new URL(`${server.url}/es/l/${SLUG}/tournaments/${tournamentId}`)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })
    for (let i = 0; i < 20; i++) await get(pageUrl, agent)
    const times: number[] = []
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; i < 15; i++) times.push((await get(pageUrl, agent)).ms)
      }),
    )
    results.push({
      name: 'tournament page, 20 concurrent readers, p95',
      value: p95(times),
      unit: 'ms',
      budget: 50,
      lowerIsBetter: true,
    })
    const single = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const { etag } = await get(pageUrl, single)
    const notModified: number[] = []
    for (let i = 0; i < 100; i++) {
      const res = await get(pageUrl, single, { 'if-none-match': etag ?? '' })
      if (res.status !== 304) throw new Error(`If-None-Match answered ${res.status}`)
      notModified.push(res.ms)
    }
    results.push({
      name: 'tournament page 304, p95',
      value: p95(notModified),
      unit: 'ms',
      budget: 5,
      lowerIsBetter: true,
    })
    const measured = await measurePage(pageUrl.toString(), { runs: 3 })
    results.push({
      name: 'tournament page bytes on the wire (all)',
      value: measured.bytes.total / 1024,
      unit: 'KB',
      budget: 60,
      lowerIsBetter: true,
      note: `document ${(measured.bytes.document / 1024).toFixed(1)} KB, script ${(measured.bytes.script / 1024).toFixed(1)} KB`,
    })
    results.push({
      name: 'tournament page LCP (throttled phone)',
      value: measured.lcpMs,
      unit: 'ms',
      budget: 1000,
      lowerIsBetter: true,
    })
  } catch (error) {
    results.push({
      name: 'public site',
      value: null,
      unit: 'ms',
      budget: null,
      lowerIsBetter: true,
      note: error instanceof Error ? error.message : String(error),
    })
  } finally {
    await killAllServers()
    removeTempDirs()
  }
  return results
}
