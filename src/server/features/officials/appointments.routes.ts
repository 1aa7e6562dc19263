import { createRoute, z } from '@hono/zod-openapi'
import { Hono } from 'hono'
import {
  CalendarTokenSchema,
  GameOfficialsInputSchema,
  GameOfficialsSchema,
  MyAppointmentsSchema,
  RespondInputSchema,
} from '#domain/officials/official.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { type AppEnv, createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { respondToAppointment, setGameOfficials } from './appointments.service.ts'
import { findMyGames } from './my-games.service.ts'
import { officialCalendar, renewCalendarToken } from './official-calendar.service.ts'
import { requireManagerOrReferee, requireOfficial } from './officials.routes.ts'

/** Appointments, answers, "My games" and an official's calendar address (decision 0050). */
export function createAppointmentsRoutes({
  db,
  live,
  mailer,
  baseURL,
}: {
  db: Db
  live: LiveHub
  mailer: Mailer
  baseURL: string
}) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'put',
        path: '/orgs/{orgId}/games/{id}/officials',
        tags: ['officials'],
        summary:
          'Appoint the game’s referee (null: none) and assistants at once; new or changed appointments are pending and the official is e-mailed. 409 OFFICIAL_BUSY (another game of theirs overlaps, the tournament’s matchMinutes) or OFFICIAL_UNAVAILABLE (a day they marked); `allowOverlap: true` saves anyway',
        middleware: [requireRole('manager')] as const,
        request: {
          params: EntityParamsSchema,
          query: z.object({ lang: z.enum(['es', 'en']).optional() }),
          ...jsonBody(GameOfficialsInputSchema),
        },
        responses: {
          200: jsonResponse('The game’s officials', GameOfficialsSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        const lang = c.req.valid('query').lang
        const data = c.req.valid('json')
        const organizationId = c.get('org').id
        return c.json(await setGameOfficials({ db, live, mailer, baseURL, organizationId, id, data, lang }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/officials/respond',
        tags: ['officials'],
        summary: 'The appointed official accepts or declines (403 for anyone not appointed to the game)',
        middleware: [requireOfficial] as const,
        request: { params: EntityParamsSchema, ...jsonBody(RespondInputSchema) },
        responses: {
          200: jsonResponse('The game’s officials', GameOfficialsSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const org = c.get('org')
        const { id } = c.req.valid('param')
        const { accept } = c.req.valid('json')
        return c.json(await respondToAppointment({ db, live, organizationId: org.id, id, accept, scope: org }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/my-games',
        tags: ['officials'],
        summary: 'The caller’s appointments as an official (none for a member who is not a referee)',
        request: { params: OrgParamsSchema },
        responses: { 200: jsonResponse('My games', MyAppointmentsSchema), 404: errorResponses[404] },
      }),
      async (c) => {
        const org = c.get('org')
        return c.json(await findMyGames({ db, organizationId: org.id, scope: org }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/officials/{id}/calendar-token',
        tags: ['officials'],
        summary:
          'A new secret calendar address of the official’s appointments (the official or an admin or manager); the previous one stops working',
        middleware: [requireManagerOrReferee] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The address', CalendarTokenSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const org = c.get('org')
        const { id } = c.req.valid('param')
        return c.json(await renewCalendarToken({ db, organizationId: org.id, id, scope: org, baseURL }), 200)
      },
    )
}

/** `GET /api/officials/calendar/{token}.ics`: no session, the secret token is the key (decision 0050). */
export function createOfficialCalendarRoutes({ db, baseURL }: { db: Db; baseURL: string }) {
  return new Hono<AppEnv>().get('/officials/calendar/:file', async (c) => {
    const file = c.req.param('file')
    if (!file.endsWith('.ics')) throw new AppError('NOT_FOUND')
    const text = await officialCalendar({ db, token: file.slice(0, -4), baseURL })
    return c.body(text, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    })
  })
}
