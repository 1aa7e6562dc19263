import { describe, expect, it } from 'vitest'
import { invalidationsFor, type LiveEvent } from '#client/lib/live/live-events.ts'
import { competitionKeys } from './competition-keys.ts'

const ORG = 'org-1'
const T = 'tournament-1'
const event = (entity: string): LiveEvent => ({ entity, action: 'updated', at: 1 })

/** Whether a live event of `entity` makes the query `key` stale (an invalidated key is a prefix of it). */
function refreshes(entity: string, key: readonly unknown[]): boolean {
  return invalidationsFor(ORG, event(entity)).some(({ queryKey }) =>
    queryKey.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index])),
  )
}

describe('competition keys and live events', () => {
  it('a result, card or state change (games) refreshes every table and the sheets', () => {
    for (const key of [
      competitionKeys.sheet(ORG, 'g1'),
      competitionKeys.games(ORG, { tournamentId: T }),
      competitionKeys.standings(ORG, T),
      competitionKeys.scorers(ORG, T),
      competitionKeys.discipline(ORG, T),
      competitionKeys.suspensions(ORG, { tournamentId: T }),
      competitionKeys.leaderboards(ORG, {}),
      competitionKeys.dashboard(ORG, '2026-11-23T00:00:00-03:00'),
    ]) {
      expect(refreshes('games', key), JSON.stringify(key)).toBe(true)
    }
  })

  it('suspensions refresh the game sheets (suspended players) and the discipline tab', () => {
    expect(refreshes('suspensions', competitionKeys.sheet(ORG, 'g1'))).toBe(true)
    expect(refreshes('suspensions', competitionKeys.discipline(ORG, T))).toBe(true)
    expect(refreshes('suspensions', competitionKeys.standings(ORG, T))).toBe(false)
  })

  it('a player’s record follows results, cards, suspensions, rosters, names and tournament settings', () => {
    const key = competitionKeys.playerRecord(ORG, 'p1')
    for (const entity of ['games', 'suspensions', 'players', 'teams', 'tournaments']) {
      expect(refreshes(entity, key), entity).toBe(true)
    }
    expect(refreshes('point-adjustments', key)).toBe(false)
    expect(key).not.toEqual(competitionKeys.discipline(ORG, 'p1'))
  })

  it('groups, rounds, adjustments and settings refresh what shows them', () => {
    expect(refreshes('groups', competitionKeys.standings(ORG, T))).toBe(true)
    expect(refreshes('rounds', competitionKeys.games(ORG, { tournamentId: T }))).toBe(true)
    expect(refreshes('point-adjustments', competitionKeys.standings(ORG, T))).toBe(true)
    expect(refreshes('tournaments', competitionKeys.standings(ORG, T))).toBe(true)
  })

  it('names come from teams and players: renaming one refreshes the tables and sheets', () => {
    expect(refreshes('teams', competitionKeys.standings(ORG, T))).toBe(true)
    expect(refreshes('teams', competitionKeys.groups(ORG, T))).toBe(true)
    expect(refreshes('players', competitionKeys.sheet(ORG, 'g1'))).toBe(true)
    expect(refreshes('players', competitionKeys.scorers(ORG, T))).toBe(true)
  })

  it('filters with empty values share a cache entry', () => {
    expect(competitionKeys.leaderboards(ORG, { genre: '', seasonId: 's' })).toEqual(
      competitionKeys.leaderboards(ORG, { seasonId: 's' }),
    )
  })
})
