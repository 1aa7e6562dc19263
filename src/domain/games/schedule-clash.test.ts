import { describe, expect, test } from 'vitest'
import { matchMinutesOf } from '#domain/competition/settings.ts'
import { clashBetween, findScheduleClash, type ScheduledGame, timesOverlap } from './schedule-clash.ts'

const MADRID = 'Europe/Madrid'
let next = 0
function g(playAt: string | null, over: Partial<ScheduledGame> = {}): ScheduledGame {
  next += 1
  return {
    id: `g${next}`,
    homeTeamId: 'a',
    awayTeamId: 'b',
    playAt,
    isPlayAtTimeHidden: false,
    locationId: null,
    fieldId: null,
    minutes: 105,
    ...over,
  }
}

describe('matchMinutesOf', () => {
  test.each([
    [5, 50],
    [3, 50],
    [7, 60],
    [8, 70],
    [11, 105],
  ])('teamSize %i → %i minutes', (teamSize, minutes) => {
    expect(matchMinutesOf({ teamSize, matchMinutes: null })).toBe(minutes)
  })
  test('the setting wins', () => expect(matchMinutesOf({ teamSize: 11, matchMinutes: 80 })).toBe(80))
})

describe('clashBetween', () => {
  test('a team in two overlapping games is busy; the end of one game may be the start of the next', () => {
    const first = g('2026-05-10T16:00:00Z', { minutes: 70 })
    expect(clashBetween(g('2026-05-10T17:09:00Z', { homeTeamId: 'c', awayTeamId: 'a' }), first, MADRID)).toMatchObject({
      kind: 'team',
      teamId: 'a',
      other: first,
    })
    expect(clashBetween(g('2026-05-10T17:10:00Z', { homeTeamId: 'c', awayTeamId: 'a' }), first, MADRID)).toBeNull()
    // the later game's own length does not matter when it starts first
    expect(
      clashBetween(g('2026-05-10T15:00:00Z', { homeTeamId: 'b', awayTeamId: 'd', minutes: 50 }), first, MADRID),
    ).toBeNull()
    expect(
      clashBetween(g('2026-05-10T15:11:00Z', { homeTeamId: 'b', awayTeamId: 'd', minutes: 50 }), first, MADRID),
    ).toMatchObject({ kind: 'team', teamId: 'b' })
  })

  test('a venue: same venue and same field, or a game without a field, overlapping', () => {
    const at = '2026-05-10T16:00:00Z'
    const base = g(at, { locationId: 'v1', fieldId: 'f1' })
    const others = { homeTeamId: 'c', awayTeamId: 'd' }
    expect(clashBetween(g(at, { ...others, locationId: 'v1', fieldId: 'f1' }), base, MADRID)?.kind).toBe('venue')
    expect(clashBetween(g(at, { ...others, locationId: 'v1', fieldId: 'f2' }), base, MADRID)).toBeNull()
    expect(clashBetween(g(at, { ...others, locationId: 'v1', fieldId: null }), base, MADRID)?.kind).toBe('venue')
    expect(clashBetween(g(at, { ...others, locationId: 'v2' }), base, MADRID)).toBeNull()
    expect(clashBetween(g(at, { ...others }), g(at, { homeTeamId: 'e', awayTeamId: 'f' }), MADRID)).toBeNull()
  })

  test('hidden times take the whole day for teams, never for venues; undated games clash with nothing', () => {
    const hidden = g('2026-05-10T12:00:00Z', { isPlayAtTimeHidden: true, locationId: 'v1' })
    // 23:30 in Madrid on the 10th is 21:30 UTC: the same day
    expect(clashBetween(g('2026-05-10T21:30:00Z', { awayTeamId: 'z' }), hidden, MADRID)?.kind).toBe('team')
    // 00:30 in Madrid on the 11th is 22:30 UTC on the 10th: another day in the league's zone
    expect(clashBetween(g('2026-05-10T22:30:00Z', { awayTeamId: 'z' }), hidden, MADRID)).toBeNull()
    expect(
      clashBetween(g('2026-05-10T12:00:00Z', { homeTeamId: 'c', awayTeamId: 'd', locationId: 'v1' }), hidden, MADRID),
    ).toBeNull()
    expect(clashBetween(g(null), hidden, MADRID)).toBeNull()
  })
})

describe('daylight-saving edges in Europe/Madrid', () => {
  test('spring forward: 01:00 CET + 105 min ends at 03:45 CEST, so a 03:30 kick-off overlaps', () => {
    // 2026-03-29: 02:00 CET → 03:00 CEST. 01:00 CET = 00:00Z; 03:30 CEST = 01:30Z (only 2h30 apart on the wall clock)
    const early = g('2026-03-29T00:00:00Z')
    expect(clashBetween(g('2026-03-29T01:30:00Z', { awayTeamId: 'z' }), early, MADRID)?.kind).toBe('team')
    expect(clashBetween(g('2026-03-29T01:45:00Z', { awayTeamId: 'z' }), early, MADRID)).toBeNull()
  })

  test('fall back: the two 02:30s are an hour apart, so 50-minute games do not overlap but 105-minute ones do', () => {
    // 2026-10-25: 03:00 CEST → 02:00 CET. 02:30 CEST = 00:30Z, 02:30 CET = 01:30Z
    const first = g('2026-10-25T00:30:00Z', { minutes: 50 })
    expect(clashBetween(g('2026-10-25T01:30:00Z', { awayTeamId: 'z', minutes: 50 }), first, MADRID)).toBeNull()
    const long = g('2026-10-25T00:30:00Z')
    expect(clashBetween(g('2026-10-25T01:30:00Z', { awayTeamId: 'z' }), long, MADRID)?.kind).toBe('team')
  })

  test('timesOverlap counts instants', () => {
    expect(timesOverlap(g('2026-10-25T00:30:00Z', { minutes: 60 }), g('2026-10-25T01:30:00Z'))).toBe(false)
    expect(timesOverlap(g('2026-10-25T00:30:00Z', { minutes: 61 }), g('2026-10-25T01:30:00Z'))).toBe(true)
  })
})

describe('findScheduleClash', () => {
  test('checks the games against the others and against each other, never a game against itself', () => {
    const existing = g('2026-05-10T16:00:00Z', { homeTeamId: 'x', awayTeamId: 'y' })
    const moved = { ...existing, playAt: '2026-05-10T18:00:00Z' }
    expect(findScheduleClash([moved], [existing], MADRID)).toBeNull()
    const one = g('2026-05-11T16:00:00Z', { homeTeamId: 'p', awayTeamId: 'q' })
    const two = g('2026-05-11T16:30:00Z', { homeTeamId: 'r', awayTeamId: 'p' })
    expect(findScheduleClash([one, two], [], MADRID)).toMatchObject({ kind: 'team', game: two, other: one })
    expect(findScheduleClash([one], [two], MADRID)).toMatchObject({ kind: 'team', game: one, other: two })
  })
})
