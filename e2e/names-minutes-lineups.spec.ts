/**
 * In the browser: a team name that clashes (case and accents aside) is refused on the team form's name field;
 * on the game sheet a goal takes its minute and a checklist records who played. Screenshots of the game sheet at
 * 390×844 and 1440×900, Spanish and English, light and dark, under /work/shots/names (or SHOTS_DIR).
 */
import fs from 'node:fs'
import { type APIRequestContext, expect as baseExpect, type Cookie, test } from '@playwright/test'
import { apiPost, apiPut, LANGS, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/names'

let cookies: Cookie[]
let base: string
let tournamentId: string
const teams: { id: string; players: { id: string; lastname: string }[] }[] = []

test.beforeAll(async ({ playwright }) => {
  const api: APIRequestContext = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'names',
    displayName: 'Ana',
    organization: `Liga Nombres ${uniqueSuffix()}`,
  })
  base = `/api/orgs/${user.organization?.id ?? ''}`
  tournamentId = (await apiPost<{ id: string }>(api, `${base}/tournaments`, { name: 'Apertura' })).id
  for (const [name, lastnames] of [
    ['Atlético Ñandú', ['Pérez', 'Gómez', 'Sosa']],
    ['Los Pumas', ['Ruiz', 'Díaz', 'Paz']],
  ] as const) {
    const team = await apiPost<{ id: string }>(api, `${base}/teams`, { name })
    const players: { id: string; lastname: string }[] = []
    for (const [i, lastname] of lastnames.entries()) {
      const player = await apiPost<{ id: string }>(api, `${base}/players`, {
        firstname: ['Juan', 'Luis', 'Marta'][i],
        lastname,
        jerseyNumber: i + 2,
      })
      await apiPost(api, `${base}/teams/${team.id}/players`, { playerId: player.id })
      players.push({ id: player.id, lastname })
    }
    teams.push({ id: team.id, players })
  }
  cookies = (await api.storageState()).cookies
  await api.dispose()
  fs.mkdirSync(SHOTS, { recursive: true })
})

test.use({ viewport: VIEWPORTS.phone })

for (const lang of LANGS) {
  test(`a clashing team name is refused on the name field (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    await context.addCookies(cookies)
    const page = await context.newPage()
    await page.goto(`/${lang}/teams`)
    await page
      .getByRole('button', { name: t(lang, 'teams.new') })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: t(lang, 'teams.new') })
    await dialog.getByLabel(t(lang, 'teams.fields.name')).fill('  atletico   ÑANDU ')
    await dialog.getByRole('button', { name: t(lang, 'teams.create') }).click()
    await expect(dialog.getByText(t(lang, 'validation.name_taken'))).toBeVisible()
    await expect(dialog.getByLabel(t(lang, 'teams.fields.name'))).toHaveAttribute('aria-invalid', 'true')
    await page.screenshot({ path: `${SHOTS}/team-name-taken-phone-${lang}.png`, animations: 'disabled' })
    await context.close()
  })
}

test('a goal takes its minute and the line-up checklist saves who played (390×844)', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000)
  const api = await playwright.request.newContext({ storageState: { cookies, origins: [] } })
  const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
  const game = await apiPost<{ id: string }>(api, `${base}/games`, {
    tournamentId,
    homeTeamId: home.id,
    awayTeamId: away.id,
    playAt: '2026-03-14T21:00:00Z',
  })
  await api.dispose()
  const lang = 'es'
  const context = await browser.newContext({ viewport: VIEWPORTS.phone })
  await context.addCookies(cookies)
  const page = await context.newPage()
  await page.goto(`/${lang}/games/${game.id}`)
  const scorer = home.players[0]?.id as string
  await page
    .getByTestId(`roster-home-${scorer}`)
    .getByRole('button', { name: /\+|Sumar|Add/ })
    .last()
    .click()
  const minute = page.getByTestId(`minute-home-${scorer}-0`)
  await minute.fill('131')
  await expect(minute).toHaveAttribute('aria-invalid', 'true')
  await minute.fill('23')
  await expect(minute).toHaveAttribute('aria-invalid', 'false')
  await page.getByRole('button', { name: t(lang, 'games.actions.save_result') }).click()
  await expect(page.getByTestId('save-bar')).toBeHidden()

  const lineup = page.getByTestId('lineup-card')
  await lineup.getByTestId(`lineup-home-${scorer}`).check()
  await lineup.getByTestId(`lineup-home-${home.players[1]?.id}`).check()
  await lineup.getByRole('button', { name: t(lang, 'games.lineup.save') }).click()
  await expect(page.getByText(t(lang, 'games.lineup.saved'))).toBeVisible()

  const stored = await page.request.get(`${base}/games/${game.id}/lineups`)
  expect((await stored.json()).home.map((p: { playerId: string }) => p.playerId)).toContain(scorer)
  await context.close()
  // saved: a fresh browser (no cached sheet) reads them back
  const fresh = await browser.newContext({ viewport: VIEWPORTS.phone })
  await fresh.addCookies(cookies)
  const again = await fresh.newPage()
  await again.goto(`/${lang}/games/${game.id}`)
  await expect(again.getByTestId(`minute-home-${scorer}-0`)).toHaveValue('23')
  await expect(again.getByTestId('lineup-card').getByTestId(`lineup-home-${scorer}`)).toBeChecked()
  await expect(again.getByTestId('lineup-card')).toContainText(t(lang, 'games.lineup.count', { count: '2' }))
  await fresh.close()
})

test('screenshots of the game sheet with minutes and line-ups', { tag: '@screenshots' }, async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000)
  const api = await playwright.request.newContext({ storageState: { cookies, origins: [] } })
  const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
  const game = await apiPost<{ id: string }>(api, `${base}/games`, {
    tournamentId,
    homeTeamId: home.id,
    awayTeamId: away.id,
    playAt: '2026-03-21T21:00:00Z',
  })
  const [h0, h1, h2] = home.players.map((p) => p.id)
  const [a0, a1] = away.players.map((p) => p.id)
  await apiPut(api, `${base}/games/${game.id}/stats`, {
    home: { goals: [{ playerId: h0, goals: 2, minutes: [23, 67] }] },
    away: { goals: [{ playerId: a1, goals: 1, minutes: [88] }] },
    confirm: true,
  })
  await apiPost(api, `${base}/games/${game.id}/cards`, { playerId: h1, teamId: home.id, type: 'yellow', minute: 41 })
  await apiPut(api, `${base}/games/${game.id}/lineups`, { home: [h0, h1, h2], away: [a0, a1] })
  await api.dispose()
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const lang of LANGS) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport })
        await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
        await context.addCookies(cookies)
        const page = await context.newPage()
        await page.goto(`/${lang}/games/${game.id}`)
        await expect(page.getByTestId(`minute-home-${h0}-1`)).toHaveValue('67')
        await expect(page.getByTestId('lineup-card')).toBeVisible()
        await page.screenshot({
          path: `${SHOTS}/game-sheet-${size}-${lang}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        })
        await context.close()
      }
    }
  }
})
