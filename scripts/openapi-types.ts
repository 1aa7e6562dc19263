/**
 * `npm run api:types`: writes src/client/lib/api/openapi.gen.ts, the client's types of every API path, from the
 * current server's OpenAPI document (docs/decisions/0032-typed-api-client.md). Run it after changing a route's
 * schema; test/openapi-types.test.ts fails while the committed file differs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadOpenApiDocument } from './openapi-document.ts'
import { generateOpenApiTypes } from './openapi-types-generator.ts'

export const OPENAPI_TYPES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/client/lib/api/openapi.gen.ts',
)

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = generateOpenApiTypes(await loadOpenApiDocument())
  fs.mkdirSync(path.dirname(OPENAPI_TYPES_FILE), { recursive: true })
  fs.writeFileSync(OPENAPI_TYPES_FILE, source)
  process.stdout.write(
    `Wrote ${path.relative(process.cwd(), OPENAPI_TYPES_FILE)} (${source.split('\n').length} lines).\n`,
  )
}
