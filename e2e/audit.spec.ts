/**
 * Audit trail in the pages: on a phone, an admin changes a game's score and finds the change in the
 * game's History (which also refreshes live when someone else changes the game); the audit page lists it and filters by
 * kind; a manager is offered neither. Screenshots of the audit page at 390×844 and 1440×900 go to /tmp/shots/audit (AUDIT_SHOTS to move them). Data through the API.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type Browser, type Cookie, expect, type Page, test } from '@playwright/test'
import {
  addMember,
  apiPost,
  apiPut,
  type Lang,
  signUpThroughApi,
  t,
  toast,
  uniqueSuffix,
  VIEWPORTS,
} from './helpers.ts'

const SHOTS = process.env.AUDIT_SHOTS ?? '/tmp/shots/audit'

let organizationId = ''
let gameId = ''
let scorerName = ''
const cookies = {} as Record<'admin' | 'manager', Cookie[]>

test.beforeAll(async ({ playwright }) => {
  const admin = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: 'audit',
    displayName: 'Ana',
    organization: `Liga Auditoría ${uniqueSuffix()}`,
  })
  organizationId = user.organization?.id ?? ''
  const base = `/api/orgs/${organizationId}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, { name: 'Apertura' })
  const teams: { id: string; player: { id: string; name: string } }[] = []
  for (const name of ['Leones', 'Pumas']) {
    const team = await apiPost<{ id: string }>(admin, `${base}/teams`, { name })
    const player = await apiPost<{ id: string }>(admin, `${base}/players`, {
      firstname: 'Juan',
      lastname: name,
      jerseyNumber: 7,
    })
    await apiPost(admin, `${base}/teams/${team.id}/players`, { playerId: player.id })
    teams.push({ id: team.id, player: { id: player.id, name: `Juan ${name}` } })
  }
  const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
  await apiPost(admin, `${base}/tournaments/${tournament.id}/groups`, { name: 'Zona A', teamIds: [home.id, away.id] })
  const game = await apiPost<{ id: string }>(admin, `${base}/games`, {
    tournamentId: tournament.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    playAt: '2025-03-01T18:00:00Z',
  })
  gameId = game.id
  scorerName = home.player.name
  await apiPut(admin, `${base}/games/${game.id}/stats`, {
    home: { goals: [{ playerId: home.player.id, goals: 1 }], unassignedGoals: 0 },
    away: { goals: [], unassignedGoals: 0 },
  })
  cookies.admin = (await admin.storageState()).cookies
  cookies.manager = await addMember(playwright, admin, organizationId, 'manager', {
    prefix: 'manager',
    firstname: 'Marta',
  })
  await admin.dispose()
})

async function pageAs(browser: Browser, role: 'admin' | 'manager', viewport: keyof typeof VIEWPORTS, theme = 'light') {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], hasTouch: viewport === 'phone' })
  await context.addCookies(cookies[role])
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
  return { context, page: await context.newPage() }
}

async function save(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    animations: 'disabled',
    caret: 'hide',
    fullPage: true,
  })
}

test('on a phone, an admin changes the score and sees it in the game’s History', async ({ browser }) => {
  const lang: Lang = 'es'
  const { context, page } = await pageAs(browser, 'admin', 'phone')
  await page.goto(`/${lang}/games/${gameId}`)
  const sheet = page.getByTestId('game-sheet')
  await expect(sheet.getByTestId('score')).toHaveText('1 – 0')
  await sheet.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: scorerName }), exact: true }).click()
  await expect(sheet.getByTestId('score')).toHaveText('2 – 0')
  await page.getByRole('button', { name: t(lang, 'games.actions.save_result') }).click()
  await expect(toast(page, lang, t(lang, 'games.toasts.saved'))).toBeVisible()

  const history = page.getByRole('button', { name: t(lang, 'audit.history') })
  await history.scrollIntoViewIfNeeded()
  await history.click()
  const entries = page.getByTestId('audit-entry')
  await expect(entries.first()).toContainText(t(lang, 'audit.actions.score_change', { before: '1–0', after: '2–0' }))
  await expect(entries.first()).toContainText('Ana')
  await expect(entries).toHaveCount(3) // the two scores and the creation
  await entries.first().scrollIntoViewIfNeeded()
  await page.screenshot({ path: path.join(SHOTS, 'game-history-phone-es.png'), animations: 'disabled' })
  await context.close()
})

test('an open History refreshes by itself when someone else changes the game', async ({ browser, playwright }) => {
  const lang: Lang = 'es'
  const { context, page } = await pageAs(browser, 'admin', 'laptop')
  await page.goto(`/${lang}/games/${gameId}`)
  const history = page.getByRole('button', { name: t(lang, 'audit.history') })
  await history.scrollIntoViewIfNeeded()
  await history.click()
  const entries = page.getByTestId('audit-entry')
  await expect(entries.first()).toBeVisible()
  const count = await entries.count()
  // the manager publishes the game from elsewhere: the live event brings the new entry, no reload
  const manager = await playwright.request.newContext({ storageState: { cookies: cookies.manager, origins: [] } })
  await apiPost(manager, `/api/orgs/${organizationId}/games/${gameId}/publish`, {})
  await manager.dispose()
  await expect(entries).toHaveCount(count + 1)
  await expect(entries.first()).toContainText('Marta')
  await expect(entries.first()).toContainText(
    t(lang, 'audit.actions.publish', { entity: t(lang, 'audit.entities.game') }),
  )
  await context.close()
})

for (const [viewport, lang, theme] of [
  ['phone', 'es', 'dark'],
  ['laptop', 'en', 'light'],
  ['phone', 'en', 'light'],
  ['laptop', 'es', 'dark'],
] as const) {
  test(`the audit page at ${viewport} size in ${lang}: lines and the filter by kind`, async ({ browser }) => {
    const { context, page } = await pageAs(browser, 'admin', viewport, theme)
    await page.goto(`/${lang}/audit`)
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'audit.title') })).toBeVisible()
    const entries = page.getByTestId('audit-entry')
    await expect(entries.first()).toBeVisible()
    await expect(page.getByText(t(lang, 'audit.actions.roster_add', { player: scorerName }))).toBeVisible()
    await save(page, `audit-${viewport}-${lang}`)
    await page.getByRole('combobox', { name: t(lang, 'audit.filter.entity_type') }).click()
    await page.getByRole('option', { name: t(lang, 'audit.entities_plural.game') }).click()
    await expect(page.getByText(t(lang, 'audit.actions.roster_add', { player: scorerName }))).toHaveCount(0)
    await expect(entries.first()).toContainText(t(lang, 'audit.entities.game').split(' ').at(-1) as string)
    await save(page, `audit-${viewport}-${lang}-games`)
    await context.close()
  })
}

test('a manager sees no History, no audit link and no audit page', async ({ browser }) => {
  const lang: Lang = 'es'
  const { context, page } = await pageAs(browser, 'manager', 'phone')
  await page.goto(`/${lang}/games/${gameId}`)
  await expect(page.getByTestId('game-sheet').getByTestId('score')).toHaveText(/\d – \d/)
  await expect(page.getByRole('button', { name: t(lang, 'audit.history') })).toHaveCount(0)
  await page.goto(`/${lang}/audit`)
  await expect(page.getByRole('heading', { name: t(lang, 'route_error.forbidden.title') })).toBeVisible()
  await expect(page.getByTestId('audit-entry')).toHaveCount(0)
  await expect(page.getByRole('link', { name: t(lang, 'nav.audit') })).toHaveCount(0)
  await context.close()
})
