/**
 * Decision 0033: two tabs of one phone share the sync queue. A card entered with no signal in one tab, the game
 * opened in a second tab (which loads the same queue), then the signal returns and both tabs flush at once: the card
 * reaches the server once (the cross-tab lock, and the Idempotency-Key the card was queued with).
 * "No signal" as in e2e/offline.spec.ts: offline emulation plus every /api call aborted at the context.
 */
import { type APIRequestContext, type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test'
import { apiPost, type Lang, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

const expect = baseExpect.configure({ timeout: 30_000 })

let api: APIRequestContext
let organizationId = ''
let gameId = ''
let scorerName = ''

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'tabs',
    displayName: 'Tina',
    organization: `Liga Pestañas ${uniqueSuffix()}`,
  })
  organizationId = user.organization?.id ?? ''
  const base = `/api/orgs/${organizationId}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, { name: 'Apertura' })
  const teams: string[] = []
  for (const name of ['Halcones', 'Pumas']) {
    const team = await apiPost<{ id: string }>(api, `${base}/teams`, { name })
    const player = await apiPost<{ id: string }>(api, `${base}/players`, {
      firstname: 'Lucía',
      lastname: name,
      jerseyNumber: 7,
    })
    await apiPost(api, `${base}/teams/${team.id}/players`, { playerId: player.id })
    teams.push(team.id)
  }
  const game = await apiPost<{ id: string }>(api, `${base}/games`, {
    tournamentId: tournament.id,
    homeTeamId: teams[0],
    awayTeamId: teams[1],
    kind: 'friendly',
  })
  gameId = game.id
  scorerName = 'Lucía Halcones'
})

test.afterAll(async () => {
  await api.dispose()
})

async function sheet(): Promise<{ version: number; home: { cards: unknown[] } }> {
  const response = await api.get(`/api/orgs/${organizationId}/games/${gameId}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

async function signalOff(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

async function signalOn(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'wait' })
  await context.setOffline(false)
}

async function pendingCount(page: Page, lang: Lang, count: string) {
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count }))
}

test('two tabs flushing the same queue: a card queued offline reaches the server once', async ({ browser }) => {
  test.setTimeout(300_000)
  const lang: Lang = 'es'
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies((await api.storageState()).cookies)
  const first = await context.newPage()
  const second = await context.newPage()
  for (const page of [first, second]) {
    await page.goto(`/${lang}/games/${gameId}`)
    await expect(page.getByTestId('game-sheet')).toBeVisible({ timeout: 120_000 })
  }
  const before = await sheet()

  await signalOff(context)
  await first.getByRole('button', { name: t(lang, 'games.result.card_for', { name: scorerName }) }).click()
  await first
    .getByRole('dialog')
    .getByRole('button', { name: t(lang, 'games.cards.yellow') })
    .click()
  await pendingCount(first, lang, '1')
  // the other tab hears of it (the queue's channel) and shows it pending too
  await pendingCount(second, lang, '1')
  expect((await sheet()).version).toBe(before.version)

  // the signal returns to both tabs at once: both start a round
  await signalOn(context)
  for (const page of [first, second]) await expect(page.getByTestId('sync-status')).toHaveCount(0)
  const after = await sheet()
  expect(after.home.cards).toHaveLength(1)
  expect(after.version).toBe(before.version + 1)
  await context.close()
})
