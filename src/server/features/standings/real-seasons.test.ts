/**
 * Real seasons loaded THROUGH THE HTTP API (teams, one group, games, results with unassigned goals, confirmation),
 * then `GET tournaments/{id}/standings` compared row for row, in order, with the official tables
 * (test/fixtures/leagues, openfootball, CC0). Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TieBreaker } from '#domain/competition/settings.ts'
import { call, type Json } from '#test/league.ts'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

const LEAGUES_DIR = new URL('../../../../test/fixtures/leagues/', import.meta.url)

type Match = { group?: string; date: string; home: string; away: string; homeGoals: number; awayGoals: number }
type MatchFile = {
  teams: string[]
  matches: Match[]
  pointDeductions?: { team: string; points: number; reason: string }[]
  groups?: { group: string; teams: string[] }[]
}
type ExpectedFile = {
  matchFile: string
  tieBreakRule: string[]
  table: {
    position: number
    team: string
    played: number
    won: number
    drawn: number
    lost: number
    goalsFor: number
    goalsAgainst: number
    points: number
  }[]
}
type Row = {
  position: number
  teamName: string
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  goalDifference: number
  points: number
  pointAdjustment: number
  fairPlayPoints: number
  tiedOnLots: boolean
  decidedBy: string | null
}
type StandingsBody = { groups: { groupId: string; name: string; rows: Row[] }[] }

function load<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, LEAGUES_DIR), 'utf8')) as T
}

/** The files' rule names to ours: the three h2h* steps are our one `headToHead` criterion. */
function tieBreakersFrom(rule: readonly string[]): TieBreaker[] {
  const result: TieBreaker[] = []
  for (const step of rule) {
    const criterion = step.startsWith('h2h') ? 'headToHead' : step === 'drawingOfLots' ? 'drawOfLots' : step
    if (!result.includes(criterion as TieBreaker)) result.push(criterion as TieBreaker)
  }
  return result
}

let server: TestServer
let admin: { cookie: string; orgId: string }

beforeAll(async () => {
  server = await createTestServer()
  admin = await createOrgAdmin(server, 'Ligas Reales')
})
afterAll(() => server.close())

async function api<T = Json>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await call<T>(server, admin, method, `/api/orgs/${admin.orgId}${path}`, body)
  if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body
}

const clubs = new Map<string, string>()

/** A tournament with one group of the season's teams; returns the team ids by name. */
async function loadSeason(name: string, teams: string[], settings: Record<string, unknown>) {
  const tournament = await api('POST', '/tournaments', { name, settings }, 201)
  const teamIds = new Map<string, string>()
  // one league, several seasons: a club is one team (names are unique in a league), as a real league keeps it
  for (const teamName of teams) {
    const known = clubs.get(teamName) ?? (await api('POST', '/teams', { name: teamName }, 201)).id
    clubs.set(teamName, known)
    teamIds.set(teamName, known)
  }
  await api('POST', `/tournaments/${tournament.id}/groups`, { name, teamIds: [...teamIds.values()] }, 201)
  return { tournamentId: tournament.id, teamIds }
}

/** Each game: created by hand (it joins the group of its teams), then its result entered and confirmed at once. */
async function playMatches(tournamentId: string, teamIds: Map<string, string>, matches: Match[]) {
  const gameIds: string[] = []
  for (const match of matches) {
    const created = await api(
      'POST',
      '/games',
      {
        tournamentId,
        homeTeamId: teamIds.get(match.home),
        awayTeamId: teamIds.get(match.away),
        playAt: `${match.date}T15:00:00Z`,
      },
      201,
    )
    await api('PUT', `/games/${created.id}/stats`, {
      home: { goals: [], unassignedGoals: match.homeGoals },
      away: { goals: [], unassignedGoals: match.awayGoals },
      confirm: true,
    })
    gameIds.push(created.id)
  }
  return gameIds
}

function columns(row: Row) {
  const { position, teamName: team, played, won, drawn, lost, goalsFor, goalsAgainst, points } = row
  return { position, team, played, won, drawn, lost, goalsFor, goalsAgainst, points }
}

describe.each([
  ['expected-league-en-2022-23.json', [] as number[]],
  ['expected-league-es-2022-23.json', [10, 11, 12, 14, 15, 16]],
])('official table %s through the API', (expectedFile, headToHeadRows) => {
  const expected = load<ExpectedFile>(expectedFile)
  const season = load<MatchFile>(expected.matchFile)
  let rows: Row[]

  beforeAll(async () => {
    const { tournamentId, teamIds } = await loadSeason(expectedFile, season.teams, {
      tieBreakers: tieBreakersFrom(expected.tieBreakRule),
    })
    await playMatches(tournamentId, teamIds, season.matches)
    const standings = await api<StandingsBody>('GET', `/tournaments/${tournamentId}/standings`)
    expect(standings.groups).toHaveLength(1)
    rows = standings.groups[0]?.rows ?? []
  }, 300_000)

  it('is reproduced row for row, in order', () => {
    expect(rows.map(columns)).toEqual(
      expected.table.map(({ position, team, played, won, drawn, lost, goalsFor, goalsAgainst, points }) => ({
        position,
        team,
        played,
        won,
        drawn,
        lost,
        goalsFor,
        goalsAgainst,
        points,
      })),
    )
    expect(rows.every((row) => !row.tiedOnLots && row.pointAdjustment === 0)).toBe(true)
  })

  it('head-to-head decides exactly the rows it should', () => {
    expect(rows.filter((row) => row.decidedBy === 'headToHead').map((row) => row.position)).toEqual(headToHeadRows)
  })
})

describe('Premier League 2023-24 with point deductions entered through the API', () => {
  const season = load<MatchFile>('league-en-2023-24.json')
  let rows: Row[]

  beforeAll(async () => {
    const { tournamentId, teamIds } = await loadSeason('Premier League 2023-24', season.teams, {
      tieBreakers: ['points', 'goalDifference', 'goalsFor'],
    })
    await playMatches(tournamentId, teamIds, season.matches)
    for (const deduction of season.pointDeductions ?? []) {
      await api(
        'POST',
        `/tournaments/${tournamentId}/point-adjustments`,
        { teamId: teamIds.get(deduction.team), points: deduction.points, reason: deduction.reason },
        201,
      )
    }
    rows = (await api<StandingsBody>('GET', `/tournaments/${tournamentId}/standings`)).groups[0]?.rows ?? []
  }, 300_000)

  it('shows the deductions in pointAdjustment and applies them after the games', () => {
    const everton = rows.find((row) => row.teamName === 'Everton FC')
    const forest = rows.find((row) => row.teamName === 'Nottingham Forest FC')
    expect(everton).toMatchObject({ won: 13, drawn: 9, lost: 16, pointAdjustment: -8, points: 40, position: 15 })
    expect(forest).toMatchObject({ won: 9, drawn: 9, lost: 20, pointAdjustment: -4, points: 32, position: 17 })
  })

  // The published final table (public record).
  it('gives the published final order and points', () => {
    expect(rows.map((row) => [row.teamName, row.points])).toEqual([
      ['Manchester City FC', 91],
      ['Arsenal FC', 89],
      ['Liverpool FC', 82],
      ['Aston Villa FC', 68],
      ['Tottenham Hotspur FC', 66],
      ['Chelsea FC', 63],
      ['Newcastle United FC', 60],
      ['Manchester United FC', 60],
      ['West Ham United FC', 52],
      ['Crystal Palace FC', 49],
      ['Brighton & Hove Albion FC', 48],
      ['AFC Bournemouth', 48],
      ['Fulham FC', 47],
      ['Wolverhampton Wanderers FC', 46],
      ['Everton FC', 40],
      ['Brentford FC', 39],
      ['Nottingham Forest FC', 32],
      ['Luton Town FC', 26],
      ['Burnley FC', 24],
      ['Sheffield United FC', 16],
    ])
  })
})

/**
 * World Cup 2018 group H, each card entered on its game for its player (AP and match reports, see the file's
 * cardSources). FIFA fair play as card weights: yellow 1, straight red 4. Japan and Senegal are level on everything
 * including their 2-2 and are separated by fair play (4 v 6); Niang's second yellow and Sánchez's red create drafts.
 */
describe('World Cup 2018 group H with its cards, through the API', () => {
  const file = load<MatchFile & { tieBreakRule: string[] }>('worldcup-2018-groups.json')
  const matches = file.matches.filter((match) => match.group === 'Group H')
  const CARDS: Record<string, { team: string; player: string; type: 'yellow' | 'red'; minute: number }[]> = {
    'Colombia-Japan': [
      { team: 'Colombia', player: 'Carlos Sánchez', type: 'red', minute: 3 },
      { team: 'Colombia', player: 'Wilmar Barrios', type: 'yellow', minute: 59 },
      { team: 'Colombia', player: 'James Rodríguez', type: 'yellow', minute: 60 },
      { team: 'Japan', player: 'Eiji Kawashima', type: 'yellow', minute: 94 },
    ],
    'Poland-Senegal': [
      { team: 'Poland', player: 'Grzegorz Krychowiak', type: 'yellow', minute: 12 },
      { team: 'Senegal', player: 'Salif Sané', type: 'yellow', minute: 49 },
      { team: 'Senegal', player: 'Idrissa Gueye', type: 'yellow', minute: 72 },
    ],
    'Japan-Senegal': [
      { team: 'Senegal', player: 'Mbaye Niang', type: 'yellow', minute: 58 },
      { team: 'Japan', player: 'Takashi Inui', type: 'yellow', minute: 68 },
      { team: 'Senegal', player: 'Youssouf Sabaly', type: 'yellow', minute: 90 },
      { team: 'Senegal', player: "Moussa N'Doye", type: 'yellow', minute: 91 },
      { team: 'Japan', player: 'Makoto Hasebe', type: 'yellow', minute: 94 },
    ],
    'Poland-Colombia': [
      { team: 'Poland', player: 'Jan Bednarek', type: 'yellow', minute: 61 },
      { team: 'Poland', player: 'Jacek Góralski', type: 'yellow', minute: 85 },
    ],
    'Japan-Poland': [{ team: 'Japan', player: 'Gen Makino', type: 'yellow', minute: 66 }],
    'Senegal-Colombia': [
      { team: 'Senegal', player: 'Mbaye Niang', type: 'yellow', minute: 51 },
      { team: 'Colombia', player: 'Johan Mojica', type: 'yellow', minute: 70 },
    ],
  }
  let tournamentId: string
  let rows: Row[]
  const playerIds = new Map<string, string>()
  const gameIds = new Map<string, string>()

  beforeAll(async () => {
    const group = file.groups?.find((g) => g.group === 'Group H') as { teams: string[] } | undefined
    const loaded = await loadSeason('World Cup 2018 group H', group?.teams ?? [], {
      tieBreakers: tieBreakersFrom(file.tieBreakRule),
      fairPlay: { yellow: 1, blue: 2, red: 4 },
      yellowCardsForSuspension: 2,
    })
    tournamentId = loaded.tournamentId
    for (const card of Object.values(CARDS).flat()) {
      if (playerIds.has(card.player)) continue
      const [firstname, ...rest] = card.player.split(' ')
      const created = await api('POST', '/players', { firstname, lastname: rest.join(' ') }, 201)
      await api('POST', `/teams/${loaded.teamIds.get(card.team)}/players`, { playerId: created.id }, 201)
      playerIds.set(card.player, created.id)
    }
    const ids = await playMatches(tournamentId, loaded.teamIds, matches)
    matches.forEach((match, i) => {
      gameIds.set(`${match.home}-${match.away}`, ids[i] as string)
    })
    for (const [key, cards] of Object.entries(CARDS)) {
      for (const card of cards) {
        await api(
          'POST',
          `/games/${gameIds.get(key)}/cards`,
          {
            playerId: playerIds.get(card.player),
            teamId: loaded.teamIds.get(card.team),
            type: card.type,
            minute: card.minute,
          },
          201,
        )
      }
    }
    rows = (await api<StandingsBody>('GET', `/tournaments/${tournamentId}/standings`)).groups[0]?.rows ?? []
  }, 120_000)

  it('finishes in the official order, Japan above Senegal on fair play', () => {
    expect(rows.map((row) => [row.teamName, row.points, row.goalDifference, row.goalsFor, row.fairPlayPoints])).toEqual(
      [
        ['Colombia', 6, 3, 5, 7],
        ['Japan', 4, 0, 4, 4],
        ['Senegal', 4, 0, 4, 6],
        ['Poland', 3, -3, 2, 3],
      ],
    )
    expect(rows.find((row) => row.teamName === 'Japan')?.decidedBy).toBe('fairPlay')
  })

  it('drafts a suspension for the red card and for the second yellow, served in the team’s next games', async () => {
    const { items } = await api<{ items: Json[] }>('GET', `/suspensions?tournamentId=${tournamentId}`)
    const byPlayer = (name: string) => items.find((s) => s.playerId === playerIds.get(name))
    expect(items).toHaveLength(2)
    // Sánchez: sent off in Colombia's first game, Colombia played (and confirmed) two more: served.
    expect(byPlayer('Carlos Sánchez')).toMatchObject({
      reason: 'red',
      gamesCount: 1,
      remaining: 0,
      status: 'draft',
      earnedGameId: gameIds.get('Colombia-Japan'),
      servedGameIds: [gameIds.get('Poland-Colombia')],
    })
    // Niang: second yellow in Senegal's last game, nothing left to serve it in.
    expect(byPlayer('Mbaye Niang')).toMatchObject({ reason: 'yellows', remaining: 1, gamesToServe: [] })
    const discipline = await api<{ players: Json[] }>('GET', `/tournaments/${tournamentId}/discipline`)
    expect(discipline.players.find((p) => p.playerId === playerIds.get('Mbaye Niang'))).toMatchObject({
      yellow: 2,
      warning: 'reached',
    })
  })
})
