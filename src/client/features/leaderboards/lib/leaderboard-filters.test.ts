import { describe, expect, it } from 'vitest'
import { filtersFrom, withFilter } from './leaderboard-filters.ts'

describe('leaderboard filters', () => {
  it('reads the known filters from the address and drops nonsense', () => {
    expect(filtersFrom(new URLSearchParams('seasonId=s1&genre=female&teamSize=7&x=1'))).toEqual({
      seasonId: 's1',
      genre: 'female',
      teamSize: '7',
    })
    expect(filtersFrom(new URLSearchParams('genre=robots&teamSize=2'))).toEqual({})
  })

  it('changes one filter; clearing removes it; a new season drops a tournament of another season', () => {
    const params = new URLSearchParams('seasonId=s1&tournamentId=t1')
    expect(withFilter(params, 'genre', 'male').toString()).toBe('seasonId=s1&tournamentId=t1&genre=male')
    expect(withFilter(params, 'seasonId', '').toString()).toBe('tournamentId=t1')
    expect(withFilter(params, 'seasonId', 's2', () => 's1').toString()).toBe('seasonId=s2')
    expect(withFilter(params, 'seasonId', 's2', () => 's2').toString()).toBe('seasonId=s2&tournamentId=t1')
  })
})
