/** The standings feature's public module: what other features may import from it (decision 0029). */
export {
  getScorers,
  getStandings,
  hasStandingsOf,
  noteGameChanged,
  rankBy,
  standingsStampSql,
} from './standings.service.ts'
