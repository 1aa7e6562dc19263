import { describe, expect, it } from 'vitest'
import { DEFAULT_TOURNAMENT_SETTINGS, TournamentSettingsSchema } from '../competition/settings.ts'
import { computeStandings } from '../standings/compute-standings.ts'
import { walkoverGoals, walkoverWinnerAgainst } from './walkover.ts'

const teams = [
  { id: 'a', name: 'Atlético' },
  { id: 'b', name: 'Boca' },
]

describe('walkovers', () => {
  it.each([
    ['home', { winner: 3, loser: 0 }, { homeGoals: 3, awayGoals: 0 }],
    ['away', { winner: 3, loser: 0 }, { homeGoals: 0, awayGoals: 3 }],
    ['away', { winner: 2, loser: 1 }, { homeGoals: 1, awayGoals: 2 }],
  ] as const)('%s wins %o: %o', (winner, score, goals) => {
    expect(walkoverGoals(score, winner)).toEqual(goals)
  })

  it('defaults to 3–0 and refuses a score whose winner does not win', () => {
    expect(DEFAULT_TOURNAMENT_SETTINGS.walkoverScore).toEqual({ winner: 3, loser: 0 })
    expect(TournamentSettingsSchema.parse({ walkoverScore: { winner: 2 } }).walkoverScore).toEqual({
      winner: 2,
      loser: 0,
    })
    const level = TournamentSettingsSchema.safeParse({ walkoverScore: { winner: 1, loser: 1 } })
    expect(level.success).toBe(false)
    expect(level.error?.issues[0]).toMatchObject({
      path: ['walkoverScore', 'loser'],
      message: 'validation.walkover_score',
    })
  })

  it('is won by the opponent of the team that did not play', () => {
    expect(walkoverWinnerAgainst({ homeTeamId: 'a' }, 'a')).toBe('away')
    expect(walkoverWinnerAgainst({ homeTeamId: 'a' }, 'b')).toBe('home')
  })

  it('counts in the standings as that score: a win, its goals and goal difference', () => {
    const rows = computeStandings({
      teams,
      games: [{ homeTeamId: 'a', awayTeamId: 'b', ...walkoverGoals({ winner: 3, loser: 0 }, 'away') }],
      settings: DEFAULT_TOURNAMENT_SETTINGS,
    })
    expect(rows[0]).toMatchObject({ teamId: 'b', won: 1, points: 3, goalsFor: 3, goalDifference: 3 })
    expect(rows[1]).toMatchObject({ teamId: 'a', lost: 1, points: 0, goalsAgainst: 3 })
  })
})
