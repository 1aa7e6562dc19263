/**
 * The referee on a public game page (decision 0050): hidden unless the league turns it on; then the appointed referee's
 * name (never an official's e-mail or phone), not one who declined; the page's ETag follows the appointment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { appointOfficial } from '#test/officials.ts'
import { createTestServer } from '#test/server.ts'

const SLUG = 'liga-arbitro-publico'
const CONTACTS = { email: 'arbitro.privado@correo.test', phone: '+54 11 4321 0099' }
let league: League
let gameId: string
let officialId: string

beforeAll(async () => {
  league = await createLeague(await createTestServer())
  const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
  const game = await createGame(league, {
    tournamentId: tournament.id,
    homeTeamId: teams[0]?.id,
    awayTeamId: teams[1]?.id,
    playAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  })
  gameId = game.id as string
  await expectCall(league, 'POST', `/games/${gameId}/publish`, { version: game.version }, 200)
  officialId = (
    await expectCall<{ id: string }>(league, 'POST', '/officials', { name: 'Rita Árbitra', ...CONTACTS }, 201)
  ).id
  await appointOfficial(league.server, { orgId: league.orgId, gameId, officialId })
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
})
afterAll(() => league.server.close())

const json = async () => {
  const res = await league.server.request(`/api/public/${SLUG}/games/${gameId}`)
  return { body: (await res.json()) as { referee: string | null }, etag: res.headers.get('etag') }
}
const page = async (lang: 'es' | 'en') => (await league.server.request(`/${lang}/l/${SLUG}/games/${gameId}`)).text()

describe('the referee on the public game page', () => {
  it('is not shown until the league turns it on, then by name only', async () => {
    const off = await json()
    expect(off.body.referee).toBeNull()
    expect(await page('es')).not.toContain('Rita Árbitra')

    const settings = await expectCall<{ showRefereePublicly: boolean }>(
      league,
      'PATCH',
      '',
      { showRefereePublicly: true },
      200,
    )
    expect(settings.showRefereePublicly).toBe(true)
    const on = await json()
    expect(on.body.referee).toBe('Rita Árbitra')
    expect(on.etag).not.toBe(off.etag)
    expect(await page('es')).toContain('Árbitro: Rita Árbitra')
    expect(await page('en')).toContain('Referee: Rita Árbitra')
    for (const text of [JSON.stringify(on.body), await page('es')]) {
      for (const secret of Object.values(CONTACTS)) expect(text).not.toContain(secret)
    }
  })

  it('leaves out a referee who declined, and a viewer may not change the setting', async () => {
    // written straight to the database, so no write is heard: the league's stamp is read again within a second
    await appointOfficial(league.server, { orgId: league.orgId, gameId, officialId, status: 'declined' })
    await expect.poll(async () => (await json()).body.referee, { timeout: 5_000 }).toBeNull()
    await expectCall(league, 'PATCH', '', { showRefereePublicly: false }, 403, league.viewer)
  })
})
