import { afterEach, describe, expect, it } from 'vitest'
import { setLeagueTimeZone } from '#client/lib/league-time-zone.ts'
import { createTestI18n } from '#client/lib/testing/render.tsx'
import { type BookingConflict, overlapMessage } from './overlap-message.ts'

const conflict: BookingConflict = {
  gameId: 'g1',
  homeTeam: { id: 'a', name: 'Leones' },
  awayTeam: { id: 'b', name: 'Pumas' },
  playAt: '2026-07-04T17:00:00.000Z',
  isPlayAtTimeHidden: false,
  location: { id: 'v', name: 'Complejo Norte' },
  field: { id: 'f2', name: 'Cancha 2' },
  endsAt: '2026-07-04T18:10:00.000Z',
  minutes: 70,
  teamId: null,
}

afterEach(() => setLeagueTimeZone(null))

describe('a double booking, as the dialog and the schedule rows say it', () => {
  it('names the field, the span in the league’s time zone and how long games last', async () => {
    const i18n = await createTestI18n()
    setLeagueTimeZone('America/Argentina/Buenos_Aires')
    const text = overlapMessage(i18n.t, 'en', 'VENUE_BUSY', conflict)
    expect(text).toContain('Complejo Norte · Cancha 2 is taken')
    expect(text).toContain('14:00–15:10 by Leones – Pumas')
    expect(text).toContain('Games last 70 min — change it in the tournament’s rules.')
  })

  it('a team clash says the span and the length too', async () => {
    const i18n = await createTestI18n()
    setLeagueTimeZone('America/Argentina/Buenos_Aires')
    const text = overlapMessage(i18n.t, 'en', 'TEAM_BUSY', { ...conflict, teamId: 'b' })
    expect(text).toMatch(/^Pumas already plays .*14:00–15:10: Leones – Pumas\. Games last 70 min/)
  })
})
