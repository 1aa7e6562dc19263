/** The standings feature's public module: what other features may import from it (decision 0029). */
export { getScorers, rankBy } from './scorers-discipline.service.ts'
export { getStandings, hasStandingsOf, noteGameChanged, standingsStampSql } from './standings.service.ts'
