/**
 * What the render pool's worker threads run (lib/render-pool.ts): the heavy, CPU-bound renderings (match sheets as
 * PDF, a day's programme, share images as PNG, the exports' spreadsheets), away from the event loop. Each job names its kind; its input and its output cross the thread boundary by structured clone
 * (plain data and bytes only).
 */

import type { SpreadsheetFormat, Table } from '#server/features/exports/spreadsheet.ts'
import type { ReportDocument } from '#server/features/match-reports/report-document.ts'
import type { ReceiptView, StatementView } from '#server/features/money/money-pdf.ts'
import type { TeamCards } from '#server/features/player-cards/player-cards.service.ts'
import type { ShareImageView } from '#server/features/public/share-images/share-views.ts'
import type { ProgrammeGame } from '#server/features/sheets/day-programme.service.ts'
import type { SheetLanguage } from '#server/features/sheets/match-sheet-pdf.ts'
import type { MatchSheet, SheetLeague } from '#server/features/sheets/sheets.service.ts'

export type RenderJob =
  | { kind: 'matchSheets'; sheets: MatchSheet[]; league: SheetLeague; lang: SheetLanguage }
  | { kind: 'dayProgramme'; games: ProgrammeGame[]; league: SheetLeague; day: string; lang: SheetLanguage }
  | { kind: 'sharePng'; view: ShareImageView }
  | { kind: 'teamCards'; cards: TeamCards; lang: SheetLanguage }
  /** the match report as filed (decision 0051) */
  | { kind: 'matchReport'; document: ReportDocument; lang: SheetLanguage }
  | { kind: 'receipt'; receipt: ReceiptView; lang: SheetLanguage }
  | { kind: 'statement'; statement: StatementView; lang: SheetLanguage }
  /** an export's table as CSV or XLSX: ExcelJS takes seconds of CPU for a big league's players (decision 0043) */
  | { kind: 'spreadsheet'; table: Table; format: SpreadsheetFormat; lang: 'es' | 'en' }
  /** for tests: fails, or keeps its thread busy for `ms` */
  | { kind: 'fail'; message: string }
  | { kind: 'spin'; ms: number }

/**
 * Each kind's renderer is loaded when a job of that kind first comes: a thread that only prints match sheets does not
 * hold the spreadsheet writer and the share images' engines (decision 0043).
 */
export default async function render(job: RenderJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'matchSheets': {
      const { renderMatchSheets } = await import('#server/features/sheets/match-sheet-pdf.ts')
      return new Uint8Array(await renderMatchSheets(job.sheets, job.league, job.lang))
    }
    case 'dayProgramme': {
      const { renderDayProgramme } = await import('#server/features/sheets/day-programme-pdf.ts')
      return new Uint8Array(await renderDayProgramme(job.games, job.league, job.day, job.lang))
    }
    case 'teamCards': {
      const { renderTeamCards } = await import('#server/features/player-cards/cards-pdf.ts')
      return new Uint8Array(await renderTeamCards(job.cards, job.lang))
    }
    case 'sharePng': {
      const { drawSharePng } = await import('#server/features/public/share-images/draw-share-image.ts')
      return drawSharePng(job.view)
    }
    case 'matchReport': {
      const { renderMatchReport } = await import('#server/features/match-reports/report-pdf.ts')
      return new Uint8Array(await renderMatchReport(job.document, job.lang))
    }
    case 'receipt': {
      const { renderReceipt } = await import('#server/features/money/money-pdf.ts')
      return new Uint8Array(await renderReceipt(job.receipt, job.lang))
    }
    case 'statement': {
      const { renderStatement } = await import('#server/features/money/money-pdf.ts')
      return new Uint8Array(await renderStatement(job.statement, job.lang))
    }
    case 'spreadsheet': {
      const { writeTable } = await import('#server/features/exports/spreadsheet.ts')
      return writeTable(job.table, job.format, job.lang)
    }
    case 'fail':
      throw new Error(job.message)
    case 'spin': {
      const until = Date.now() + job.ms
      while (Date.now() < until) {
        // busy on purpose: a slow rendering
      }
      return new Uint8Array(0)
    }
  }
}
