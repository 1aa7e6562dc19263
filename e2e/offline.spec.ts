/**
 * On a phone (390×844): with the network fully off, the app reopens from the service worker's
 * precached shell on the data last seen (IndexedDB), with the offline banner; a result and a card entered with no
 * signal are stored, shown as pending sync on the game and in the top bar, survive closing the app, and are sent with
 * their base version when the network returns; a result someone else changed meanwhile shows both versions and the
 * user keeps theirs or takes the other. The league is built through the API; the admin scores.
 *
 * "No signal" is `setOffline(true)` plus every /api call aborted at the context (`route`): Chromium's offline emulation
 * alone does not promise to cover requests a service worker passes through, and a leak would send a result early.
 * The signal comes back in one step (routes removed, then online): never off→on→off toggles, which cut a request the
 * app has just sent after the server saved it (decision 0018).
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Cookie,
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

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

// A shared, busy machine: a page served by the service worker, or a sync round, can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

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
/** Everything the app saved in IndexedDB's query cache, as text. */
function cachedText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('league-portal-cache')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve('')
          const request = db.transaction('queries').objectStore('queries').getAll()
          request.onsuccess = () => resolve(JSON.stringify(request.result))
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

async function openGameOnline(page: Page, lang: Lang) {
  await page.goto(`/${lang}/tournaments/${league.tournamentId}/standings`)
  await expect(page.getByRole('main').getByText('Zona A').first()).toBeVisible({ timeout: 120_000 })
  // the standings are saved (a short delay after they arrive) before the next page load
  await expect.poll(() => cachedText(page), { timeout: 30_000 }).toContain('Zona A')
  await page.goto(`/${lang}/games/${league.gameId}`)
  await expect(page.getByTestId('game-sheet')).toBeVisible({ timeout: 60_000 })
  await expect.poll(() => cachedKeys(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^cache:/), 'last']))
  // the sheet itself is saved (its query is keyed by the game's id), not only the pages before it
  await expect.poll(() => cachedText(page), { timeout: 30_000 }).toContain(league.gameId)
}

/** No signal: the browser is offline and every API call fails as it would (nothing can leak to the server). */
async function signalOff(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

/** The signal returns, in one step: the `online` event is what tells the app. */
async function signalOn(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'wait' })
  await context.setOffline(false)
}

/**
 * The app is closed: its document is unloaded while the phone is still offline, then the tab goes. (Closing the tab
 * straight away detaches Chromium's DevTools session first, which drops the offline emulation and the routes: the
 * dying page then hears `online` and its sync round reaches the server, a "no signal" that leaks.)
 */
async function closeApp(page: Page) {
  await page.goto('about:blank')
  await page.close()
}

/** Waits until the service worker is active, so a page opened next is served from its precached shell. */
async function serviceWorkerReady(page: Page) {
  await baseExpect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.state)), {
      timeout: 180_000,
    })
    .toBe('activated')
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

test('with no signal: the app reopens on the data last seen; a result and a card kept on the phone, sent on reconnect', async ({
  browser,
}) => {
  test.setTimeout(420_000)
  await resetGame()
  const lang: Lang = 'es'
  const context = await phone(browser)
  const page = await context.newPage()
  await openGameOnline(page, lang)
  // the app shell is precached: the next page opens with no network at all
  await serviceWorkerReady(page)
  const before = await sheet()

  // the signal goes: the banner says so, and the sheet still shows
  await signalOff(context)
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
  await page.getByTestId('sync-status').click()
  await expect(page.getByRole('menu')).toContainText(t(lang, 'offline.sync.status_pending'))
  await page.keyboard.press('Escape')

  // nothing reached the server
  expect(await sheet()).toMatchObject({ version: before.version, home: { goals: 0 } })

  // the app is closed, and opened again with the network still off: the service worker serves the app, IndexedDB
  // the data last seen (the standings, the game) and the writes waiting
  await closeApp(page)
  const reopened = await context.newPage()
  await reopened.goto(`/${lang}/tournaments/${league.tournamentId}/standings`)
  await expect(reopened.getByTestId('offline-banner')).toBeVisible({ timeout: 60_000 })
  await expect(reopened.getByRole('main').getByText('Zona A').first()).toBeVisible()
  await expect(reopened.getByRole('main').getByText(HOME).first()).toBeVisible()
  await expect(reopened.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count: '2' }))
  await reopened.goto(`/${lang}/games/${league.gameId}`)
  await expect(reopened.getByTestId('game-sheet')).toBeVisible({ timeout: 60_000 })
  await expect(reopened.getByTestId('offline-banner')).toBeVisible()
  await expect(reopened.getByTestId('pending-sync-chip')).toBeVisible()
  await expect(reopened.getByTestId('score')).toHaveText('2 – 1')
  expect(await sheet()).toMatchObject({ version: before.version, home: { goals: 0 } })

  // the network returns: the result goes with its base version, then the card
  await signalOn(context)
  await expect(toast(reopened, lang, t(lang, 'offline.sync.synced', { home: HOME, away: AWAY }))).toBeVisible()
  await expect(reopened.getByTestId('sync-status')).toHaveCount(0)
  await expect(reopened.getByTestId('pending-sync-chip')).toHaveCount(0)
  await expect(reopened.getByTestId('offline-banner')).toHaveCount(0)
  await expect(reopened.getByTestId('result-conflict')).toHaveCount(0)
  const after = await sheet()
  expect(after.home).toMatchObject({ goals: 2, scorers: [{ playerId: league.scorer.id, goals: 2 }] })
  expect(after.away).toMatchObject({ goals: 1, unassignedGoals: 1 })
  expect(after.home.cards).toMatchObject([{ playerId: league.scorer.id, type: 'yellow' }])
  // the result once (base version → +1), the card once (+1): nothing was sent twice
  expect(after.version).toBe(before.version + 2)
  await context.close()
})

test('with no signal, a game opened by its direct link opens from the cache, as through the fixture list', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const lang: Lang = 'es'
  const context = await phone(browser)
  const page = await context.newPage()
  await openGameOnline(page, lang)
  await serviceWorkerReady(page)
  await signalOff(context)
  await closeApp(page)
  // the app opened again straight on the game's address (a shared link, a bookmark), with no signal
  const reopened = await context.newPage()
  await reopened.goto(`/${lang}/games/${league.gameId}`)
  await expect(reopened.getByTestId('offline-banner')).toBeVisible({ timeout: 60_000 })
  await expect(reopened.getByTestId('game-sheet')).toBeVisible({ timeout: 60_000 })
  await expect(reopened.getByTestId('game-sheet')).toContainText(HOME)
  await context.close()
})

test('a result changed by someone else meanwhile: both versions side by side; keep mine, or take theirs', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  await resetGame()
  const lang: Lang = 'en'
  const context = await phone(browser, 'light')
  const page = await context.newPage()
  await openGameOnline(page, lang)

  await signalOff(context)
  await enterTwoOne(page, lang)
  await expect(page.getByTestId('pending-sync-chip')).toBeVisible()
  // meanwhile, someone with signal saves 0–3
  const { version } = await sheet()
  await apiPut(api, `${gamePath()}/stats`, {
    version,
    home: { goals: [], unassignedGoals: 0 },
    away: { goals: [], unassignedGoals: 3 },
  })

  await signalOn(context)
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
  await signalOff(context)
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
  await signalOn(context)
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
    test(`screenshots: offline banner and pending sync (${lang}, ${theme})`, { tag: '@screenshots' }, async ({
      browser,
    }) => {
      test.setTimeout(240_000)
      await resetGame()
      const context = await phone(browser, theme)
      const page = await context.newPage()
      await openGameOnline(page, lang)
      await signalOff(context)
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
