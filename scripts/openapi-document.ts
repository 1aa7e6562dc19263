/**
 * The server's OpenAPI document without a listening server: the app over an embedded in-memory database, asked for
 * `/api/openapi.json` as the tests ask it (test/server.ts). `npm run api:types` turns it into the client's types
 * (docs/decisions/0032-typed-api-client.md).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { createServerContext } from '../src/server/bootstrap.ts'
import { openPglite } from '../src/server/db/client.ts'
import { parseEnv } from '../src/server/env.ts'
import type { OpenApiDocument } from './openapi-types-generator.ts'

export async function loadOpenApiDocument(): Promise<OpenApiDocument> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-openapi-'))
  const database = await openPglite({})
  try {
    await database.migrate()
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'openapi-types-openapi-types-openapi-types-0123',
    })
    const context = await createServerContext({ env, database, logger: pino({ level: 'silent' }), clientDir: dataDir })
    const response = await context.app.request('http://localhost:3000/api/openapi.json')
    await context.live.close()
    return (await response.json()) as OpenApiDocument
  } finally {
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
