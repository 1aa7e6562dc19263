/** Small helpers to describe routes for the OpenAPI document without repeating the same blocks. */
import { z } from 'zod'

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  code: z.string(),
  detail: z.string(),
  requestId: z.string(),
  invalidParams: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
  /** TEAM_BUSY / VENUE_BUSY: the game already there (id, teams, playAt, venue) and the busy team */
  conflict: z.record(z.string(), z.unknown()).optional(),
})

export const problemContent = { 'application/problem+json': { schema: ProblemSchema } }

export const errorResponses = {
  400: { description: 'Invalid input', content: problemContent },
  401: { description: 'Not signed in', content: problemContent },
  403: { description: 'The role forbids it', content: problemContent },
  404: { description: 'Not found (or another organization’s)', content: problemContent },
  409: { description: 'Conflict', content: problemContent },
} as const

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } }
}

export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } }
}

/** A path parameter that must be a non-empty string (zod-openapi's coerce gives optional params). */
export const idParam = z.string().min(1).max(100)

export const OrgParamsSchema = z.object({ orgId: idParam })

/** 503 RENDER_BUSY (Retry-After) past the league's share of the render pool; 500 RENDER_FAILED when rendering fails. */
export const renderErrorResponses = {
  500: { description: 'RENDER_FAILED: the document could not be prepared; logged', content: problemContent },
  503: {
    description: 'RENDER_BUSY: too many documents of this league at once; `Retry-After` says when to retry',
    content: problemContent,
  },
}
