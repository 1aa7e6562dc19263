/**
 * Turns the server's OpenAPI 3.1 document into TypeScript types in openapi-typescript's shape (`paths` → methods →
 * `parameters` / `requestBody` / `responses`), the shape openapi-fetch reads. Our own because openapi-typescript needs
 * the TypeScript compiler's JS API, which TypeScript 7 no longer has (docs/decisions/0032-typed-api-client.md).
 * It covers the JSON Schema zod 4 emits: objects, arrays, enums, const, anyOf/oneOf/allOf, `type` arrays (nullable),
 * $ref to components/schemas, additionalProperties; every string format is a string.
 */

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema | JsonSchema[]
  prefixItems?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  nullable?: boolean
  format?: string
  description?: string
}

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema }
type Content = Record<string, { schema?: JsonSchema }>
type Operation = {
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Content }
  responses?: Record<string, { description?: string; content?: Content }>
}

export type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
const PARAMETER_PLACES = ['query', 'header', 'path', 'cookie'] as const
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

const key = (name: string) => (IDENTIFIER.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`)
const literal = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value)
const union = (members: string[]) => {
  const unique = [...new Set(members)]
  return unique.length === 0 ? 'never' : unique.join(' | ')
}
const pad = (depth: number) => '  '.repeat(depth)

function objectType(schema: JsonSchema, depth: number): string {
  const required = new Set(schema.required ?? [])
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${pad(depth + 1)}${key(name)}${required.has(name) ? '' : '?'}: ${schemaType(property, depth + 1)}`,
  )
  const extra = schema.additionalProperties
  if (extra === true || (extra && typeof extra === 'object')) {
    const value = extra === true ? 'unknown' : schemaType(extra, depth + 1)
    // declared properties must fit the index signature, so it also admits theirs
    lines.push(`${pad(depth + 1)}[key: string]: ${lines.length ? 'unknown' : value}`)
  }
  if (lines.length) return `{\n${lines.join('\n')}\n${pad(depth)}}`
  return extra === false ? 'Record<string, never>' : '{ [key: string]: unknown }'
}

function singleType(type: string, schema: JsonSchema, depth: number): string {
  switch (type) {
    case 'string':
      return 'string'
    case 'integer':
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'null':
      return 'null'
    case 'array': {
      if (schema.prefixItems) return `[${schema.prefixItems.map((item) => schemaType(item, depth)).join(', ')}]`
      const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []
      const item = items.length ? union(items.map((each) => schemaType(each, depth))) : 'unknown'
      return /^[\w$.'[\]]+$/.test(item) ? `${item}[]` : `(${item})[]`
    }
    case 'object':
      return objectType(schema, depth)
    default:
      return 'unknown'
  }
}

/** The TypeScript type of one JSON Schema, indented for `depth`. */
export function schemaType(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || typeof schema !== 'object') return 'unknown'
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '')
    return `components['schemas'][${literal(name)}]`
  }
  if ('const' in schema) return literal(schema.const)
  let type: string
  if (schema.enum) type = union(schema.enum.map(literal))
  else if (schema.anyOf || schema.oneOf)
    type = union((schema.anyOf ?? schema.oneOf ?? []).map((s) => schemaType(s, depth)))
  else if (schema.allOf) type = schema.allOf.map((s) => `(${schemaType(s, depth)})`).join(' & ')
  else if (Array.isArray(schema.type)) type = union(schema.type.map((each) => singleType(each, schema, depth)))
  else if (schema.type) type = singleType(schema.type, schema, depth)
  else if (schema.properties) type = objectType(schema, depth)
  else type = 'unknown'
  return schema.nullable && type !== 'unknown' ? `${type} | null` : type
}

/** The problem+json bodies, the same few hundreds of times: each distinct one is written once, as `Problem<N>`. */
type Problems = Map<string, string>

function mediaType(media: string, schema: JsonSchema | undefined, depth: number, problems: Problems): string {
  if (media !== 'application/problem+json' || !schema) return schemaType(schema, depth)
  const json = JSON.stringify(schema)
  let name = problems.get(json)
  if (!name) {
    name = `Problem${problems.size ? problems.size + 1 : ''}`
    problems.set(json, name)
  }
  return name
}

function contentType(content: Content | undefined, depth: number, problems: Problems): string {
  const entries = Object.entries(content ?? {})
  if (!entries.length) return 'never'
  const lines = entries.map(
    ([media, { schema }]) => `${pad(depth + 1)}${key(media)}: ${mediaType(media, schema, depth + 1, problems)}`,
  )
  return `{\n${lines.join('\n')}\n${pad(depth)}}`
}

function parametersType(parameters: Parameter[], depth: number): string {
  const lines = PARAMETER_PLACES.map((place) => {
    const here = parameters.filter((parameter) => parameter.in === place)
    if (!here.length) return `${pad(depth + 1)}${place}?: never`
    const fields = here.map(
      (p) => `${pad(depth + 2)}${key(p.name)}${p.required ? '' : '?'}: ${schemaType(p.schema, depth + 2)}`,
    )
    const optional = here.some((p) => p.required) ? '' : '?'
    return `${pad(depth + 1)}${place}${optional}: {\n${fields.join('\n')}\n${pad(depth + 1)}}`
  })
  return `{\n${lines.join('\n')}\n${pad(depth)}}`
}

function operationType(operation: Operation, depth: number, problems: Problems): string {
  const lines = [`${pad(depth + 1)}parameters: ${parametersType(operation.parameters ?? [], depth + 1)}`]
  const body = operation.requestBody
  if (body?.content && Object.keys(body.content).length) {
    lines.push(`${pad(depth + 1)}requestBody${body.required ? '' : '?'}: {`)
    lines.push(`${pad(depth + 2)}content: ${contentType(body.content, depth + 2, problems)}`)
    lines.push(`${pad(depth + 1)}}`)
  } else {
    lines.push(`${pad(depth + 1)}requestBody?: never`)
  }
  lines.push(`${pad(depth + 1)}responses: {`)
  const statuses = Object.keys(operation.responses ?? {}).sort()
  for (const status of statuses) {
    const response = operation.responses?.[status]
    lines.push(`${pad(depth + 2)}${/^\d+$/.test(status) ? status : key(status)}: {`)
    lines.push(`${pad(depth + 3)}headers: { [name: string]: unknown }`)
    const content = response?.content && Object.keys(response.content).length ? response.content : undefined
    lines.push(`${pad(depth + 3)}content${content ? '' : '?'}: ${contentType(content, depth + 3, problems)}`)
    lines.push(`${pad(depth + 2)}}`)
  }
  lines.push(`${pad(depth + 1)}}`)
  return `{\n${lines.join('\n')}\n${pad(depth)}}`
}

const HEADER = `/**
 * GENERATED by \`npm run api:types\` (scripts/openapi-types.ts) from the server's /api/openapi.json: do not edit.
 * openapi-typescript's shape, read by openapi-fetch (docs/decisions/0032-typed-api-client.md).
 */
`

/** The whole generated module: `paths`, `components` and the companions openapi-typescript also exports. */
export function generateOpenApiTypes(document: OpenApiDocument): string {
  const out: string[] = [HEADER, 'export interface paths {']
  const paths = Object.keys(document.paths ?? {}).sort()
  const problems: Problems = new Map()
  for (const path of paths) {
    const item = document.paths?.[path] ?? {}
    out.push(`  ${key(path)}: {`)
    out.push('    parameters: { query?: never; header?: never; path?: never; cookie?: never }')
    for (const method of METHODS) {
      const operation = item[method]
      out.push(operation ? `    ${method}: ${operationType(operation, 2, problems)}` : `    ${method}?: never`)
    }
    out.push('  }')
  }
  out.push('}')
  out.push('export type webhooks = Record<string, never>')
  const schemas = Object.entries(document.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b))
  out.push('export interface components {')
  out.push(
    schemas.length
      ? `  schemas: {\n${schemas.map(([name, schema]) => `    ${key(name)}: ${schemaType(schema, 2)}`).join('\n')}\n  }`
      : '  schemas: never',
  )
  out.push('  responses: never')
  out.push('  parameters: never')
  out.push('  requestBodies: never')
  out.push('  headers: never')
  out.push('  pathItems: never')
  out.push('}')
  for (const [json, name] of problems) {
    out.push(`/** An error's body (RFC 9457 problem+json). */`)
    out.push(`export type ${name} = ${schemaType(JSON.parse(json) as JsonSchema)}`)
  }
  out.push('export type $defs = Record<string, never>')
  out.push('export type operations = Record<string, never>')
  return `${out.join('\n')}\n`
}
