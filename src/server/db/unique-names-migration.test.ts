/**
 * The one-time migration of duplicate names (0004, decision 0026): a database at 0003 gets clashing teams, seasons, venues
 * and tournaments, then migrates; the oldest of each clash keeps its name, the others get " (2)", " (3)"… (skipping a
 * number already taken), deleted rows and other organizations are left alone, and the unique indexes are built.
 * Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeName } from '#domain/names/name-key.ts'
import { type Database, MIGRATIONS_FOLDER, openPglite, openPostgres } from './client.ts'

const BEFORE = '0004_unique_names_minutes_lineups'

/** The migrations folder as it was before 0004. */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'))
  fs.mkdirSync(path.join(dir, 'meta'))
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  const index = journal.entries.findIndex((e) => e.tag === tag)
  expect(index).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, index)
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal))
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`))
  return dir
}

let database: Database
let dropDatabase = async () => {}
let before: string
beforeAll(async () => {
  before = foldersBefore(BEFORE)
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (url) {
    const name = `lp_migration_${randomBytes(4).toString('hex')}`
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(statement).finally(() => client.end())
    }
    await admin(`create database ${name}`)
    const u = new URL(url)
    u.pathname = `/${name}`
    database = await openPostgres(u.toString(), { max: 2 })
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`)
  } else {
    database = await openPglite({})
  }
})
afterAll(async () => {
  await database?.close()
  await dropDatabase()
  fs.rmSync(before, { recursive: true, force: true })
})

const ORG = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
const SEASON_A = '33333333-3333-4333-8333-333333333333'
const SEASON_B = '44444444-4444-4444-8444-444444444444'

describe('migration 0004: duplicate names', () => {
  it('suffixes " (2)", " (3)"… on the younger duplicates and builds the unique indexes', async () => {
    await database.migrate(before)
    const { db } = database
    await db.execute(
      sql`insert into organization (id, name, slug) values (${ORG}, 'Liga', 'liga'), (${OTHER}, 'Otra', 'otra')`,
    )
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()
    const teams: [string, string, number, boolean?][] = [
      [ORG, 'Sportivo Haedo', 1],
      [ORG, 'sportivo   HAEDO', 2],
      [ORG, 'Sportivo Haedo (2)', 3],
      [ORG, 'Spórtivo Haedo', 4],
      [ORG, 'Sportivo Haedo', 5, true],
      [ORG, 'Los Andes', 6],
      [OTHER, 'Sportivo Haedo', 7],
    ]
    for (const [org, name, minute, deleted] of teams)
      await db.execute(
        sql`insert into team (organization_id, name, search_text, created_at, deleted_at) values (${org}, ${name}, ${normalizeName(name)}, ${at(minute)}, ${deleted ? at(minute) : null})`,
      )
    for (const [id, name, minute] of [
      [SEASON_A, 'Apertura 2026', 1],
      [SEASON_B, 'APERTURA 2026', 2],
    ] as const)
      await db.execute(
        sql`insert into season (id, organization_id, name, created_at) values (${id}, ${ORG}, ${name}, ${at(minute)})`,
      )
    for (const [name, minute] of [
      ['Polideportivo Norte', 1],
      ['Polideportivo  Norte', 2],
    ] as const)
      await db.execute(
        sql`insert into location (organization_id, name, created_at) values (${ORG}, ${name}, ${at(minute)})`,
      )
    for (const [name, seasonId, minute] of [
      ['Liga A', SEASON_A, 1],
      ['Liga A', SEASON_A, 2],
      ['Liga A', SEASON_B, 3],
      ['Copa', null, 4],
      ['copa', null, 5],
    ] as const)
      await db.execute(
        sql`insert into tournament (organization_id, name, season_id, settings, lot_seed, created_at) values (${ORG}, ${name}, ${seasonId}, '{}'::jsonb, 1, ${at(minute)})`,
      )

    await database.migrate()

    const names = async (table: string) =>
      (
        (await db.execute(
          sql.raw(
            `select name, organization_id as org, deleted_at is not null as deleted, version, search_text from ${table} order by created_at`,
          ),
        )) as unknown as {
          rows: { name: string; org: string; deleted: boolean; version: number; search_text: string }[]
        }
      ).rows
    const teamRows = await names('team')
    expect(teamRows.map((r) => r.name)).toEqual([
      'Sportivo Haedo',
      'sportivo   HAEDO (3)',
      'Sportivo Haedo (2)',
      'Spórtivo Haedo (4)',
      'Sportivo Haedo',
      'Los Andes',
      'Sportivo Haedo',
    ])
    expect(teamRows.map((r) => r.version)).toEqual([1, 2, 1, 2, 1, 1, 1])
    expect(teamRows[1]?.search_text).toBe('sportivo haedo (3)')
    expect((await names('season')).map((r) => r.name)).toEqual(['Apertura 2026', 'APERTURA 2026 (2)'])
    expect((await names('location')).map((r) => r.name)).toEqual(['Polideportivo Norte', 'Polideportivo  Norte (2)'])
    // within a season: the same name in another season stays; the tournaments without one are compared together
    expect((await names('tournament')).map((r) => r.name)).toEqual([
      'Liga A',
      'Liga A (2)',
      'Liga A',
      'Copa',
      'copa (2)',
    ])

    // the key the database computes is the domain's
    const keys = (
      (await db.execute(sql`select name, name_key from team`)) as unknown as {
        rows: { name: string; name_key: string }[]
      }
    ).rows
    for (const row of keys) expect(row.name_key).toBe(normalizeName(row.name))
    // and the index refuses a new clash
    await expect(
      db.execute(sql`insert into team (organization_id, name) values (${ORG}, ${'LOS  ANDES'})`),
    ).rejects.toThrow()
  })
})
