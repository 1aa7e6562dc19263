import { createRoute, z } from '@hono/zod-openapi'
import { DateSchema } from '#domain/lists/list.schema.ts'
import { refuseDelegate } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, OrgParamsSchema, renderErrorResponses } from '#server/lib/openapi.ts'
import type { RenderPool } from '#server/lib/render-pool.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { Storage } from '#server/storage/storage.ts'
import { findDayProgramme } from './day-programme.service.ts'
import type { SheetLanguage } from './match-sheet-pdf.ts'
import { findRoundMatchSheets, getMatchSheet, getSheetLeague } from './sheets.service.ts'

const LangQuerySchema = z.object({ lang: z.enum(['es', 'en']).optional() })
const RoundQuerySchema = LangQuerySchema.extend({ round: idParam })
const DayQuerySchema = LangQuerySchema.extend({
  // the league's calendar day, e.g. 2026-10-03
  date: DateSchema,
})
const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
})

function pdf(bytes: Uint8Array, filename: string) {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename}"`,
      // rosters, DNIs and suspensions: never kept by a shared cache
      'cache-control': 'private, no-store',
    },
  })
}

/**
 * Mounted after organizations' routes (requireOrg). Any member may print a sheet. The PDFs are rendered on the render
 * pool's worker threads (lib/render-pool.ts, decision 0043), never on the event loop.
 */
export function createSheetsRoutes({ db, storage, renders }: { db: Db; storage: Storage; renders: RenderPool }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/games/{id}/sheet.pdf',
        tags: ['sheets'],
        summary:
          'The printable match sheet (A4 PDF): both rosters with numbers, DNI and signature boxes, suspended players marked, players one yellow from a suspension flagged, boxes for score, goals, cards, referee and remarks',
        // a sheet lists both teams' DNIs: not a delegate's to print (decision 0039)
        middleware: [refuseDelegate] as const,
        request: { params: EntityParamsSchema, query: LangQuerySchema },
        responses: {
          200: pdfResponse('The sheet'),
          403: errorResponses[403],
          404: errorResponses[404],
          ...renderErrorResponses,
        },
      }),
      async (c) => {
        const organizationId = c.get('org').id
        const lang: SheetLanguage = await organizationLang(db, organizationId, c.req.valid('query').lang ?? 'es')
        // the league's render slot first, then the data (lib/render-pool.ts)
        const bytes = await renders.run(organizationId, async () => {
          const [sheet, league] = await Promise.all([
            getMatchSheet({ db, organizationId, id: c.req.valid('param').id }),
            getSheetLeague({ db, storage, organizationId }),
          ])
          return { kind: 'matchSheets', sheets: [sheet], league, lang }
        })
        return pdf(bytes, `${lang === 'en' ? 'match-sheet' : 'planilla'}.pdf`)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/sheets.pdf',
        tags: ['sheets'],
        summary: 'The match sheets of every game of a round (`round`), one game a page',
        middleware: [refuseDelegate] as const,
        request: { params: EntityParamsSchema, query: RoundQuerySchema },
        responses: {
          200: pdfResponse('The sheets'),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          ...renderErrorResponses,
        },
      }),
      async (c) => {
        const organizationId = c.get('org').id
        const { lang: asked = 'es', round } = c.req.valid('query')
        const lang = await organizationLang(db, organizationId, asked)
        const bytes = await renders.run(organizationId, async () => {
          const [sheets, league] = await Promise.all([
            findRoundMatchSheets({ db, organizationId, tournamentId: c.req.valid('param').id, roundId: round }),
            getSheetLeague({ db, storage, organizationId }),
          ])
          return { kind: 'matchSheets', sheets, league, lang }
        })
        return pdf(bytes, `${lang === 'en' ? 'match-sheets' : 'planillas'}.pdf`)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/programme.pdf',
        tags: ['sheets'],
        summary:
          "The day's programme (A4 PDF, decision 0042): every game of `date` (the league's calendar day), any tournament, by venue, time and field, for the venue's notice board",
        request: { params: OrgParamsSchema, query: DayQuerySchema },
        responses: {
          200: pdfResponse('The programme'),
          400: errorResponses[400],
          404: errorResponses[404],
          ...renderErrorResponses,
        },
      }),
      async (c) => {
        const organizationId = c.get('org').id
        const { lang: asked = 'es', date } = c.req.valid('query')
        const [lang, league] = await Promise.all([
          organizationLang(db, organizationId, asked),
          getSheetLeague({ db, storage, organizationId }),
        ])
        const name = `${lang === 'en' ? 'programme' : 'programa'}-${date}.pdf`
        const bytes = await renders.run(organizationId, async () => {
          const games = await findDayProgramme({ db, organizationId, day: date, timeZone: league.timeZone })
          return { kind: 'dayProgramme', games, league, day: date, lang }
        })
        return pdf(bytes, name)
      },
    )
}
