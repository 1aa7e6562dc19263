import { describe, expect, it } from 'vitest'
import { leagueKeys, normalizeFilters } from './league-keys.ts'

describe('leagueKeys', () => {
  it('nests every key of a collection under the collection’s key, under the organization’s', () => {
    const collection = leagueKeys.collection('o1', 'teams')
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      prefix.every((part, index) => key[index] === part)
    for (const key of [
      leagueKeys.lists('o1', 'teams'),
      leagueKeys.list('o1', 'teams', { q: 'tig' }),
      leagueKeys.details('o1', 'teams'),
      leagueKeys.detail('o1', 'teams', 't1'),
    ]) {
      expect(startsWith(key, collection)).toBe(true)
      expect(startsWith(key, leagueKeys.organization('o1'))).toBe(true)
    }
    expect(startsWith(leagueKeys.playerByDni('o1', '123'), leagueKeys.collection('o1', 'players'))).toBe(true)
  })

  it('keeps organizations apart', () => {
    expect(leagueKeys.detail('o1', 'teams', 't1')).not.toEqual(leagueKeys.detail('o2', 'teams', 't1'))
  })

  it('gives equal filters one key, whatever their spelling', () => {
    expect(leagueKeys.list('o1', 'teams', {})).toEqual(leagueKeys.list('o1', 'teams', { q: '  ', deleted: false }))
    expect(leagueKeys.list('o1', 'tournaments', { extra: { seasonId: 's1', other: undefined } })).toEqual(
      leagueKeys.list('o1', 'tournaments', { extra: { seasonId: 's1' } }),
    )
    expect(leagueKeys.list('o1', 'teams', { q: 'tig' })).not.toEqual(
      leagueKeys.list('o1', 'teams', { q: 'tig', deleted: true }),
    )
  })
})

describe('normalizeFilters', () => {
  it('trims the search and sorts extra filters', () => {
    expect(normalizeFilters({ q: ' ana ', deleted: true, extra: { z: '1', a: '2' } })).toEqual({
      q: 'ana',
      deleted: true,
      a: '2',
      z: '1',
    })
  })
})
