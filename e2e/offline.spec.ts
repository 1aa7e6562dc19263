/**
 * Issue 12 items 6 and 7 on a phone (390×844): the data last seen opens from IndexedDB when the server cannot be
 * reached, with the offline banner; a result and a card entered with no signal are stored, shown as pending sync on
 * the game and in the top bar, survive closing the app, and are sent with their base version when the network
 * returns; a result someone else changed meanwhile shows both versions and the user keeps theirs or takes the other.
 * The league is built through the API; the admin scores. (Reloading with the network fully off needs the service
 * worker of the `perf` branch; here a reload finds the server unreachable instead: every /api call fails.)
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  test,
} from '@playwright/test'
import {
  apiPost,
  apiPut,
  type Lang,
  literal,
  shot,
  signUpThroughApi,
  t,
  toast,
  uniqueSuffix,
  VIEWPORTS,
} from './helpers.ts'

const HOME = 'Halcones'
const AWAY = 'Pumas'

interface League {
  organizationId: string
  tournamentId: string
  gameId: string
  homeTeamId: string
  scorer: { id: string; name: string }
}

let league: League
let cookies: Cookie[]
let api: APIRequestContext

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'offline',
    displayName: 'Olga',
    organization: `Liga Campo ${uniqueSuffix()}`,
  })
  const organizationId = user.organization?.id ?? ''
  const base = `/api/orgs/${organizationId}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, {
    name: 'Apertura',
    settings: { teamSize: 7 },
  })
  const teams: { id: string; players: { id: string; name: string }[] }[] = []
  for (const name of [HOME, AWAY]) {
    const team = await apiPost<{ id: string }>(api, `${base}/teams`, { name })
    const players = []
    for (const [index, firstname] of ['Lucía', 'Marta'].entries()) {
      const player = await apiPost<{ id: string }>(api, `${base}/players`, {
        firstname,
        lastname: name,
        jerseyNumber: index + 7,
      })
      await apiPost(api, `${base}/teams/${team.id}/players`, { playerId: player.id })
      players.push({ id: player.id, name: `${firstname} ${name}` })
    }
    teams.push({ id: team.id, players })
  }
  const group = await apiPost<{ id: string }>(api, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'Zona A',
    teamIds: teams.map((team) => team.id),
  })
  const fixtures = await apiPost<{ rounds: { games: { id: string; homeTeamId: string }[] }[] }>(
    api,
    `${base}/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2025-03-01' },
  )
  const game = fixtures.rounds[0]?.games[0] as { id: string; homeTeamId: string }
  const home = teams.find((team) => team.id === game.homeTeamId) ?? teams[0]
  league = {
    organizationId,
    tournamentId: tournament.id,
    gameId: game.id,
    homeTeamId: game.homeTeamId,
    scorer: home?.players[0] as { id: string; name: string },
  }
  cookies = (await api.storageState()).cookies
})

test.afterAll(async () => {
  await api.dispose()
})

const gamePath = () => `/api/orgs/${league.organizationId}/games/${league.gameId}`

interface SheetSide {
  goals: number
  unassignedGoals: number
  scorers: { playerId: string; goals: number }[]
  cards: { playerId: string; type: string }[]
}
async function sheet(): Promise<{ version: number; state: string; home: SheetSide; away: SheetSide }> {
  const response = await api.get(gamePath())
  expect(response.ok()).toBe(true)
  return response.json()
}

/** Puts the game back to no result (so each test starts on the same sheet). */
async function resetGame() {
  const { version } = await sheet()
  await apiPut(api, `${gamePath()}/stats`, {
    version,
    home: { goals: [], unassignedGoals: 0 },
    away: { goals: [], unassignedGoals: 0 },
  })
}

async function phone(browser: Browser, theme: 'dark' | 'light' = 'dark') {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies(cookies)
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
  return context
}

/** The keys of the persisted query cache (IndexedDB, as the app stores it). */
function cachedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('league-portal-cache')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve([])
          const request = db.transaction('queries').objectStore('queries').getAllKeys()
          request.onsuccess = () => resolve(request.result.map(String))
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

/** Opens the game sheet online (so its data, the standings and the session are cached) and waits for the cache. */
async function openGameOnline(page: Page, lang: Lang) {
  await page.goto(`/${lang}/tournaments/${league.tournamentId}/standings`)
  await expect(page.getByRole('main').getByText('Zona A').first()).toBeVisible({ timeout: 30_000 })
  await page.goto(`/${lang}/games/${league.gameId}`)
  await expect(page.getByTestId('game-sheet')).toBeVisible()
  await expect.poll(() => cachedKeys(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^cache:/), 'last']))
}

/** Blocks every API call: the server "cannot be reached" while the app's files still load (no service worker here). */
async function cutServer(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
}

/** Enters one goal for the scorer and one for the other side's unassigned goals, then saves. */
async function enterTwoOne(page: Page, lang: Lang) {
  await page
    .getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: league.scorer.name }), exact: true })
    .click()
  await page.getByRole('button', { name: t(lang, 'games.result.add_goal', { name: league.scorer.name }) }).click()
  await page.getByRole('tab', { name: literal(AWAY) }).click()
  await page
    .getByRole('button', {
      name: t(lang, 'games.result.add_goal', { name: t(lang, 'games.result.unassigned_of', { team: AWAY }) }),
    })
    .click()
  await page.getByRole('button', { name: t(lang, 'games.actions.save_result') }).click()
}

test.describe.configure({ mode: 'serial' })

test('with no signal: the data last seen, a result and a card kept on the phone, the app reopened, sent on reconnect', async ({
  browser,
}) => {
  await resetGame()
  const lang: Lang = 'es'
  const context = await phone(browser)
  const page = await context.newPage()
  await openGameOnline(page, lang)
  const before = await sheet()

  // the signal goes: the banner says so, and the sheet still shows
  await context.setOffline(true)
  await expect(page.getByTestId('offline-banner')).toContainText(t(lang, 'offline.banner_title'))
  await enterTwoOne(page, lang)
  await expect(page.getByTestId('pending-sync-chip')).toBeVisible()
  await expect(page.getByTestId('score')).toHaveText('2 – 1')
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count: '1' }))

  // a yellow card, with no signal
  await page.getByRole('tab', { name: literal(HOME) }).click()
  await page.getByRole('button', { name: t(lang, 'games.result.card_for', { name: league.scorer.name }) }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(lang, 'games.cards.yellow') })
    .click()
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count: '2' }))
  const panel = page.getByTestId('pending-sync')
  await expect(panel).toContainText(
    t(lang, 'offline.sync.result', { home: HOME, away: AWAY, homeGoals: '2', awayGoals: '1' }),
  )
  await expect(panel).toContainText(
    t(lang, 'offline.sync.card', { card: t(lang, 'games.cards.yellow_card'), name: league.scorer.name }),
  )
  // navigating within the app with no signal shows the standings last seen
  await page.getByTestId('sync-status').click()
  await expect(page.getByRole('menu')).toContainText(t(lang, 'offline.sync.status_pending'))
  await page.keyboard.press('Escape')

  // nothing reached the server
  expect(await sheet()).toMatchObject({ version: before.version, home: { goals: 0 } })

  // the app is closed; it is opened again where the server cannot be reached: it opens on what this phone saved
  await page.close()
  await context.setOffline(false)
  await cutServer(context)
  const reopened = await context.newPage()
  await reopened.goto(`/${lang}/games/${league.gameId}`)
  await expect(reopened.getByTestId('game-sheet')).toBeVisible()
  await expect(reopened.getByTestId('offline-banner')).toBeVisible()
  await expect(reopened.getByTestId('pending-sync-chip')).toBeVisible()
  await expect(reopened.getByTestId('score')).toHaveText('2 – 1')
  await expect(reopened.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count: '2' }))

  // the network returns: the result goes with its base version, then the card
  await context.unrouteAll()
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(toast(reopened, lang, t(lang, 'offline.sync.synced', { home: HOME, away: AWAY }))).toBeVisible()
  await expect(reopened.getByTestId('sync-status')).toHaveCount(0)
  await expect(reopened.getByTestId('pending-sync-chip')).toHaveCount(0)
  await expect(reopened.getByTestId('offline-banner')).toHaveCount(0)
  const after = await sheet()
  expect(after.home).toMatchObject({ goals: 2, scorers: [{ playerId: league.scorer.id, goals: 2 }] })
  expect(after.away).toMatchObject({ goals: 1, unassignedGoals: 1 })
  expect(after.home.cards).toMatchObject([{ playerId: league.scorer.id, type: 'yellow' }])
  await context.close()
})

test('a result changed by someone else meanwhile: both versions side by side; keep mine, or take theirs', async ({
  browser,
}) => {
  await resetGame()
  const lang: Lang = 'en'
  const context = await phone(browser, 'light')
  const page = await context.newPage()
  await openGameOnline(page, lang)

  await context.setOffline(true)
  await enterTwoOne(page, lang)
  await expect(page.getByTestId('pending-sync-chip')).toBeVisible()
  // meanwhile, someone with signal saves 0–3
  const { version } = await sheet()
  await apiPut(api, `${gamePath()}/stats`, {
    version,
    home: { goals: [], unassignedGoals: 0 },
    away: { goals: [], unassignedGoals: 3 },
  })

  await context.setOffline(false)
  const conflict = page.getByTestId('result-conflict')
  await expect(conflict).toContainText(t(lang, 'offline.game.conflict_title'))
  await expect(conflict).toContainText(`${HOME} 0 – 3 ${AWAY}`)
  await expect(conflict).toContainText(`${HOME} 2 – 1 ${AWAY}`)
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count: '1' }))
  // nothing was overwritten
  expect(await sheet()).toMatchObject({ home: { goals: 0 }, away: { goals: 3 } })
  await shot(page, 'offline-conflict-phone-en-light')

  await conflict.getByRole('button', { name: t(lang, 'games.conflict.save_mine') }).click()
  await expect(page.getByTestId('result-conflict')).toHaveCount(0)
  await expect.poll(async () => (await sheet()).home.goals).toBe(2)

  // again, and this time the other result stays
  await context.setOffline(true)
  await page.getByRole('tab', { name: literal(HOME) }).click()
  await page.getByRole('button', { name: t(lang, 'games.result.add_goal', { name: league.scorer.name }) }).click()
  await page.getByRole('button', { name: t(lang, 'games.actions.save_result') }).click()
  await expect(page.getByTestId('pending-sync-chip')).toBeVisible()
  const now = await sheet()
  await apiPut(api, `${gamePath()}/stats`, {
    version: now.version,
    home: { goals: [], unassignedGoals: 4 },
    away: { goals: [], unassignedGoals: 4 },
  })
  await context.setOffline(false)
  await expect(conflict).toContainText(`${HOME} 4 – 4 ${AWAY}`)
  await expect(conflict).toContainText(`${HOME} 3 – 1 ${AWAY}`)
  await conflict.getByRole('button', { name: t(lang, 'games.conflict.take_theirs') }).click()
  await expect(page.getByTestId('result-conflict')).toHaveCount(0)
  await expect(page.getByTestId('score')).toHaveText('4 – 4')
  await expect(page.getByTestId('sync-status')).toHaveCount(0)
  expect(await sheet()).toMatchObject({ home: { goals: 4 }, away: { goals: 4 } })
  await context.close()
})

for (const lang of ['es', 'en'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`screenshots: offline banner and pending sync (${lang}, ${theme})`, async ({ browser }) => {
      await resetGame()
      const context = await phone(browser, theme)
      const page = await context.newPage()
      await openGameOnline(page, lang)
      await context.setOffline(true)
      await expect(page.getByTestId('offline-banner')).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))
      await shot(page, `offline-banner-phone-${lang}-${theme}`)
      await enterTwoOne(page, lang)
      await expect(page.getByTestId('pending-sync-chip')).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))
      await shot(page, `offline-pending-phone-${lang}-${theme}`)
      await page.getByTestId('sync-status').click()
      await expect(page.getByRole('menu')).toBeVisible()
      await shot(page, `offline-pending-menu-phone-${lang}-${theme}`)
      await page.keyboard.press('Escape')
      await context.close()
      await resetGame()
    })
  }
}
