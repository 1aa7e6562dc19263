import { describe, expect, it } from 'vitest'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import {
  dependentsOf,
  invalidationsFor,
  type LiveEvent,
  mergeInvalidations,
  parseLiveEvent,
  RECONNECT_MAX_MS,
  reconnectDelay,
  resyncInvalidations,
} from './live-events.ts'

const ORG = 'org-1'
const event = (entity: string, action: LiveEvent['action'] = 'updated'): LiveEvent => ({
  entity,
  action,
  id: 'x',
  version: 2,
  at: 1,
})
const keysOf = (entity: string) => invalidationsFor(ORG, event(entity)).map((each) => each.queryKey)

describe('parseLiveEvent', () => {
  it('reads the server’s change events', () => {
    expect(parseLiveEvent('{"entity":"teams","action":"updated","id":"t1","version":3,"at":17}')).toEqual({
      entity: 'teams',
      action: 'updated',
      id: 't1',
      version: 3,
      at: 17,
    })
    // roster changes announce players without a version
    expect(parseLiveEvent('{"entity":"players","action":"updated","id":"p1","at":5}')).toMatchObject({
      entity: 'players',
      version: undefined,
    })
  })

  it.each([
    ['not json', 'nope'],
    ['not an object', '42'],
    ['null', 'null'],
    ['no entity', '{"action":"updated"}'],
    ['unknown action', '{"entity":"teams","action":"exploded"}'],
  ])('ignores %s', (_name, data) => {
    expect(parseLiveEvent(data)).toBeNull()
  })

  it('ignores data that is not text', () => {
    expect(parseLiveEvent(undefined)).toBeNull()
  })
})

describe('invalidationsFor', () => {
  it('a team change also refreshes players (their teams are joined at read time)', () => {
    expect(keysOf('teams').slice(0, 2)).toEqual([
      leagueKeys.collection(ORG, 'teams'),
      leagueKeys.collection(ORG, 'players'),
    ])
  })

  it('a player change also refreshes teams (rosters and player counts)', () => {
    expect(keysOf('players').slice(0, 2)).toEqual([
      leagueKeys.collection(ORG, 'players'),
      leagueKeys.collection(ORG, 'teams'),
    ])
  })

  it('seasons and tournaments refresh each other (names and lists of tournaments)', () => {
    expect(keysOf('seasons').slice(0, 2)).toEqual([
      leagueKeys.collection(ORG, 'seasons'),
      leagueKeys.collection(ORG, 'tournaments'),
    ])
    expect(keysOf('tournaments').slice(0, 2)).toEqual([
      leagueKeys.collection(ORG, 'tournaments'),
      leagueKeys.collection(ORG, 'seasons'),
    ])
  })

  it('locations refresh locations (and the games that show their names)', () => {
    expect(keysOf('locations')).toEqual([leagueKeys.collection(ORG, 'locations'), leagueKeys.collection(ORG, 'games')])
  })

  it('a collection nobody registered refreshes its own keys', () => {
    expect(dependentsOf('widgets')).toEqual(['widgets'])
    expect(keysOf('widgets')).toEqual([['league', ORG, 'widgets']])
  })

  it('every action of a collection refreshes the same keys (lists show deleted and restored items too)', () => {
    for (const action of ['created', 'updated', 'deleted', 'restored'] as const) {
      expect(invalidationsFor(ORG, event('teams', action)).map((each) => each.queryKey)).toEqual(keysOf('teams'))
    }
  })

  it('the organization and members refresh the session’s queries even without an observer', () => {
    expect(invalidationsFor(ORG, event('organization'))).toEqual([
      { queryKey: ['session', 'organization', ORG], refetchType: 'all' },
      { queryKey: ['session', 'me'], refetchType: 'all' },
    ])
    expect(invalidationsFor(ORG, event('members'))).toEqual([
      { queryKey: ['members', ORG, 'list'], refetchType: 'active' },
      { queryKey: ['members', ORG, 'invitations'], refetchType: 'active' },
      { queryKey: ['session', 'me'], refetchType: 'all' },
      { queryKey: ['league', ORG, 'audit'], refetchType: 'active' },
    ])
  })

  it('a change the audit trail records refreshes an open History panel or audit page; others do not', () => {
    for (const entity of ['games', 'suspensions', 'players', 'teams', 'tournaments', 'groups', 'point-adjustments']) {
      expect(keysOf(entity), entity).toContainEqual(leagueKeys.collection(ORG, 'audit'))
    }
    for (const entity of ['locations', 'seasons', 'organization']) {
      expect(keysOf(entity), entity).not.toContainEqual(leagueKeys.collection(ORG, 'audit'))
    }
  })

  it('keys are scoped by organization, so another organization’s cache is untouched', () => {
    for (const { queryKey } of invalidationsFor('org-2', event('teams'))) expect(queryKey).toContain('org-2')
  })

  it('resync covers every league collection of the organization', () => {
    expect(resyncInvalidations(ORG).map((each) => each.queryKey)).toContainEqual(leagueKeys.organization(ORG))
  })
})

describe('mergeInvalidations', () => {
  it('keeps each key once, `all` winning over `active`', () => {
    const merged = mergeInvalidations([
      ...invalidationsFor(ORG, event('teams')),
      ...invalidationsFor(ORG, event('players')),
      { queryKey: ['session', 'me'], refetchType: 'active' },
      { queryKey: ['session', 'me'], refetchType: 'all' },
      { queryKey: ['session', 'me'], refetchType: 'active' },
    ])
    const collections = new Set([...dependentsOf('teams'), ...dependentsOf('players')])
    expect(merged).toEqual([
      ...[...collections].map((collection) => ({
        queryKey: leagueKeys.collection(ORG, collection),
        refetchType: 'active',
      })),
      { queryKey: ['session', 'me'], refetchType: 'all' },
    ])
  })
})

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const exact = (attempt: number) => reconnectDelay(attempt, () => 0.5)
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(exact)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it('spreads clients by ±25 % so a restarted server is not hit by all at once', () => {
    expect(reconnectDelay(2, () => 0)).toBe(3000)
    expect(reconnectDelay(2, () => 1)).toBe(5000)
    expect(reconnectDelay(50, () => 1)).toBe(RECONNECT_MAX_MS * 1.25)
  })
})
