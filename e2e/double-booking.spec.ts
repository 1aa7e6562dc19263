/**
 * No double bookings in the browser: a manager moves a game onto a venue that already hosts a game at that
 * time; the server answers 409 VENUE_BUSY and the edit dialog asks "save anyway?", naming the other game; confirming
 * saves it with `allowOverlap`. At 390×844 and 1440×900, in Spanish and English (screenshots in /tmp/shots/matchday).
 */
import fs from 'node:fs'
import { type APIRequestContext, expect as baseExpect, type Cookie, test } from '@playwright/test'
import { apiPost, LANGS, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const expect = baseExpect.configure({ timeout: 90_000 })
const SHOTS = '/tmp/shots/matchday'

let cookies: Cookie[]
let base: string
let tournamentId: string
let teamIds: string[]
let venue: { id: string; name: string }

test.beforeAll(async ({ playwright }) => {
  const api: APIRequestContext = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'booking',
    displayName: 'Ana',
    organization: `Liga Horarios ${uniqueSuffix()}`,
  })
  base = `/api/orgs/${user.organization?.id ?? ''}`
  tournamentId = (await apiPost<{ id: string }>(api, `${base}/tournaments`, { name: 'Apertura' })).id
  teamIds = []
  for (const name of ['Leones', 'Pumas', 'Halcones', 'Toros']) {
    teamIds.push((await apiPost<{ id: string }>(api, `${base}/teams`, { name })).id)
  }
  venue = await apiPost(api, `${base}/locations`, { name: 'Complejo Norte' })
  cookies = (await api.storageState()).cookies
  await api.dispose()
  fs.mkdirSync(SHOTS, { recursive: true })
})

for (const [s, [size, viewport]] of Object.entries(VIEWPORTS).entries()) {
  for (const [l, lang] of LANGS.entries()) {
    const day = 2 * s + l + 1
    test(`save anyway? on a double-booked venue (${size}, ${lang})`, async ({ browser, playwright }) => {
      test.setTimeout(240_000)
      const api = await playwright.request.newContext({ storageState: { cookies, origins: [] } })
      // one day per run: Leones–Pumas at the venue, Halcones–Toros at the same time without a venue
      const playAt = `2026-0${day + 1}-14T21:00:00Z`
      const [a, b, c, d] = teamIds
      await apiPost(api, `${base}/games`, {
        tournamentId,
        homeTeamId: a,
        awayTeamId: b,
        playAt,
        locationId: venue.id,
      })
      const moved = await apiPost<{ id: string }>(api, `${base}/games`, {
        tournamentId,
        homeTeamId: c,
        awayTeamId: d,
        playAt,
      })
      await api.dispose()

      const context = await browser.newContext({ viewport })
      await context.addCookies(cookies)
      const page = await context.newPage()
      await page.goto(`/${lang}/games/${moved.id}`)
      await page.getByRole('button', { name: t(lang, 'games.actions.more') }).click()
      await page.getByRole('menuitem', { name: t(lang, 'games.actions.edit') }).click()
      const edit = page.getByRole('dialog', { name: t(lang, 'games.edit.title') })
      const venueSelect = edit.getByRole('combobox', { name: t(lang, 'games.fields.location') })
      // the menu may open while the venues load: pick again until the select shows the venue
      await expect(async () => {
        if (!(await page.getByRole('listbox').isVisible())) await venueSelect.click()
        await page.getByRole('option', { name: 'Complejo Norte' }).click({ timeout: 5_000 })
        await expect(venueSelect).toHaveText('Complejo Norte', { timeout: 2_000 })
      }).toPass({ timeout: 60_000 })
      await edit.getByRole('button', { name: t(lang, 'common.save') }).click()

      const ask = page.getByRole('dialog', { name: t(lang, 'schedule.overlap.title') })
      await expect(ask).toBeVisible()
      await expect(ask).toContainText('Complejo Norte')
      await expect(ask).toContainText('Leones – Pumas')
      await page.screenshot({ path: `${SHOTS}/save-anyway-${size}-${lang}.png`, animations: 'disabled' })
      await ask.getByRole('button', { name: t(lang, 'schedule.overlap.save_anyway') }).click()
      await expect(ask).toBeHidden()
      await expect(edit).toBeHidden()
      await expect(page.getByRole('region', { name: t(lang, 'games.scoreboard') })).toContainText('Complejo Norte')
      await context.close()
    })
  }
}
