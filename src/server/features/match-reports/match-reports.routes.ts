/** The match report (acta, decision 0051): submit, confirm, dispute, resolve, the league's queue, and the PDF. */
import { createRoute, z } from '@hono/zod-openapi'
import {
  ConfirmReportInputSchema,
  DisputeReportInputSchema,
  GameReportSchema,
  REPORT_STATUSES,
  ReportQueueItemSchema,
  ResolveReportInputSchema,
  SubmitReportInputSchema,
} from '#domain/match-reports/report.schema.ts'
import { requireRole, requireRoleOrDelegate } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema, problemContent } from '#server/lib/openapi.ts'
import type { RenderPool } from '#server/lib/render-pool.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { confirmReport, disputeReport, resolveReport, submitReport } from './report-actions.ts'
import { getReportDocument } from './report-document.ts'
import { guardReportedGameWrite } from './report-guard.ts'
import { listReports } from './report-queue.ts'

const answerResponses = {
  200: jsonResponse('The report', GameReportSchema),
  400: errorResponses[400],
  403: errorResponses[403],
  404: errorResponses[404],
  409: errorResponses[409],
}

const QueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'validation.invalid_option' }).default('disputed'),
})

const LangQuerySchema = z.object({ lang: z.enum(['es', 'en']).optional() })
const pdfContent = { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } }

export function createMatchReportsRoutes({ db, live, renders }: { db: Db; live: LiveHub; renders: RenderPool }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/games/{id}/report.pdf',
        tags: ['match-reports'],
        summary:
          'The match report as filed (A4 PDF): teams, score, line-ups, goals with minutes, cards with reasons, remarks, who submitted and confirmed it and when, in the league’s time zone. For the staff, the game’s delegates and its referee',
        request: { params: EntityParamsSchema, query: LangQuerySchema },
        responses: {
          200: { description: 'The report', content: pdfContent },
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
          500: { description: 'RENDER_FAILED', content: problemContent },
          503: { description: 'RENDER_BUSY', content: problemContent },
        },
      }),
      async (c) => {
        const org = c.get('org')
        const lang = await organizationLang(db, org.id, c.req.valid('query').lang ?? 'es')
        const document = await getReportDocument({
          db,
          organizationId: org.id,
          gameId: c.req.valid('param').id,
          scope: org,
          userId: c.get('actor').userId,
        })
        const bytes = await renders.run(org.id, { kind: 'matchReport', document, lang })
        return new Response(new Uint8Array(bytes), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${lang === 'en' ? 'match-report' : 'acta'}.pdf"`,
            'cache-control': 'private, no-store',
          },
        })
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/report/submit',
        tags: ['match-reports'],
        summary:
          'The appointed referee submits the match report with remarks (open → submitted); the teams’ window (`reportConfirmHours`) starts. 409 REPORT_SUBMITTED when already submitted, REPORT_NONE when the game has no appointed referee',
        middleware: [guardReportedGameWrite(db, 'admin', { referee: true })] as const,
        request: { params: EntityParamsSchema, ...jsonBody(SubmitReportInputSchema) },
        responses: answerResponses,
      }),
      async (c) => {
        const org = c.get('org')
        const report = await submitReport({
          db,
          live,
          organizationId: org.id,
          gameId: c.req.valid('param').id,
          userId: c.get('actor').userId,
          remarks: c.req.valid('json').remarks,
        })
        return c.json(report, 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/report/confirm',
        tags: ['match-reports'],
        summary:
          'A side confirms the submitted report: a delegate for their team (`side` may be left out; the other team’s is 403), an admin or manager for the side named. Both sides confirmed: the result is confirmed and the report locked',
        middleware: [requireRoleOrDelegate('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(ConfirmReportInputSchema) },
        responses: answerResponses,
      }),
      async (c) => {
        const org = c.get('org')
        const { id } = c.req.valid('param')
        const { side } = c.req.valid('json')
        return c.json(await confirmReport({ db, live, organizationId: org.id, gameId: id, scope: org, side }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/report/dispute',
        tags: ['match-reports'],
        summary:
          'A side disputes the submitted report with a reason (same rules as confirm) within the tournament’s `reportConfirmHours` (409 REPORT_WINDOW_CLOSED after): the report waits in the league’s queue for an admin or manager',
        middleware: [requireRoleOrDelegate('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(DisputeReportInputSchema) },
        responses: answerResponses,
      }),
      async (c) => {
        const org = c.get('org')
        const { id } = c.req.valid('param')
        const { side, reason } = c.req.valid('json')
        return c.json(
          await disputeReport({ db, live, organizationId: org.id, gameId: id, scope: org, side, reason }),
          200,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/report/resolve',
        tags: ['match-reports'],
        summary:
          'An admin or manager resolves a disputed report (after any corrections): the result is confirmed and the report locked. 409 REPORT_NOT_DISPUTED',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(ResolveReportInputSchema) },
        responses: answerResponses,
      }),
      async (c) =>
        c.json(
          await resolveReport({ db, live, organizationId: c.get('org').id, gameId: c.req.valid('param').id }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/match-reports',
        tags: ['match-reports'],
        summary: 'The league’s match reports in one state (default `disputed`: the admin’s queue), oldest first',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, query: QueueQuerySchema },
        responses: {
          200: jsonResponse('The reports', z.object({ items: z.array(ReportQueueItemSchema) })),
          400: errorResponses[400],
          403: errorResponses[403],
        },
      }),
      async (c) => c.json({ items: await listReports(db, c.get('org').id, c.req.valid('query').status) }, 200),
    )
}
