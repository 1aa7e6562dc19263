import { createRoute, z } from '@hono/zod-openapi'
import { LedgerExportQuerySchema } from '#domain/money/money.schema.ts'
import { refuseDelegate } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { moneyBalancesTable, moneyLedgerTable, requireMoneyRole } from '#server/features/money/money.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import type { ServerLang } from '#server/i18n/server-messages.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, OrgParamsSchema, renderErrorResponses } from '#server/lib/openapi.ts'
import type { RenderPool } from '#server/lib/render-pool.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import {
  type ExportLanguage,
  exportGames,
  exportPlayers,
  exportScorers,
  exportStandings,
  exportTeams,
} from './exports.service.ts'
import { CONTENT_TYPES, SPREADSHEET_FORMATS, type SpreadsheetFormat, type Table } from './spreadsheet.ts'

const LangQuerySchema = z.object({ lang: z.enum(['es', 'en']).optional() })

/** A file name for Content-Disposition: letters, digits and hyphens (the header has no room for the rest). */
function fileNameOf(name: string, format: SpreadsheetFormat): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${base || 'export'}.${format}`
}

/** The file, written on the render pool (decision 0043): a big league's workbook is seconds of CPU. */
async function send(
  renders: RenderPool,
  organizationId: string,
  table: Table,
  format: SpreadsheetFormat,
  lang: ExportLanguage,
) {
  const bytes = await renders.run(organizationId, { kind: 'spreadsheet', table, format, lang })
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="${fileNameOf(table.name, format)}"`,
      'cache-control': 'private, no-store',
    },
  })
}

const fileResponse = (format: SpreadsheetFormat) => ({
  description: format === 'csv' ? 'CSV, UTF-8 with a BOM' : 'An Excel workbook',
  content: { [CONTENT_TYPES[format].split(';')[0] as string]: { schema: z.string().openapi({ format: 'binary' }) } },
})

type OrgExport = (scope: { db: Db; organizationId: string; lang: ExportLanguage }) => Promise<Table>
type TournamentExport = (scope: {
  db: Db
  organizationId: string
  lang: ExportLanguage
  /** the league's variant of `lang`: es-AR in an Argentine league (decision 0042) */
  words: ServerLang
  tournamentId: string
  timeZone: string
}) => Promise<Table>

const ORG_EXPORTS: [string, string, OrgExport][] = [
  ['players', 'The players, in the import’s columns (export, edit, import again)', exportPlayers],
  ['teams', 'The teams with their number of players', exportTeams],
  ['balances', 'Every team’s balance (league money, decision 0048): admins, managers, treasurers', moneyBalancesTable],
]
const TOURNAMENT_EXPORTS: [string, string, TournamentExport][] = [
  ['standings', 'The standings of every group', exportStandings],
  ['games', 'The games in fixture order, dates in the league’s time zone', exportGames],
  ['scorers', 'The top scorers', exportScorers],
]

/** Mounted after organizations' routes (requireOrg). Any member may export what they can read. */
export function createExportsRoutes({ db, renders }: { db: Db; renders: RenderPool }) {
  const router = createRouter()
  for (const format of SPREADSHEET_FORMATS) {
    for (const [name, summary, build] of ORG_EXPORTS) {
      router.openapi(
        createRoute({
          method: 'get',
          path: `/orgs/{orgId}/${name}.${format}`,
          tags: ['exports'],
          summary: `${summary} (${format.toUpperCase()})`,
          // the players' file holds every team's private data: not a delegate's (decision 0039)
          middleware:
            name === 'players'
              ? ([refuseDelegate] as const)
              : name === 'balances'
                ? ([requireMoneyRole] as const)
                : undefined,
          request: { params: OrgParamsSchema, query: LangQuerySchema },
          responses: {
            200: fileResponse(format),
            403: errorResponses[403],
            404: errorResponses[404],
            ...renderErrorResponses,
          },
        }),
        async (c) => {
          const lang = c.req.valid('query').lang ?? 'es'
          const organizationId = c.get('org').id
          return send(renders, organizationId, await build({ db, organizationId, lang }), format, lang)
        },
      )
    }
    router.openapi(
      createRoute({
        method: 'get',
        path: `/orgs/{orgId}/ledger.${format}`,
        tags: ['exports'],
        summary: `Every ledger entry dated from \`from\` to \`to\` (league money, decision 0048): admins, managers, treasurers (${format.toUpperCase()})`,
        middleware: [requireMoneyRole] as const,
        request: { params: OrgParamsSchema, query: LedgerExportQuerySchema },
        responses: {
          200: fileResponse(format),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          ...renderErrorResponses,
        },
      }),
      async (c) => {
        const { from, to, lang = 'es' } = c.req.valid('query')
        const organizationId = c.get('org').id
        return send(
          renders,
          organizationId,
          await moneyLedgerTable({ db, organizationId, lang, from, to }),
          format,
          lang,
        )
      },
    )
    for (const [name, summary, build] of TOURNAMENT_EXPORTS) {
      router.openapi(
        createRoute({
          method: 'get',
          path: `/orgs/{orgId}/tournaments/{id}/${name}.${format}`,
          tags: ['exports'],
          summary: `${summary} (${format.toUpperCase()})`,
          request: { params: EntityParamsSchema, query: LangQuerySchema },
          responses: { 200: fileResponse(format), 404: errorResponses[404], ...renderErrorResponses },
        }),
        async (c) => {
          const lang = c.req.valid('query').lang ?? 'es'
          const organizationId = c.get('org').id
          const timeZone = await organizationTimeZone(db, organizationId)
          const words = await organizationLang(db, organizationId, lang)
          const tournamentId = c.req.valid('param').id
          const table = await build({ db, organizationId, lang, words, tournamentId, timeZone })
          return send(renders, organizationId, table, format, lang)
        },
      )
    }
  }
  return router
}
