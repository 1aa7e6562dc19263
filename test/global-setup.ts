/**
 * Runs once before the test files: migrates a fresh PGlite and dumps it, so each test file opens its own database
 * from that snapshot in ~0.4 s instead of ~3 s. With TEST_DB=postgres, migrates a template database on
 * TEST_DATABASE_URL instead, which each test file copies.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../src/server/db/client.ts'
import { createPostgresTemplate, dropPostgresDatabase } from './db.ts'

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    const template = await createPostgresTemplate(url)
    project.provide('postgresTemplate', template)
    project.provide('pgliteSnapshot', '')
    return () => dropPostgresDatabase(url, template)
  }
  const database = await openPglite({})
  await database.migrate()
  const dump = await database.pglite?.dumpDataDir('none')
  await database.close()
  if (!dump) throw new Error('PGlite dump failed')
  // One file per run: several test runs may go on at once on one machine.
  const snapshot = path.join(os.tmpdir(), `league-portal-snapshot-${process.pid}-${Date.now()}.tar`)
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()))
  project.provide('postgresTemplate', '')
  project.provide('pgliteSnapshot', snapshot)
  return () => fs.rmSync(snapshot, { force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string
    pgliteSnapshot: string
  }
}
