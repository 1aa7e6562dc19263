/**
 * The match report's public module (decision 0029): the games feature guards its writes with the report
 * (guardReportedGameWrite) and shows the report on the game sheet (getGameReport).
 */
export { guardReportedGameWrite } from './report-guard.ts'
export { getGameReport } from './report-store.ts'
