/**
 * Spreadsheet import (decision 0023): the answer of `POST /api/orgs/{orgId}/imports/players|teams`, shared by server and
 * client. `row` is the spreadsheet's row number (the header is row 1); `column` is the header as written in the file;
 * `code` is an i18n key (`validation.*`, `imports.errors.*`) and `message` its translation in the request's language.
 * Beyond the shape, `columns` and each row's `cells` give what the server read (decoding, XLSX dates), so a
 * preview shows the file as the import sees it without reading spreadsheets in the browser (decision 0023).
 */
import { z } from 'zod'

export const IMPORT_KINDS = ['players', 'teams'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

/** The largest file and the most data rows one import takes (413 beyond). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const IMPORT_MAX_ROWS = 5000
/** The most columns a file may use (a cell with a value beyond answers IMPORT_TOO_MANY_COLUMNS; decision 0035). */
export const IMPORT_MAX_COLUMNS = 100

export const CSV_TYPE = 'text/csv'
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const
export type ImportAction = (typeof IMPORT_ACTIONS)[number]

export const ImportCellErrorSchema = z.object({
  column: z.string(),
  code: z.string(),
  message: z.string(),
})
export type ImportCellError = z.infer<typeof ImportCellErrorSchema>

export const ImportRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** players import: the player created or updated (absent on a dry run's creations and on errors) */
  playerId: z.string().optional(),
  /** teams import: the team created or updated */
  teamId: z.string().optional(),
  errors: z.array(ImportCellErrorSchema),
  /** the row's cells as the import read them, one per entry of `columns` ('' for an empty cell): for a preview */
  cells: z.array(z.string()),
})
export type ImportRow = z.infer<typeof ImportRowSchema>

export const ImportReportSchema = z.object({
  rows: z.array(ImportRowSchema),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** headers of the file that match no column (left out of the import) */
  ignoredColumns: z.array(z.string()),
  /**
   * One per ignored column, to be acknowledged (`acceptWarnings=true`) before the import writes (decision 0041):
   * `code` `imports.warnings.did_you_mean` (`field` is the column it resembles), `.duplicate` (a second column for
   * `field`) or `.ignored`; `message` in the request's language.
   */
  warnings: z.array(
    z.object({ column: z.string(), code: z.string(), field: z.string().optional(), message: z.string() }),
  ),
  /** players import: the team names the file uses that the league lacks (`createTeams=true` creates them) */
  missingTeams: z.array(z.string()),
  /** the file's header row as read (an error's `column` is one of them), for a preview */
  columns: z.array(z.string()),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

export const ImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional(),
  lang: z.enum(['es', 'en']).optional(),
  /** players import: create the teams the file names and the league lacks (otherwise each such row is an error) */
  createTeams: z.enum(['true', 'false']).optional(),
  /** the columns left out (`warnings`) were seen: without it, an import with warnings writes nothing (422) */
  acceptWarnings: z.enum(['true', 'false']).optional(),
})
