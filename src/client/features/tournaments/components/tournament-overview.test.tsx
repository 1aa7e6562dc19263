// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { setLeagueTimeZone } from '#client/lib/league-time-zone.ts'
import { renderRoutes } from '#client/lib/testing/render.tsx'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { Tournament } from '../lib/tournament-form.ts'
import { TournamentOverview } from './tournament-overview.tsx'

const tournament = {
  id: 't1',
  name: 'Apertura',
  deletedAt: null,
  season: null,
  settings: TournamentSettingsSchema.parse({}),
  updatedAt: '2026-11-27T12:00:00.000Z',
} as unknown as Tournament

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  setLeagueTimeZone(null)
})

describe('the tournament summary', () => {
  it("says when it was updated in the league's time zone, not the device's", async () => {
    // a zone other than the device's, so following the device would show another hour
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone
    const zone = device === 'Asia/Tokyo' ? 'America/Lima' : 'Asia/Tokyo'
    const hour = zone === 'Asia/Tokyo' ? '21:00' : '07:00'
    setLeagueTimeZone(zone)
    const view = await renderRoutes(
      [
        {
          path: '/:lang/t',
          element: <TournamentOverview organizationId="o1" tournament={tournament} canWrite={false} />,
        },
      ],
      { at: '/es/t' },
    )
    cleanup = view.unmount
    expect(view.container.textContent).toContain(hour)
  })
})
