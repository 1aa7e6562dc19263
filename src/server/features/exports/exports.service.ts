/**
 * The tables a league takes away as spreadsheets: players (in the import's columns, so export → edit → import
 * round-trips), teams, and a tournament's standings, games and scorers. Read through the features' own services.
 */
import { WALKOVER_LABEL } from '#domain/games/walkover.ts'
import type { Page } from '#domain/lists/list.schema.ts'
import { wallClockIn } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { findGames } from '#server/features/games/games.api.ts'
import { findPlayers } from '#server/features/players/players.api.ts'
import { getScorers, getStandings } from '#server/features/standings/standings.api.ts'
import { findTeams } from '#server/features/teams/teams.api.ts'
import { fill, messagesOf, type ServerLang } from '#server/i18n/server-messages.ts'
import { getTournamentWithSettings } from '#server/lib/competition/game-view.ts'
import { compareNames } from '#server/lib/search.ts'
import type { Cell, Table } from './spreadsheet.ts'

export type ExportLanguage = 'es' | 'en'

/** The players' columns, as the import reads them (it also takes the other language's). */
export const PLAYER_COLUMNS = {
  es: messagesOf('es').exports.playerColumns,
  en: messagesOf('en').exports.playerColumns,
} as const

/**
 * The sheets' names and headers: the server catalogue's `exports.*` (src/server/i18n, decision 0042); an Argentine
 * league's tournament sheets say "Fecha" and "Zona" where Spain's say "Jornada" and "Grupo" (`words`).
 */
const LABELS = {
  es: messagesOf('es').exports,
  'es-AR': messagesOf('es-AR').exports,
  en: messagesOf('en').exports,
} as const

/** Every item of a keyset-paged list. */
async function everything<T>(read: (cursor: string | undefined) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = []
  let cursor: string | undefined
  do {
    const page = await read(cursor)
    items.push(...page.items)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return items
}

const listQuery = (cursor: string | undefined) => ({ limit: 100, ...(cursor ? { cursor } : {}) })

type Scope = { db: Db; organizationId: string; lang: ExportLanguage }

export async function exportPlayers({ db, organizationId, lang }: Scope): Promise<Table> {
  const players = await everything((cursor) => findPlayers({ db, organizationId, query: listQuery(cursor) }))
  players.sort((a, b) => compareNames(a.lastname, b.lastname) || compareNames(a.firstname, b.firstname))
  return {
    name: LABELS[lang].players,
    header: [...PLAYER_COLUMNS[lang]],
    rows: players.map((p) => [
      p.firstname,
      p.lastname,
      p.dni,
      p.birthDate ? { date: p.birthDate } : null,
      p.email,
      p.phone,
      p.teams.map((t) => t.name).join('; ') || null,
      p.jerseyNumber,
      p.position,
    ]),
  }
}

export async function exportTeams({ db, organizationId, lang }: Scope): Promise<Table> {
  const teams = await everything((cursor) => findTeams({ db, organizationId, query: listQuery(cursor) }))
  teams.sort((a, b) => compareNames(a.name, b.name))
  return {
    name: LABELS[lang].teams,
    header: [...LABELS[lang].teamColumns],
    rows: teams.map((t) => [t.name, t.alias, t.playerCount]),
  }
}

/** `words`: the league's variant of `lang` (organizationLang), for the words of a tournament's sheets. */
type TournamentScope = Scope & { tournamentId: string; words?: ServerLang }

async function tournamentName({ db, organizationId, tournamentId }: TournamentScope) {
  return (await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })).row.name
}

export async function exportStandings(scope: TournamentScope): Promise<Table> {
  const { db, organizationId, tournamentId, lang, words = lang } = scope
  const standings = await getStandings({ db, organizationId, tournamentId })
  return {
    name: `${LABELS[words].standings} ${await tournamentName(scope)}`,
    header: [...LABELS[words].standingsColumns],
    rows: standings.groups.flatMap((group) =>
      group.rows.map((r): Cell[] => [
        group.name,
        r.position,
        r.withdrawn ? `${r.teamName} (${LABELS[words].withdrawn})` : r.teamName,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.goalsFor,
        r.goalsAgainst,
        r.goalDifference,
        r.points,
        r.pointAdjustment,
        r.fairPlayPoints,
      ]),
    ),
  }
}

/** A game's day and time in the league's zone (no time when it is hidden). */
function dayAndTime(playAt: string | null, isTimeHidden: boolean, timeZone: string): [Cell, Cell] {
  if (!playAt) return [null, null]
  const { date, time } = wallClockIn(playAt, timeZone)
  return [{ date }, isTimeHidden ? null : time]
}

export async function exportGames(scope: TournamentScope & { timeZone: string }): Promise<Table> {
  const { db, organizationId, tournamentId, lang, words = lang, timeZone } = scope
  const labels = LABELS[words]
  const name = await tournamentName(scope)
  const games = []
  for (let offset = 0; ; offset += 2000) {
    const page = await findGames({ db, organizationId, query: { tournamentId, limit: 2000, offset } })
    games.push(...page.items)
    if (games.length >= page.total || page.items.length === 0) break
  }
  return {
    name: `${labels.games} ${name}`,
    header: [...labels.gamesColumns],
    rows: games.map((g): Cell[] => {
      const played = g.state === 'confirmed' || g.hasResult
      return [
        g.round ? g.round.name?.trim() || fill(labels.round, { n: g.round.number }) : null,
        ...dayAndTime(g.playAt, g.isPlayAtTimeHidden, timeZone),
        g.homeTeam.name,
        played ? g.homeGoals : null,
        played ? g.awayGoals : null,
        played && g.walkover ? WALKOVER_LABEL : null,
        g.awayTeam.name,
        labels.states[g.state],
        labels.kinds[g.kind],
        g.location?.name ?? null,
        g.field?.name ?? null,
      ]
    }),
  }
}

export async function exportScorers(scope: TournamentScope): Promise<Table> {
  const { db, organizationId, tournamentId, lang } = scope
  const scorers = await getScorers({ db, organizationId, tournamentId, limit: 500 })
  return {
    name: `${LABELS[lang].scorers} ${await tournamentName(scope)}`,
    header: [...LABELS[lang].scorersColumns],
    rows: scorers.items.map((s) => [s.position, s.lastname, s.firstname, s.teamName, s.goals, s.games]),
  }
}
