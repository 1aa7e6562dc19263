/**
 * The league the list and live benchmark measures: an admin with an organization and a viewer (invited and accepted),
 * 500 teams and 5,000 players loaded through the API of a real server process, ten requests at a time, exactly as the
 * services write them; the roster entries (each player on one team) directly in SQL.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { POSITIONS } from '../src/domain/players/positions.ts'
import { openPglite } from '../src/server/db/client.ts'
import { invitationToken, verifyEmailFromOutbox } from '../test/process/outbox-links.ts'
import { call, cookieOf, type ServerProcess, signUp } from '../test/process/server-process.ts'
import { client, expectStatus } from './server-client.ts'

export const PLAYERS = 5_000
export const TEAMS = 500
export const SEED_CONCURRENCY = 10
const PASSWORD = 'correct-horse-1'

export const dniOf = (i: number) => String(20_000_000 + i)
const FIRSTNAMES = ['Juan', 'María', 'Lucía', 'Mateo', 'Sofía', 'Martín', 'Valentina', 'Tomás', 'Camila', 'Joaquín']
const SURNAMES = Array.from({ length: 100 }, (_, i) => {
  const roots = ['Gómez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez', 'Núñez']
  return `${roots[i % 10]}${i < 10 ? '' : ` ${roots[Math.floor(i / 10)]}`}`
})
/** a compound surname, searched as typed on a phone (no accents, lower case): "Díaz Martínez" and "Martínez Díaz" */
export const SEARCHED_Q = 'diaz martinez'
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
/** how many seeded players the search finds: every word in the names or the DNI (100: 2 surnames of 100) */
export const searchedMatches = () =>
  Array.from({ length: PLAYERS }, (_, i) =>
    plain(`${FIRSTNAMES[i % FIRSTNAMES.length]} ${SURNAMES[i % SURNAMES.length]} ${dniOf(i)}`),
  ).filter((text) => SEARCHED_Q.split(' ').every((word) => text.includes(word))).length

async function jsonOf<T>(res: Response, status: number, what: string): Promise<T> {
  const text = await res.text()
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

export type League = { orgId: string; admin: string; member: string }

/** An admin with an organization, and a second member (a viewer, invited and accepted) for the live streams. */
export async function createLeague(server: ServerProcess): Promise<League> {
  const tag = randomBytes(4).toString('hex')
  const adminRes = await signUp(server, `bench-admin-${tag}@example.com`, PASSWORD)
  await jsonOf(adminRes.clone(), 200, 'sign-up')
  const admin = cookieOf(adminRes)
  // inviting needs a verified address (decision 0035): the admin opens the verification link, as one in use has
  await verifyEmailFromOutbox(server, `bench-admin-${tag}@example.com`)
  const org = await jsonOf<{ id: string }>(
    await call(server, '/api/orgs', {
      cookie: admin,
      json: { name: 'Bench League', leagues: [{ name: 'A', country: 'AR' }] },
    }),
    201,
    'POST /api/orgs',
  )
  const email = `bench-viewer-${tag}@example.com`
  const memberRes = await signUp(server, email, PASSWORD)
  await jsonOf(memberRes.clone(), 200, 'sign-up of the member')
  const member = cookieOf(memberRes)
  await jsonOf(
    await call(server, `/api/orgs/${org.id}/invitations`, { cookie: admin, json: { email, role: 'viewer' } }),
    201,
    'POST invitations',
  )
  const accepted = await call(server, `/api/invitations/${invitationToken(server, email)}/accept`, {
    method: 'POST',
    cookie: member,
  })
  await jsonOf(accepted, 200, 'accepting the invitation')
  return { orgId: org.id, admin, member }
}

/** Runs `count` tasks, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next
        next += 1
        await task(i)
      }
    }),
  )
}

/** 500 teams and 5,000 players through the API, 10 requests at a time. */
export async function seed(server: ServerProcess, league: League) {
  const api = client(server, league.admin, SEED_CONCURRENCY)
  const base = `/api/orgs/${league.orgId}`
  const started = performance.now()
  try {
    await inParallel(TEAMS, SEED_CONCURRENCY, async (i) => {
      const res = await api.request('POST', `${base}/teams`, { name: `Club ${i + 1}`, alias: `C${i + 1}` })
      expectStatus(res, 201, 'POST teams')
    })
    const teamsMs = performance.now() - started
    await inParallel(PLAYERS, SEED_CONCURRENCY, async (i) => {
      const res = await api.request('POST', `${base}/players`, {
        firstname: FIRSTNAMES[i % FIRSTNAMES.length],
        lastname: SURNAMES[i % SURNAMES.length],
        birthDate: `${1980 + (i % 25)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        email: `jugador${i}@example.com`,
        position: POSITIONS[i % POSITIONS.length],
        jerseyNumber: i % 100,
        dni: dniOf(i),
      })
      expectStatus(res, 201, 'POST players')
    })
    return { teamsMs, playersMs: performance.now() - started - teamsMs }
  } finally {
    api.close()
  }
}

/**
 * Every player on one team's roster (10 a team), written directly: through the API (two live notices per entry)
 * the 5,000 entries would double the loading time. The row is the one addRosterPlayer inserts: organization, team,
 * player, added_at; rosters change neither the team's nor the player's version or updated_at.
 */
const ROSTERS_SQL = `
  insert into team_player (organization_id, team_id, player_id, added_at)
  select p.organization_id, t.id, p.id, now()
  from (select id, organization_id, row_number() over (order by dni) - 1 as n from player where organization_id = $1) p
  join (select id, row_number() over (order by created_at, id) - 1 as n from team where organization_id = $1) t
    on t.n = p.n % ${TEAMS}`

export async function onPostgresDatabase<T>(url: string, work: (pgClient: pg.Client) => Promise<T>): Promise<T> {
  const pgClient = new pg.Client({ connectionString: url })
  await pgClient.connect()
  try {
    return await work(pgClient)
  } finally {
    await pgClient.end()
  }
}

export async function addRostersOnPostgres(url: string, orgId: string) {
  const { rowCount } = await onPostgresDatabase(url, (pgClient) => pgClient.query(ROSTERS_SQL, [orgId]))
  if (rowCount !== PLAYERS) throw new Error(`${rowCount} roster entries written, not ${PLAYERS}`)
}

/** PGlite has one process on its data directory: the server is stopped meanwhile. */
export async function addRostersOnPglite(dataDir: string, orgId: string) {
  const database = await openPglite({ dataDir })
  try {
    const result = await database.pglite?.query(ROSTERS_SQL, [orgId])
    if (result?.affectedRows !== PLAYERS)
      throw new Error(`${result?.affectedRows} roster entries written, not ${PLAYERS}`)
  } finally {
    await database.close()
  }
}
