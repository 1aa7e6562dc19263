/**
 * The notification budgets (decision 0047), in this process on PGlite:
 * - what the enqueue adds to a result write: the p95 of a game's versioned write in its transaction, with and without
 *   the `enqueueNotification` the results service makes there, and the difference (budget: ≤ 5 ms);
 * - 1,000 notifications delivered to the outbox: a published game whose teams have 500 players linked to accounts
 *   each is moved; the job queue fans it out and sends the 1,000 e-mails as `.eml` files (throughput, no budget).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { CreateGameInputSchema } from '../src/domain/games/game.schema.ts'
import { CreateTournamentInputSchema } from '../src/domain/tournaments/tournament.schema.ts'
import { type Db, openPglite } from '../src/server/db/client.ts'
import { game, player, teamPlayer, user } from '../src/server/db/schema.ts'
import { createGame } from '../src/server/features/games/create-game.ts'
import { enqueueNotification, notificationJobHandlers } from '../src/server/features/notifications/notifications.api.ts'
import { createOrganization } from '../src/server/features/organizations/organizations.service.ts'
import { createTeam } from '../src/server/features/teams/teams.service.ts'
import { createTournament } from '../src/server/features/tournaments/tournaments.service.ts'
import { inTransaction } from '../src/server/lib/audit.ts'
import { runDueJobs } from '../src/server/lib/jobs/job-queue.ts'
import { createMemoryLiveHub } from '../src/server/live/live-hub.ts'
import { createMailer } from '../src/server/mail/mailer.ts'
import { removeTempDirs, tempDataDir } from '../test/process/server-process.ts'
import { percentile } from './stats.ts'
import type { BenchResult } from './types.ts'

const WRITES = 300
const PEOPLE = 1_000

async function seed(db: Db) {
  const live = createMemoryLiveHub()
  const adminId = randomUUID()
  await db.insert(user).values({ id: adminId, name: 'Bench', email: 'bench-admin@example.com', emailVerified: true })
  const org = await createOrganization({
    db,
    data: { name: 'Liga Bench', leagues: [{ name: 'Bench', country: 'AR' }] },
    adminUserId: adminId,
  })
  const ctx = { db, live, organizationId: org.id }
  const tournament = await createTournament({ ...ctx, data: CreateTournamentInputSchema.parse({ name: 'Apertura' }) })
  const teams = [
    (await createTeam({ ...ctx, data: { name: 'Los Andes' } })).id,
    (await createTeam({ ...ctx, data: { name: 'Boca Sur' } })).id,
  ]
  // the people: one account, one player record and one approved place on a list each, written in bulk
  const people = Array.from({ length: PEOPLE }, (_, i) => ({ userId: randomUUID(), playerId: randomUUID(), i }))
  for (let from = 0; from < PEOPLE; from += 250) {
    const slice = people.slice(from, from + 250)
    await db
      .insert(user)
      .values(
        slice.map((p) => ({ id: p.userId, name: `P ${p.i}`, email: `player-${p.i}@example.com`, emailVerified: true })),
      )
    await db.insert(player).values(
      slice.map((p) => ({
        id: p.playerId,
        organizationId: org.id,
        firstname: 'Jugador',
        lastname: String(p.i),
        userId: p.userId,
      })),
    )
    await db.insert(teamPlayer).values(
      slice.map((p) => ({
        organizationId: org.id,
        teamId: teams[p.i % 2] as string,
        playerId: p.playerId,
        status: 'approved',
      })),
    )
  }
  const created = await createGame({
    ...ctx,
    data: CreateGameInputSchema.parse({
      tournamentId: tournament.id,
      homeTeamId: teams[0],
      awayTeamId: teams[1],
      playAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    }),
  })
  await db.update(game).set({ publishedAt: new Date() }).where(eq(game.id, created.id))
  return { organizationId: org.id, gameId: created.id }
}

/** The p95 (ms) of `WRITES` versioned writes of the game, each in its transaction, `extra` inside it. */
async function writeP95(db: Db, gameId: string, extra: (tx: Db) => Promise<void>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < WRITES; i++) {
    const start = performance.now()
    await inTransaction(db, async (tx) => {
      await tx
        .update(game)
        .set({ version: sql`${game.version} + 1`, updatedAt: new Date() })
        .where(eq(game.id, gameId))
      await extra(tx)
    })
    times.push(performance.now() - start)
  }
  return percentile(
    times.sort((a, b) => a - b),
    95,
  )
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = tempDataDir('league-portal-bench-notify-')
  const database = await openPglite({ dataDir })
  try {
    await database.migrate()
    const db = database.db
    const seeded = await seed(db)
    const event = { kind: 'game.moved', organizationId: seeded.organizationId, gameId: seeded.gameId } as const
    // warm both paths, then measure them in turn
    await writeP95(db, seeded.gameId, async () => undefined)
    const without = await writeP95(db, seeded.gameId, async () => undefined)
    const withEnqueue = await writeP95(db, seeded.gameId, (tx) => enqueueNotification(tx, event))
    await db.execute(sql`delete from job`)

    const outbox = path.join(dataDir, 'outbox')
    const mailer = createMailer({ from: 'bench@example.com', outboxDir: outbox, logger: pino({ level: 'silent' }) })
    const handlers = notificationJobHandlers({
      mailer,
      baseURL: 'http://localhost:3000',
      secret: 'bench-secret-bench-secret-bench-secret',
      vapid: null,
      digestSeconds: 0,
    })
    const start = performance.now()
    await inTransaction(db, (tx) => enqueueNotification(tx, event))
    // the fan-out, then each person's digest once its window (none here) has closed
    for (let round = 0; round < 10; round++) {
      const done = await runDueJobs({ db, handlers, now: new Date(Date.now() + 60_000) })
      if (done.done === 0 && done.failed === 0) break
    }
    const seconds = (performance.now() - start) / 1000
    const sent = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0
    return [
      {
        name: `PGlite: a game write's p95 without the enqueue (${WRITES} writes)`,
        value: without,
        unit: 'ms',
        budget: null,
        lowerIsBetter: true,
      },
      {
        name: "PGlite: what the enqueue adds to a write's p95",
        value: Math.max(0, withEnqueue - without),
        unit: 'ms',
        budget: 5,
        lowerIsBetter: true,
        note: `p95 with it ${withEnqueue.toFixed(2)} ms`,
      },
      {
        name: `PGlite: ${sent} of ${PEOPLE} e-mails delivered to the outbox`,
        value: sent / seconds,
        unit: 'mails/s',
        budget: null,
        lowerIsBetter: false,
        note: `${seconds.toFixed(1)} s from the event to the last .eml`,
      },
    ]
  } finally {
    await database.close()
    removeTempDirs()
  }
}
