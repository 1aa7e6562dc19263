import { createRoute, z } from '@hono/zod-openapi'
import { OfficialsMonthSchema, StatementQuerySchema, StatementSchema } from '#domain/officials/official.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { CONTENT_TYPES, writeTable } from '#server/features/exports/exports.api.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import { requireManagerOrReferee } from './officials.routes.ts'
import { assertActsAs } from './officials.service.ts'
import { getOfficialsMonth, getStatement, statementTable } from './statement.service.ts'

const StatementCsvQuerySchema = StatementQuerySchema.extend({ lang: z.enum(['es', 'en']).optional() })

/** What the league owes its officials (decision 0050): one official's statement, and every official's month. */
export function createStatementRoutes({ db }: { db: Db }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/officials/{id}/statement',
        tags: ['officials'],
        summary:
          'The games the official worked between two days (accepted appointments to games confirmed played), the fee of each and the total, in minor units (the official or an admin or manager)',
        middleware: [requireManagerOrReferee] as const,
        request: { params: EntityParamsSchema, query: StatementQuerySchema },
        responses: {
          200: jsonResponse('The statement', StatementSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const org = c.get('org')
        const { id } = c.req.valid('param')
        assertActsAs(org, id)
        return c.json(await getStatement({ db, organizationId: org.id, id, ...c.req.valid('query') }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/officials/{id}/statement.csv',
        tags: ['officials'],
        summary: 'The statement as CSV (cells neutralised as in every export)',
        middleware: [requireManagerOrReferee] as const,
        request: { params: EntityParamsSchema, query: StatementCsvQuerySchema },
        responses: {
          200: { description: 'CSV, UTF-8 with a BOM', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const org = c.get('org')
        const { id } = c.req.valid('param')
        assertActsAs(org, id)
        const { lang = 'es', from, to } = c.req.valid('query')
        const statement = await getStatement({ db, organizationId: org.id, id, from, to })
        const table = await statementTable(db, org.id, statement, await organizationLang(db, org.id, lang))
        return new Response(await writeTable(table, 'csv', lang), {
          status: 200,
          headers: {
            'content-type': CONTENT_TYPES.csv,
            'content-disposition': `attachment; filename="statement-${from}-${to}.csv"`,
            'cache-control': 'private, no-store',
          },
        })
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/official-fees',
        tags: ['officials'],
        summary: 'Every official’s appointments, games worked and fees between two days (the "Referees" page)',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, query: StatementQuerySchema },
        responses: {
          200: jsonResponse('Each official', OfficialsMonthSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await getOfficialsMonth({ db, organizationId: c.get('org').id, ...c.req.valid('query') }), 200),
    )
}
