import type { TFunction } from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { setLeagueTimeZone } from '#client/lib/league-time-zone.ts'
import { gameWhen, weekStartOf } from './competition-display.ts'

const t = ((key: string) => key) as unknown as TFunction

describe('dates in the league’s time zone', () => {
  afterEach(() => setLeagueTimeZone(undefined))

  it('shows an Argentine 21:00 game at 21:00 on its day, whatever the device’s zone', () => {
    setLeagueTimeZone('America/Argentina/Buenos_Aires')
    const game = { playAt: '2026-11-21T00:00:00.000Z', isPlayAtTimeHidden: false }
    expect(gameWhen(t, 'es', game)).toMatch(/^vie, 20 nov · 21:00$/)
    setLeagueTimeZone('Europe/Madrid')
    expect(gameWhen(t, 'es', game)).toMatch(/^sáb, 21 nov · 01:00$/)
  })

  it('shows a hidden time on its UTC day in any league', () => {
    setLeagueTimeZone('Pacific/Auckland')
    expect(gameWhen(t, 'en', { playAt: '2026-11-20T12:00:00.000Z', isPlayAtTimeHidden: true })).toBe(
      'Fri 20 Nov · fixtures.time_hidden',
    )
  })

  it('starts the dashboard week on Monday 00:00 in the league’s zone', () => {
    // Sunday 29 March 2026, 23:30 in Madrid (summer time since 02:00): the week began on Monday 23, 00:00 CET
    expect(weekStartOf(new Date('2026-03-29T21:30:00Z'), 'Europe/Madrid')).toBe('2026-03-22T23:00:00.000Z')
    // the same instant is Monday 30 March in Auckland
    expect(weekStartOf(new Date('2026-03-29T21:30:00Z'), 'Pacific/Auckland')).toBe('2026-03-29T11:00:00.000Z')
  })
})
