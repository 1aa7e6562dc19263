/**
 * Public league site as a fan sees it, without an account: the standings read with JavaScript off,
 * no serious or critical axe violation on the league, tournament, team and game pages, a result confirmed by the
 * league showing on an open game page without a reload, and screenshots at both sizes, in both languages and themes.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { E2E_BASE_URL } from '../playwright.config.ts'
import { apiPost, apiPut, LANGS, shot, signUpThroughApi, uniqueSuffix, VIEWPORTS } from './helpers.ts'

test.describe.configure({ mode: 'serial' })

const suffix = uniqueSuffix()
const slug = `liga-e2e-${suffix}`.toLowerCase().replace(/[^a-z0-9-]/g, '')
let api: APIRequestContext
let orgId = ''
let tournamentId = ''
let teamId = ''
let playedGameId = ''
let openGameId = ''
// one long name: on a phone it takes two lines of the standings, never a sideways scroll
const teamNames = ['Tigres del Norte', 'Halcones FC', 'Club Social y Deportivo Villa Sur Esperanza', 'Atlético Oeste']

test.beforeAll(async () => {
  api = await playwrightRequest.newContext()
  const admin = await signUpThroughApi(api, { displayName: 'Ana', organization: `Liga Pública ${suffix}` })
  orgId = admin.organization?.id as string
  const org = `/api/orgs/${orgId}`
  const patched = await api.patch(`${E2E_BASE_URL}${org}`, {
    headers: { origin: E2E_BASE_URL },
    data: { publicSlug: slug },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  const venue = await apiPost<{ id: string }>(api, `${org}/locations`, {
    name: 'Complejo Las Acacias',
    address: 'Av. Rivera 1234, Montevideo',
  })
  // qualifier zones, so that their marks show in the standings: first to the gold cup, second to the silver, last down
  const tournament = await apiPost<{ id: string }>(api, `${org}/tournaments`, {
    name: 'Apertura 2030',
    settings: { qualifiers: { goldCup: 1, silverCup: 1, descend: 1 } },
  })
  tournamentId = tournament.id
  const teams: { id: string; players: string[] }[] = []
  for (const [i, name] of teamNames.entries()) {
    const team = await apiPost<{ id: string }>(api, `${org}/teams`, { name })
    const players: string[] = []
    for (let p = 0; p < 3; p++) {
      const player = await apiPost<{ id: string }>(api, `${org}/players`, {
        firstname: ['Lucía', 'Martina', 'Sofía'][p],
        lastname: `${name.split(' ')[0]} ${i}`,
        jerseyNumber: p + 1,
      })
      await apiPost(api, `${org}/teams/${team.id}/players`, { playerId: player.id })
      players.push(player.id)
    }
    teams.push({ id: team.id, players })
  }
  teamId = (teams[0] as { id: string }).id
  const group = await apiPost<{ id: string }>(api, `${org}/tournaments/${tournament.id}/groups`, {
    name: 'Zona A',
    teamIds: teams.map((t) => t.id),
  })
  const fixtures = await apiPost<{ rounds: { number: number; games: { id: string }[] }[] }>(
    api,
    `${org}/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2025-04-06' },
  )
  const games = fixtures.rounds.flatMap((r) => r.games.map((g) => g.id))
  await apiPost(api, `${org}/games/bulk`, { ids: games, action: 'publish' }).catch(async () => {
    for (const id of games) await apiPost(api, `${org}/games/${id}/publish`, {})
  })
  const [first, second] = fixtures.rounds.find((r) => r.number === 1)?.games ?? []
  playedGameId = (first as { id: string }).id
  openGameId = (second as { id: string }).id
  const sheet = await api.get(`${E2E_BASE_URL}${org}/games/${playedGameId}`)
  const body = (await sheet.json()) as { homeTeamId: string; version: number }
  const home = teams.find((t) => t.id === body.homeTeamId) as { players: string[] }
  await api.patch(`${E2E_BASE_URL}${org}/games/${playedGameId}`, {
    headers: { origin: E2E_BASE_URL },
    data: { version: body.version, playAt: '2025-04-06T18:00:00-03:00', locationId: venue.id },
  })
  await apiPut(api, `${org}/games/${playedGameId}/stats`, {
    home: { goals: [{ playerId: home.players[0], goals: 2 }], unassignedGoals: 0 },
    away: { goals: [], unassignedGoals: 1 },
    confirm: true,
  })
})

test.afterAll(async () => {
  await api.dispose()
})

test('reads the standings and the rounds with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone })
  const page = await context.newPage()
  const response = await page.goto(`/es/l/${slug}/tournaments/${tournamentId}`)
  expect(response?.status()).toBe(200)
  const table = page.locator('#standings table')
  await expect(table.getByRole('columnheader', { name: 'Pts' })).toBeVisible()
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(4)
  // the winner of the one played game leads with 3 points; every team is named in the table
  await expect(rows.first().locator('td').last()).toHaveText('3')
  for (const name of teamNames) await expect(table.getByRole('link', { name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Jornada 1' })).toBeVisible()
  await expect(page.locator('#fixtures').getByText('2 – 1')).toBeVisible()
  await context.close()
})

test('the standings fit a phone: five columns, names on two lines at most, zone marks, all columns on demand', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    await page.goto(`/es/l/${slug}/tournaments/${tournamentId}`)
    const table = page.locator('#standings table')
    // nothing scrolls sideways: not the page, not the table's box
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    const box = page.locator('#standings .scroll').first()
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    for (const name of ['Pos.', 'PJ', 'DG', 'Pts'])
      await expect(table.locator('thead th').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible()
    await expect(table.locator('thead th.x')).toHaveCount(5)
    for (const th of await table.locator('thead th.x').all()) await expect(th).toBeHidden()
    // a long name wraps to two lines at most
    const long = table.getByRole('link', { name: teamNames[2] })
    const lines = await long.evaluate(
      (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    )
    expect(lines).toBeLessThanOrEqual(2.05)
    // the zone marks stay: a coloured edge on the first and last rows, the legend, and the zone's name for readers
    const edge = (row: number) =>
      table
        .locator('tbody tr')
        .nth(row)
        .locator('td')
        .first()
        .evaluate((el) => getComputedStyle(el).boxShadow)
    expect(await edge(0)).not.toBe('none')
    expect(await edge(3)).not.toBe('none')
    await expect(page.locator('#standings .legend')).toContainText('Copa de Oro')
    await expect(table.locator('tbody tr').first().getByRole('rowheader')).toContainText('Copa de Oro')
    // "All columns" brings the rest back (CSS only: it works with JavaScript off)
    await page.getByLabel('Todas las columnas').check()
    for (const th of await table.locator('thead th.x').all()) await expect(th).toBeVisible()
    // then the names keep their width and the table scrolls inside its box, the page still not
    expect((await long.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(120)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    await page.locator('#standings').screenshot({
      path: `test-results/screenshots/public-standings-phone-all-${javaScriptEnabled ? 'js' : 'nojs'}.png`,
    })
    await context.close()
  }
  const wide = await browser.newContext({ viewport: VIEWPORTS.laptop })
  const page = await wide.newPage()
  await page.goto(`/en/l/${slug}/tournaments/${tournamentId}`)
  for (const th of await page.locator('#standings thead th.x').all()) await expect(th).toBeVisible()
  await expect(page.getByLabel('All columns')).toBeHidden()
  await wide.close()
})

test('has no serious or critical accessibility violation on the public pages', async ({ browser }) => {
  test.setTimeout(300_000)
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: VIEWPORTS.laptop, colorScheme })
    const page = await context.newPage()
    for (const path of [
      `/es/l/${slug}`,
      `/en/l/${slug}/tournaments/${tournamentId}`,
      `/es/l/${slug}/teams/${teamId}`,
      `/en/l/${slug}/games/${playedGameId}`,
    ]) {
      await page.goto(path)
      const results = await new AxeBuilder({ page }).analyze()
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${colorScheme} ${path}`,
      ).toEqual([])
    }
    await context.close()
  }
  // the phone's layout too, where the standings hide columns and the "All columns" box shows
  const phone = await browser.newContext({ viewport: VIEWPORTS.phone })
  const page = await phone.newPage()
  await page.goto(`/es/l/${slug}/tournaments/${tournamentId}`)
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await phone.close()
})

test('an open game page shows a confirmed result within 2 seconds, without a reload', async ({ page }) => {
  await page.goto(`/en/l/${slug}/games/${openGameId}`)
  await expect(page.locator('h1')).toContainText('vs')
  await page.evaluate(() => {
    ;(window as unknown as { marker: boolean }).marker = true
  })
  // the stream is open once the page's script has connected
  await page.waitForTimeout(500)
  await apiPut(api, `/api/orgs/${orgId}/games/${openGameId}/stats`, {
    home: { goals: [], unassignedGoals: 4 },
    away: { goals: [], unassignedGoals: 0 },
    confirm: true,
  })
  await expect(page.locator('h1')).toContainText('4 – 0', { timeout: 2000 })
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
})

test('looks right at both sizes, in both languages and themes', { tag: '@screenshots' }, async ({ browser }) => {
  test.setTimeout(400_000)
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const lang of LANGS) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport, colorScheme })
        const page = await context.newPage()
        const pages = {
          league: '',
          tournament: `/tournaments/${tournamentId}`,
          team: `/teams/${teamId}`,
          game: `/games/${playedGameId}`,
        }
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(`/${lang}/l/${slug}${path}`)
          await shot(page, `public-${name}-${size}-${lang}-${colorScheme}`)
        }
        await page.goto(`/${lang}/l/${slug}${pages.tournament}`)
        await page.locator('#standings').screenshot({
          path: `test-results/screenshots/public-standings-${size}-${lang}-${colorScheme}.png`,
        })
        await context.close()
      }
    }
  }
})
