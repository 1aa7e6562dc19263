/**
 * The client's generated API types (src/client/lib/api/openapi.gen.ts) are those of the current server: regenerated
 * from the app's OpenAPI document, they equal the committed file (docs/decisions/0032-typed-api-client.md).
 */
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPENAPI_TYPES_FILE } from '../scripts/openapi-types.ts'
import { generateOpenApiTypes, type OpenApiDocument, schemaType } from '../scripts/openapi-types-generator.ts'
import { createTestServer, type TestServer } from './server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('the generated API types', () => {
  it('match the current OpenAPI document (else run npm run api:types)', async () => {
    const document = (await (await server.request('/api/openapi.json')).json()) as OpenApiDocument
    const committed = fs.existsSync(OPENAPI_TYPES_FILE) ? fs.readFileSync(OPENAPI_TYPES_FILE, 'utf8') : ''
    const current = generateOpenApiTypes(document)
    expect(current === committed, 'src/client/lib/api/openapi.gen.ts is out of date: run npm run api:types').toBe(true)
  })
})

describe('schemaType', () => {
  it('writes objects with their required and optional fields, nullable through a type array', () => {
    expect(
      schemaType({
        type: ['object', 'null'],
        properties: { id: { type: 'string', format: 'uuid' }, 'my-count': { type: 'integer' } },
        required: ['id'],
        additionalProperties: false,
      }),
    ).toBe("{\n  id: string\n  'my-count'?: number\n} | null")
  })

  it('writes enums, const, unions, arrays, maps and references', () => {
    expect(schemaType({ enum: ['a', "it's"] })).toBe("'a' | 'it\\'s'")
    expect(schemaType({ const: 3 })).toBe('3')
    expect(schemaType({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null')
    expect(schemaType({ oneOf: [{ type: 'boolean' }, { type: 'number' }] })).toBe('boolean | number')
    expect(schemaType({ type: 'array', items: { type: ['string', 'null'] } })).toBe('(string | null)[]')
    expect(schemaType({ type: 'object', additionalProperties: { type: 'number' } })).toBe(
      '{\n  [key: string]: number\n}',
    )
    expect(schemaType({ type: 'object', additionalProperties: false })).toBe('Record<string, never>')
    expect(schemaType({ $ref: '#/components/schemas/Team' })).toBe("components['schemas']['Team']")
    expect(schemaType({})).toBe('unknown')
  })
})

describe('generateOpenApiTypes', () => {
  it('writes paths, methods, parameters, bodies and responses in the shape openapi-fetch reads', () => {
    const source = generateOpenApiTypes({
      paths: {
        '/api/things/{id}': {
          patch: {
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'lang', in: 'query', schema: { type: 'string' } },
            ],
            requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
            responses: { '204': { description: 'Done' } },
          },
        },
      },
    })
    expect(source).toContain("  '/api/things/{id}': {\n")
    expect(source).toContain('    get?: never\n')
    expect(source).toContain('        query?: {\n          lang?: string\n        }\n')
    expect(source).toContain('        path: {\n          id: string\n        }\n')
    expect(source).toContain("      requestBody: {\n        content: {\n          'application/json': {")
    expect(source).toContain(
      '        204: {\n          headers: { [name: string]: unknown }\n          content?: never\n',
    )
  })
})
