/**
 * Browser test: on a phone (390×844), a manager creates a 6-team bracket by hand (seeds ordered with
 * the arrows), plays it through the game sheets — one quarter-final level and decided on penalties — and sees the
 * winners move up by themselves until the champion. Then screenshots of the bracket on a phone and a laptop, in
 * both languages and themes. The league (tournament, teams) is created through the API for speed.
 */
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Cookie,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from '@playwright/test'
import { apiPost, LANGS, type Lang, shot, signUpThroughApi, t, toast, uniqueSuffix, VIEWPORTS } from './helpers.ts'

// the machine the suite runs on may be busy: the first load of the app takes its time
const expect = baseExpect.configure({ timeout: 90_000 })

const TEAMS = ['Leones', 'Pumas', 'Halcones', 'Toros', 'Lobos', 'Águilas'] as const

let cookies: Cookie[]
let tournamentId: string
let base: string

async function createLeague(api: APIRequestContext) {
  const user = await signUpThroughApi(api, {
    prefix: 'brackets',
    displayName: 'Ana',
    organization: `Liga Copa ${uniqueSuffix()}`,
  })
  base = `/api/orgs/${user.organization?.id ?? ''}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, { name: 'Copa' })
  // created in reverse, so that the dialog's list (by name) is not already the seed order
  for (const name of [...TEAMS].reverse()) await apiPost(api, `${base}/teams`, { name })
  return tournament.id
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  tournamentId = await createLeague(api)
  cookies = (await api.storageState()).cookies
  await api.dispose()
})

const bracketPath = (lang: Lang) => `/${lang}/tournaments/${tournamentId}/brackets`

/**
 * From the bracket tab, opens the tie between `home` and `away`, enters the goals (and penalties), confirms, and
 * goes back to the bracket (in the app, without loading it again).
 */
async function playTie(
  page: Page,
  lang: Lang,
  [home, away]: [string, string],
  [homeGoals, awayGoals]: [number, number],
  penalties?: [number, number],
) {
  await page.getByRole('link', { name: t(lang, 'brackets.open_tie', { home, away }) }).click()
  const sheet = page.getByTestId('game-sheet')
  await expect(sheet).toBeVisible()
  const addGoals = async (team: string, count: number) => {
    if (count === 0) return
    await sheet.getByRole('tab', { name: new RegExp(`^${team} ·`) }).click()
    const add = sheet.getByRole('button', {
      name: t(lang, 'games.result.add_goal', { name: t(lang, 'games.result.unassigned_of', { team }) }),
    })
    for (let i = 0; i < count; i++) await add.click()
  }
  await addGoals(home, homeGoals)
  await addGoals(away, awayGoals)
  if (penalties) {
    const shootOut = page.getByRole('region', { name: t(lang, 'games.penalties.title') })
    await shootOut.getByLabel(home, { exact: true }).fill(String(penalties[0]))
    await shootOut.getByLabel(away, { exact: true }).fill(String(penalties[1]))
  }
  await page.getByRole('button', { name: t(lang, 'games.actions.save_and_confirm') }).click()
  await expect(toast(page, lang, t(lang, 'games.toasts.confirmed'))).toBeVisible()
  await page.goBack()
  await expect(page.getByTestId('bracket')).toBeVisible()
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true })

  test('create a 6-team bracket by hand and play it to its champion', async ({ page, context }) => {
    test.setTimeout(600_000)
    const lang = 'es'
    await context.addCookies(cookies)
    await page.goto(bracketPath(lang))
    await expect(page.getByRole('heading', { name: t(lang, 'brackets.empty_title') })).toBeVisible()
    await shot(page, 'brackets-phone-01-empty')
    await page.getByRole('button', { name: t(lang, 'brackets.new') }).click()
    const dialog = page.getByRole('dialog', { name: t(lang, 'brackets.new') })
    await dialog.getByLabel(t(lang, 'brackets.fields.name')).fill('Copa de Invierno')
    await dialog.getByLabel(t(lang, 'brackets.fields.by_hand')).check()
    // the seeds in order, Águilas added second and moved down to last with the arrows
    for (const name of ['Leones', 'Águilas', 'Pumas', 'Halcones', 'Toros', 'Lobos']) {
      await dialog.getByLabel(t(lang, 'brackets.add_team')).click()
      await page.getByRole('option', { name, exact: true }).click()
    }
    for (let i = 0; i < 4; i++) {
      await dialog.getByRole('button', { name: t(lang, 'brackets.move_down', { team: 'Águilas' }) }).click()
    }
    await expect(dialog.getByTestId('bracket-seed')).toHaveText([
      /Leones/,
      /Pumas/,
      /Halcones/,
      /Toros/,
      /Lobos/,
      /Águilas/,
    ])
    await shot(page, 'brackets-phone-02-dialog')
    await dialog.getByRole('button', { name: t(lang, 'brackets.create') }).click()
    await expect(toast(page, lang, t(lang, 'brackets.toasts.created'))).toBeVisible()
    // quarter-finals: seeds 1 and 2 pass at once; 4 v 5 and 3 v 6 are to play
    const ties = page.getByTestId('bracket-tie')
    await expect(ties).toHaveCount(4)
    await expect(ties.nth(0)).toContainText(t(lang, 'brackets.bye'))
    await shot(page, 'brackets-phone-03-created')

    await playTie(page, lang, ['Toros', 'Lobos'], [0, 2])
    await playTie(page, lang, ['Halcones', 'Águilas'], [1, 1], [4, 5])
    // the phone opens on the semi-finals now, with the winners in place
    await expect(page.getByRole('tab', { name: t(lang, 'brackets.rounds.semi_final') })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(
      page.getByRole('link', { name: t(lang, 'brackets.open_tie', { home: 'Leones', away: 'Lobos' }) }),
    ).toBeVisible()
    await page.getByRole('tab', { name: t(lang, 'brackets.rounds.quarter_final') }).click()
    await expect(page.getByText(t(lang, 'brackets.penalties', { home: '4', away: '5' }))).toBeVisible()
    await shot(page, 'brackets-phone-04-penalties')
    await page.getByRole('tab', { name: t(lang, 'brackets.rounds.semi_final') }).click()

    await playTie(page, lang, ['Leones', 'Lobos'], [3, 1])
    await playTie(page, lang, ['Pumas', 'Águilas'], [0, 1])
    await playTie(page, lang, ['Leones', 'Águilas'], [2, 0])
    await expect(page.getByTestId('bracket-champion')).toHaveText(t(lang, 'brackets.champion', { team: 'Leones' }))
    await shot(page, 'brackets-phone-05-champion')
  })
})

async function lookAt(browser: Browser, viewport: 'phone' | 'laptop', lang: Lang, theme: 'dark' | 'light') {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], hasTouch: viewport === 'phone' })
  await context.addCookies(cookies)
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
  const page = await context.newPage()
  await page.goto(bracketPath(lang))
  await expect(page.getByTestId('bracket')).toBeVisible()
  await shot(page, `brackets-${viewport}-${lang}-${theme}`)
  await context.close()
}

/**
 * The bracket the test above played; run on their own (`npm run screenshots`), the screenshots make one through the
 * API, in seed order and not yet played.
 */
async function ensureBracket(playwright: PlaywrightWorkerArgs['playwright']) {
  const api = await playwright.request.newContext({ storageState: { cookies, origins: [] } })
  const brackets = (await (await api.get(`${base}/tournaments/${tournamentId}/brackets`)).json()) as {
    items: unknown[]
  }
  if (brackets.items.length === 0) {
    const teams = (await (await api.get(`${base}/teams?limit=50`)).json()) as { items: { id: string; name: string }[] }
    const teamIds = TEAMS.map((name) => teams.items.find((team) => team.name === name)?.id as string)
    await apiPost(api, `${base}/tournaments/${tournamentId}/brackets`, { name: 'Copa', teamIds })
  }
  await api.dispose()
}

/** The played bracket on a phone and a laptop, in each language and theme. */
for (const viewport of ['phone', 'laptop'] as const) {
  test(`screenshots of the bracket on a ${viewport}`, { tag: '@screenshots' }, async ({ browser, playwright }) => {
    test.setTimeout(400_000)
    await ensureBracket(playwright)
    for (const lang of LANGS)
      for (const theme of ['light', 'dark'] as const) await lookAt(browser, viewport, lang, theme)
  })
}
