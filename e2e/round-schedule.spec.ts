/**
 * At phone size (390×844): a round's games scheduled in one screen. From the fixtures, "Schedule" on a
 * round; two games get a time and a venue and are saved together (one request), and the fixtures show them; a row
 * that double-books the venue shows the conflict on that row, naming the other game, with "save anyway". Leaving with
 * unsaved rows asks first. Also the screenshots of decision 0025 (tournament, standings with crests, game, round
 * schedule) in es, es-AR and en, light and dark, at 390×844 and 1440×900 (SHOTS_DIR, default /tmp/shots/rounds).
 */
import fs from 'node:fs'
import { type APIRequestContext, expect as baseExpect, type Cookie, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { apiPost, apiPut, type Lang, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 300_000 })
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/rounds'

const TEAMS = ['Deportivo Los Halcones del Sur', 'Pumas', 'Leones', 'Toros'] as const
const COLOURS = ['#1b5e20', '#0d47a1', '#b71c1c', '#f9a825']

interface League {
  organizationId: string
  tournamentId: string
  /** round 1 (Sep 2026), then the first game of round 1 */
  roundId: string
  gameId: string
}

let cookies: Cookie[]
let league: League
let argentineLeague: League

/** A crest: a coloured disc with a white band, as a PNG. */
function crest(colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><circle cx="80" cy="80" r="76" fill="${colour}"/><rect x="20" y="66" width="120" height="28" fill="#fff"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** An organization in `country`: four teams (three with a crest) in one group, fixtures from 2026-09-12, two venues. */
async function createLeague(api: APIRequestContext, country: string): Promise<League> {
  const organization = await apiPost<{ id: string }>(api, '/api/orgs', {
    name: `Liga ${country} ${uniqueSuffix()}`,
    leagues: [{ name: 'Apertura F5', country }],
  })
  const base = `/api/orgs/${organization.id}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, { name: 'Apertura', settings: {} })
  const teamIds: string[] = []
  for (const [index, name] of TEAMS.entries()) {
    const team = await apiPost<{ id: string }>(api, `${base}/teams`, { name })
    teamIds.push(team.id)
    if (index === 1) continue // one team keeps its initials
    const res = await api.post(`${base}/teams/${team.id}/picture`, {
      multipart: {
        file: { name: 'crest.png', mimeType: 'image/png', buffer: await crest(COLOURS[index] as string) },
      },
    })
    expect(res.status()).toBe(200)
  }
  for (const name of ['Complejo Norte', 'Predio Sur']) {
    await apiPost(api, `${base}/locations`, { name, fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }] })
  }
  const group = await apiPost<{ id: string }>(api, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'Zona A',
    teamIds,
  })
  const fixtures = await apiPost<{ rounds: { id: string; number: number; games: { id: string }[] }[] }>(
    api,
    `${base}/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2026-09-12' },
  )
  await apiPost(api, `${base}/games/bulk`, {
    ids: fixtures.rounds.flatMap((round) => round.games.map((game) => game.id)),
    action: 'publish',
  })
  const first = fixtures.rounds[0] as { id: string; games: { id: string }[] }
  return {
    organizationId: organization.id,
    tournamentId: tournament.id,
    roundId: first.id,
    gameId: first.games[0]?.id ?? '',
  }
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000)
  const api = await playwright.request.newContext()
  await signUpThroughApi(api, { prefix: 'rounds', displayName: 'Ana' })
  argentineLeague = await createLeague(api, 'AR')
  league = await createLeague(api, 'ES')
  await apiPut(api, '/api/me/active-organization', { organizationId: league.organizationId })
  cookies = (await api.storageState()).cookies
  await api.dispose()
  fs.mkdirSync(SHOTS, { recursive: true })
})

/** Picks `option` in the MUI select `name` inside `scope`, retrying while the options load. */
async function pick(page: Page, scope: ReturnType<Page['getByTestId']>, name: string, option: string) {
  const select = scope.getByRole('combobox', { name })
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click()
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 })
    await expect(select).toHaveText(option, { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: VIEWPORTS.phone })
  const lang: Lang = 'en'

  test('a round’s times and venues edited in place and saved together; a double booking shows on its row', async ({
    context,
    page,
  }) => {
    await context.addCookies(cookies)
    const { tournamentId } = league
    await page.goto(`/${lang}/tournaments/${tournamentId}/fixtures`)
    const round1 = t(lang, 'fixtures.round_n', { number: '1' })
    await page.getByRole('link', { name: t(lang, 'fixtures.schedule.open', { round: round1 }) }).click()
    await expect(
      page.getByRole('heading', { name: t(lang, 'fixtures.schedule.title', { round: round1 }) }),
    ).toBeVisible()
    const rows = page.getByTestId('schedule-row')
    await expect(rows).toHaveCount(2)

    // stacked cards: nothing wider than the screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const row of await rows.all()) {
      const box = await row.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width).toBe(true)
    }

    const [first, second] = [rows.nth(0), rows.nth(1)]
    const firstTeams = (await first.getAttribute('aria-label')) ?? ''
    const secondTeams = (await second.getAttribute('aria-label')) ?? ''
    // the generated round's day is there, its time to be confirmed; typing a time is enough (no switch first)
    const time = (row: typeof first, teams: string) =>
      row.getByLabel(`${t(lang, 'games.fields.time')} (${teams})`, { exact: true })
    const toBeConfirmed = (row: typeof first, teams: string) =>
      row.getByRole('checkbox', { name: `${t(lang, 'fixtures.schedule.to_be_confirmed')} (${teams})` })
    await expect(first.getByLabel(`${t(lang, 'games.fields.date')} (${firstTeams})`)).toHaveValue('2026-09-12')
    await expect(toBeConfirmed(first, firstTeams)).toBeChecked()
    await time(first, firstTeams).fill('18:00')
    await expect(toBeConfirmed(first, firstTeams)).not.toBeChecked()
    await pick(page, first, t(lang, 'games.fields.location'), 'Complejo Norte')
    await time(second, secondTeams).fill('20:00')
    await pick(page, second, t(lang, 'games.fields.location'), 'Complejo Norte')
    const bar = page.getByTestId('schedule-bar')
    await expect(bar).toContainText(t(lang, 'fixtures.schedule.changed', { count: '2' }))

    // leaving with unsaved rows asks first
    await page
      .getByRole('link', { name: t(lang, 'tournaments.tabs.fixtures') })
      .first()
      .click()
    const unsaved = page.getByRole('dialog', { name: t(lang, 'unsaved.title') })
    await expect(unsaved).toBeVisible()
    await unsaved.getByRole('button', { name: t(lang, 'unsaved.stay') }).click()
    await expect(time(first, firstTeams)).toHaveValue('18:00')

    // one request saves both
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/games/bulk')) requests.push(request.postData() ?? '')
    })
    await bar.getByRole('button', { name: t(lang, 'common.save') }).click()
    await expect(bar).toBeHidden()
    expect(requests).toHaveLength(1)
    expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({ action: 'schedule' })
    expect(JSON.parse(requests[0] ?? '{}').games).toHaveLength(2)

    // the fixtures show both games at their times and venue
    await page
      .getByRole('link', { name: t(lang, 'tournaments.tabs.fixtures') })
      .first()
      .click()
    const round = page.getByTestId('round').first()
    const items = round.getByTestId('game-item')
    await expect(items.filter({ hasText: '18:00' }).filter({ hasText: 'Complejo Norte' })).toHaveCount(1)
    await expect(items.filter({ hasText: '20:00' }).filter({ hasText: 'Complejo Norte' })).toHaveCount(1)

    // the second game moved onto the first one's slot at that venue: the conflict shows on its row
    await round.getByRole('link', { name: t(lang, 'fixtures.schedule.open', { round: round1 }) }).click()
    await expect(rows).toHaveCount(2)
    await time(rows.nth(1), secondTeams).fill('18:30')
    await page
      .getByTestId('schedule-bar')
      .getByRole('button', { name: t(lang, 'common.save') })
      .click()
    const alert = rows.nth(1).getByRole('alert')
    await expect(alert).toContainText('Complejo Norte')
    await expect(alert).toContainText(firstTeams)
    await expect(rows.nth(0).getByRole('alert')).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/round-schedule-conflict-phone.png` })
    await alert.getByRole('button', { name: t(lang, 'schedule.overlap.save_anyway') }).click()
    await expect(page.getByTestId('schedule-bar')).toBeHidden()
    await expect(alert).toBeHidden()
  })

  test('"New game" in a round starts on the round’s date', async ({ context, page }) => {
    await context.addCookies(cookies)
    await page.goto(`/${lang}/tournaments/${league.tournamentId}/rounds/${league.roundId}`)
    await page.getByRole('button', { name: t(lang, 'fixtures.new_game.button') }).click()
    const dialog = page.getByRole('dialog', { name: t(lang, 'fixtures.new_game.title') })
    await expect(dialog.getByRole('combobox', { name: t(lang, 'games.fields.round') })).toHaveText(
      t(lang, 'fixtures.round_n', { number: '1' }),
    )
    await expect(dialog.getByRole('group', { name: t(lang, 'games.fields.date') })).toContainText('2026')
    await expect(dialog.getByRole('group', { name: t(lang, 'games.fields.date') })).toContainText('12')
    // the time is never disabled by "time to be confirmed"
    await expect(dialog.getByRole('group', { name: t(lang, 'games.fields.time') })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })
})

test('screenshots: tournament, standings with crests, game and round schedule', { tag: '@screenshots' }, async ({
  browser,
}) => {
  test.setTimeout(900_000)
  const every = [
    { name: 'es', lang: 'es', league: () => league },
    { name: 'es-AR', lang: 'es', league: () => argentineLeague },
    { name: 'en', lang: 'en', league: () => league },
  ] as const
  const isAll = process.env.SCREENSHOTS === 'all'
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      const looks = every.filter((look) => isAll || (theme === 'dark' ? look.name === 'es-AR' : look.name === 'en'))
      for (const look of looks) {
        // a fresh browser per league: the app keeps the last organization's data for offline use (decision 0018)
        const context = await browser.newContext({ viewport })
        await context.addCookies(cookies)
        await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
        const page = await context.newPage()
        const { organizationId, tournamentId, roundId, gameId } = look.league()
        await apiPut(page.request, '/api/me/active-organization', { organizationId })
        const screens = [
          ['fixtures', `/tournaments/${tournamentId}/fixtures`],
          ['standings', `/tournaments/${tournamentId}/standings`],
          ['game', `/games/${gameId}`],
          ['round-schedule', `/tournaments/${tournamentId}/rounds/${roundId}`],
        ] as const
        for (const [name, path] of screens) {
          await page.goto(`/${look.lang}${path}`)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          if (name === 'standings' || name === 'fixtures') {
            await expect(page.getByTestId('team-crest').locator('img').first()).toBeVisible()
          }
          if (name === 'round-schedule') await expect(page.getByTestId('schedule-row').first()).toBeVisible()
          await page.evaluate(() => document.fonts.ready.then(() => undefined))
          await page.waitForTimeout(300)
          await page.screenshot({
            path: `${SHOTS}/${name}-${look.name}-${size}-${theme}.png`,
            animations: 'disabled',
            caret: 'hide',
          })
        }
        await context.close()
      }
    }
  }
})
