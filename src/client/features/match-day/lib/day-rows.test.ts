import { describe, expect, it, vi } from 'vitest'
import { type DayGame, dayClashes, dayRows, dayScheduleBody } from './day-rows.ts'

vi.mock('#client/lib/league-time-zone.ts', () => ({ leagueTimeZone: () => 'America/Argentina/Buenos_Aires' }))

const game = (id: string, home: string, away: string, playAt: string | null): DayGame => ({
  id,
  version: 1,
  tournamentId: 't',
  homeTeamId: home,
  awayTeamId: away,
  playAt,
  isPlayAtTimeHidden: false,
  locationId: 'v',
  fieldId: 'f1',
  confirmedPlayedAt: null,
})

describe('a match day as typed (decision 0042)', () => {
  const games = [game('a', 'h1', 'a1', '2026-10-03T20:00:00Z'), game('b', 'h2', 'a2', '2026-10-03T22:00:00Z')]

  it('shows a clash on the same field as soon as a time overlaps, on both rows, and none on another field', () => {
    const rows = dayRows(games)
    expect(dayClashes(games, rows, () => 105, 'America/Argentina/Buenos_Aires').size).toBe(0)
    const overlapping = { ...rows, b: { ...(rows.b as NonNullable<typeof rows.b>), time: '17:30' } }
    const clashes = dayClashes(games, overlapping, () => 105, 'America/Argentina/Buenos_Aires')
    expect([clashes.get('a')?.kind, clashes.get('b')?.other.id]).toEqual(['venue', 'a'])
    const otherField = { ...overlapping, b: { ...(overlapping.b as NonNullable<typeof rows.b>), fieldId: 'f2' } }
    expect(dayClashes(games, otherField, () => 105, 'America/Argentina/Buenos_Aires').size).toBe(0)
  })

  it('shows the same team twice, and sends only the changed rows with their versions', () => {
    const twice = [games[0] as DayGame, game('c', 'a1', 'x', '2026-10-03T21:00:00Z')]
    const rows = dayRows(twice)
    const clash = dayClashes(
      twice,
      { ...rows, c: { ...(rows.c as NonNullable<typeof rows.c>), fieldId: 'f2' } },
      () => 105,
      'UTC',
    )
    expect([clash.get('c')?.kind, clash.get('c')?.teamId]).toEqual(['team', 'a1'])
    expect(dayScheduleBody(twice, rows)).toBeNull()
    const moved = { ...rows, c: { ...(rows.c as NonNullable<typeof rows.c>), time: '20:00' } }
    expect(dayScheduleBody(twice, moved)?.games).toEqual([
      {
        id: 'c',
        version: 1,
        playAt: '2026-10-03T23:00:00.000Z',
        isPlayAtTimeHidden: false,
        locationId: 'v',
        fieldId: 'f1',
      },
    ])
  })
})
