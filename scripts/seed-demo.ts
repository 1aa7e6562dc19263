/**
 * `npm run seed:demo`: creates the demo league (src/server/demo/demo-league.ts) in the configured database
 * (DATA_DIR's embedded PGlite, or DATABASE_URL), migrating it first. Does nothing when the demo league exists.
 * With the embedded database, stop the server first: only one process may open a data directory.
 */

import { DataDirLockedError, openDatabase } from '../src/server/db/client.ts'
import { buildDemoLeague } from '../src/server/demo/demo-league.ts'
import { EnvError, loadEnv } from '../src/server/env.ts'

let env: ReturnType<typeof loadEnv>
try {
  env = loadEnv()
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

let database: Awaited<ReturnType<typeof openDatabase>>
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

try {
  await database.migrate()
  const started = performance.now()
  const result = await buildDemoLeague({ db: database.db })
  if (result.created) {
    const { counts } = result
    process.stdout.write(
      `Demo league created in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.tournaments} tournaments, ${counts.teams} teams, ${counts.players} players, ${counts.games} games (${counts.playedGames} played).\nSign in with:\n  e-mail:   ${result.email}\n  password: ${result.password}\n`,
    )
  } else {
    process.stdout.write(`The demo league already exists (sign in as ${result.email}); nothing was changed.\n`)
  }
} finally {
  await database.close()
}
