import { createRoute, z } from '@hono/zod-openapi'
import { CSV_TYPE, ImportQuerySchema, ImportReportSchema, XLSX_TYPE } from '#domain/imports/import.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { CONTENT_TYPES, SPREADSHEET_FORMATS, writeTable } from '#server/features/exports/exports.api.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { importPlayers, importTeams } from './imports.service.ts'
import { readTableOffThread } from './read-table-off-thread.ts'

/**
 * The types a spreadsheet arrives with: CSV (also as Windows browsers label a .csv file: application/vnd.ms-excel,
 * and as plain text) and XLSX. What the bytes are is then decided by their content (read-table.ts).
 */
const ACCEPTED_TYPES = new Set([
  CSV_TYPE,
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  XLSX_TYPE,
  'application/octet-stream',
])

/** The columns of the templates: the export's for players (so export → edit → import round-trips). */
const TEMPLATE_COLUMNS = {
  players: {
    es: ['Nombre', 'Apellido', 'DNI', 'Fecha de nacimiento', 'Correo', 'Teléfono', 'Equipo', 'Dorsal', 'Posición'],
    en: ['First name', 'Last name', 'DNI', 'Birth date', 'Email', 'Phone', 'Team', 'Jersey number', 'Position'],
  },
  teams: { es: ['Nombre', 'Alias'], en: ['Name', 'Alias'] },
} as const
const TEMPLATE_NAMES = {
  players: { es: 'plantilla-jugadores', en: 'players-template' },
  teams: { es: 'plantilla-equipos', en: 'teams-template' },
} as const

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: errorResponses[400].content['application/problem+json'].schema } },
})

const fileBody = {
  body: {
    required: true,
    description: 'The file itself: CSV (UTF-8 with or without BOM, or Windows-1252; `,` or `;`) or XLSX (first sheet)',
    content: {
      [CSV_TYPE]: { schema: z.string().openapi({ format: 'binary' }) },
      [XLSX_TYPE]: { schema: z.string().openapi({ format: 'binary' }) },
    },
  },
}

const IMPORTERS = { players: importPlayers, teams: importTeams } as const

/** Mounted after organizations' routes (requireOrg). Imports: managers and admins; templates: any member. */
export function createImportsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  const router = createRouter()
  for (const kind of ['players', 'teams'] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/orgs/{orgId}/imports/${kind}`,
        tags: ['imports'],
        summary:
          kind === 'players'
            ? 'Import players from a spreadsheet: matched by DNI (update, unchanged) or created, and added to the named team; `dryRun=true` previews'
            : 'Import teams from a spreadsheet: matched by name (case and accents ignored) or created; `dryRun=true` previews',
        description:
          'Row 1 is the header (Spanish or English names; other columns are listed in `ignoredColumns` and, each with a message, in `warnings`). Without `dryRun` all or nothing: any row with an error, or warnings without `acceptWarnings=true`, answers 422 with the same report and writes nothing. `createTeams=true` (players) creates the teams the file names and the league lacks (`missingTeams`). Messages are in `lang` (default es).',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, query: ImportQuerySchema, ...fileBody },
        responses: {
          200: jsonResponse('The report (a dry run: what would be done)', ImportReportSchema),
          400: problem(
            'Empty file (IMPORT_EMPTY), no header row (IMPORT_NO_HEADER), neither CSV nor XLSX (IMPORT_UNREADABLE)',
          ),
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
          413: problem(
            'More than 5 MB (PAYLOAD_TOO_LARGE), 5,000 rows (IMPORT_TOO_MANY_ROWS) or 100 columns (IMPORT_TOO_MANY_COLUMNS), or a workbook too large unpacked (IMPORT_TOO_COMPLEX)',
          ),
          415: problem('Not a CSV or XLSX content type'),
          422: jsonResponse(
            'Some rows have errors, or columns left out were not acknowledged: the report; nothing was written',
            ImportReportSchema,
          ),
        },
      }),
      async (c) => {
        const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
        if (!ACCEPTED_TYPES.has(type)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', { detail: `Send the file as ${CSV_TYPE} or ${XLSX_TYPE}.` })
        }
        const query = c.req.valid('query')
        const { table } = await readTableOffThread(new Uint8Array(await c.req.arrayBuffer()))
        const { report, isRefused } = await IMPORTERS[kind]({
          db,
          live,
          organizationId: c.get('org').id,
          lang: await organizationLang(db, c.get('org').id, query.lang ?? 'es'),
          dryRun: query.dryRun === 'true',
          acceptWarnings: query.acceptWarnings === 'true',
          createTeams: query.createTeams === 'true',
          table,
        })
        return c.json(report, isRefused ? 422 : 200)
      },
    )
    for (const format of SPREADSHEET_FORMATS) {
      router.openapi(
        createRoute({
          method: 'get',
          path: `/orgs/{orgId}/imports/${kind}/template.${format}`,
          tags: ['imports'],
          summary: `An empty ${format.toUpperCase()} with the columns the ${kind} import reads, in Spanish or English`,
          request: { params: OrgParamsSchema, query: z.object({ lang: z.enum(['es', 'en']).optional() }) },
          responses: {
            200: {
              description: 'The template',
              content: {
                [CONTENT_TYPES[format].split(';')[0] as string]: { schema: z.string().openapi({ format: 'binary' }) },
              },
            },
            404: errorResponses[404],
          },
        }),
        async (c) => {
          const lang = c.req.valid('query').lang ?? 'es'
          const name = TEMPLATE_NAMES[kind][lang]
          const bytes = await writeTable({ name, header: [...TEMPLATE_COLUMNS[kind][lang]], rows: [] }, format, lang)
          return new Response(bytes, {
            status: 200,
            headers: {
              'content-type': CONTENT_TYPES[format],
              'content-disposition': `attachment; filename="${name}.${format}"`,
              'cache-control': 'private, no-store',
            },
          })
        },
      )
    }
  }
  return router
}
