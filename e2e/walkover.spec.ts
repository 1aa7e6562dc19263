/**
 * Walkovers and withdrawals in the browser, at 390×844: a manager records a W.O. from the game sheet (the
 * winner picked in a dialog), and withdraws a team from the standings (its unplayed games awarded as walkovers); the
 * table then lists it last as withdrawn. Then screenshots of both screens at 390×844 and 1440×900, es and en, light and
 * dark (in /work/shots/walkover, or SHOTS_DIR).
 */
import fs from 'node:fs'
import { type APIRequestContext, expect as baseExpect, type Cookie, test } from '@playwright/test'
import { apiPost, LANGS, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const expect = baseExpect.configure({ timeout: 60_000 })
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/walkover'
const PHONE = VIEWPORTS.phone

let cookies: Cookie[]
let base: string

type Setup = { tournamentId: string; teams: { id: string; name: string }[]; gameId: string }

/** A tournament of four teams in one group, a game played yesterday (no result yet) and two next week. */
async function setUp(api: APIRequestContext, name: string): Promise<Setup> {
  const tournamentId = (await apiPost<{ id: string }>(api, `${base}/tournaments`, { name })).id
  const teams = []
  for (const team of ['Leones', 'Pumas', 'Halcones', 'Toros']) {
    teams.push(await apiPost<{ id: string; name: string }>(api, `${base}/teams`, { name: `${team} ${name}` }))
  }
  await apiPost(api, `${base}/tournaments/${tournamentId}/groups`, { name: 'Zona A', teamIds: teams.map((x) => x.id) })
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
  const [a, b, c, d] = teams.map((x) => x.id)
  const game = await apiPost<{ id: string }>(api, `${base}/games`, {
    tournamentId,
    homeTeamId: a,
    awayTeamId: b,
    playAt: day(-1),
  })
  await apiPost(api, `${base}/games`, { tournamentId, homeTeamId: c, awayTeamId: d, playAt: day(-1) })
  await apiPost(api, `${base}/games`, { tournamentId, homeTeamId: b, awayTeamId: c, playAt: day(6) })
  await apiPost(api, `${base}/games`, { tournamentId, homeTeamId: d, awayTeamId: a, playAt: day(6) })
  return { tournamentId, teams, gameId: game.id }
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'walkover',
    displayName: 'Ana',
    organization: `Liga W.O. ${uniqueSuffix()}`,
  })
  base = `/api/orgs/${user.organization?.id ?? ''}`
  cookies = (await api.storageState()).cookies
  await api.dispose()
  fs.mkdirSync(SHOTS, { recursive: true })
})

test('W.O. from the game sheet, then withdrawing a team from the standings (390×844, es)', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000)
  const lang = 'es'
  const api = await playwright.request.newContext({ storageState: { cookies, origins: [] } })
  const { tournamentId, teams, gameId } = await setUp(api, 'Clausura')
  await api.dispose()
  const context = await browser.newContext({ viewport: PHONE })
  await context.addCookies(cookies)
  const page = await context.newPage()

  await page.goto(`/${lang}/games/${gameId}`)
  await page.getByRole('button', { name: t(lang, 'games.walkover.action_label') }).click()
  const dialog = page.getByRole('dialog', { name: t(lang, 'games.walkover.title') })
  await expect(dialog).toBeVisible()
  // saving with no winner says so
  await dialog.getByRole('button', { name: t(lang, 'games.walkover.save') }).click()
  await expect(dialog).toContainText(t(lang, 'games.walkover.pick_winner'))
  await dialog.getByRole('radio', { name: t(lang, 'games.walkover.wins', { team: teams[1]?.name ?? '' }) }).check()
  await expect(dialog.getByRole('checkbox', { name: t(lang, 'games.walkover.confirm') })).toBeChecked()
  await page.screenshot({ path: `${SHOTS}/wo-dialog-phone-${lang}.png`, animations: 'disabled' })
  await dialog.getByRole('button', { name: t(lang, 'games.walkover.save') }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('walkover-banner')).toContainText(teams[1]?.name ?? '')
  await expect(page.getByTestId('score')).toContainText('0 – 3')
  await expect(page.getByTestId('walkover-mark')).toHaveText('W.O.')

  await page.goto(`/${lang}/tournaments/${tournamentId}/standings`)
  await expect(page.getByTestId('standings-row').first()).toContainText(teams[1]?.name ?? '')
  await page.getByTestId('withdraw-team').click()
  const withdraw = page.getByRole('dialog', { name: t(lang, 'withdraw.title') })
  await withdraw.getByRole('combobox', { name: t(lang, 'withdraw.team') }).click()
  await page.getByRole('option', { name: teams[0]?.name ?? '' }).click()
  await withdraw.getByRole('radio', { name: new RegExp(t(lang, 'withdraw.modes.walkover')) }).check()
  await page.screenshot({ path: `${SHOTS}/withdraw-dialog-phone-${lang}.png`, animations: 'disabled' })
  await withdraw.getByRole('button', { name: t(lang, 'withdraw.submit') }).click()
  await expect(withdraw).toBeHidden()
  const last = page.getByTestId('standings-row').last()
  await expect(last).toContainText(teams[0]?.name ?? '')
  await expect(last.getByTestId('withdrawn-label')).toHaveText(t(lang, 'standings.withdrawn'))
  await expect(page.locator('[data-withdrawn="true"]')).toHaveCount(1)

  // deleting a team with games: refused, the withdraw dialog says how many games and offers its tournament
  const halcones = teams[2]?.name ?? ''
  await page.goto(`/${lang}/teams/${teams[2]?.id}`)
  await page.getByRole('button', { name: t(lang, 'lists.more_actions', { name: halcones }) }).click()
  await page.getByRole('menuitem', { name: t(lang, 'lists.delete') }).click()
  await page
    .getByRole('dialog', { name: t(lang, 'lists.delete_title', { name: halcones }) })
    .getByRole('button', { name: t(lang, 'lists.delete') })
    .click()
  const offer = page.getByRole('dialog', {
    name: t(lang, 'withdraw.title_of', { team: halcones, tournament: 'Clausura' }),
  })
  await expect(offer.getByTestId('withdraw-intro')).toHaveText(
    t(lang, 'teams.has_games', { name: halcones, count: '2' }),
  )
  await page.screenshot({ path: `${SHOTS}/team-has-games-phone-${lang}.png`, animations: 'disabled' })
  await offer.getByRole('button', { name: t(lang, 'common.cancel') }).click()
  await expect(offer).toBeHidden()
  await expect(page.getByRole('heading', { name: halcones })).toBeVisible()
  await context.close()
})

test('screenshots: the game with W.O. and the standings with a withdrawn team', { tag: '@screenshots' }, async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000)
  const api = await playwright.request.newContext({ storageState: { cookies, origins: [] } })
  const { tournamentId, teams, gameId } = await setUp(api, 'Apertura')
  await api.fetch(`${base}/games/${gameId}/stats`, {
    method: 'PUT',
    data: { walkover: { winner: 'home' }, confirm: true },
  })
  await apiPost(api, `${base}/tournaments/${tournamentId}/teams/${teams[3]?.id}/withdraw`, { unplayed: 'walkover' })
  await api.dispose()
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const lang of LANGS) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport })
        await context.addCookies(cookies)
        await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
        const page = await context.newPage()
        await page.goto(`/${lang}/games/${gameId}`)
        await expect(page.getByTestId('walkover-banner')).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/game-wo-${size}-${lang}-${theme}.png`, animations: 'disabled' })
        await page.goto(`/${lang}/tournaments/${tournamentId}/standings`)
        await expect(page.getByTestId('withdrawn-label')).toBeVisible()
        await page.screenshot({
          path: `${SHOTS}/standings-withdrawn-${size}-${lang}-${theme}.png`,
          animations: 'disabled',
        })
        await context.close()
      }
    }
  }
})
