/**
 * The card check without signal, for every role that may check besides the league's own staff (decision 0046; the
 * admin's case is in e2e/player.spec.ts): a super admin, who sees the league without being a member, a delegate of
 * one of the game's teams, and the official appointed to it (from "My games", where a referee starts). Each opens the
 * game's sheet once with signal, closes the app, and opens it again with no signal at all straight on the game's
 * address (decisions 0018, 0033): the sheet shows from the saved cache, and a suspended player's card is answered on
 * the phone from the saved keys and eligibility: a picture of it for the super admin and the delegate, the camera for
 * the referee (Chromium's fake camera playing the card's QR as a still video). The league and the player's card are
 * made through the API.
 *
 * "No signal" is as in e2e/offline.spec.ts: `setOffline(true)` plus every /api call aborted at the context, and the
 * app closed by unloading its document first.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Cookie,
  type Page,
  test,
} from '@playwright/test'
import QRCode from 'qrcode'
import config, { E2E_BASE_URL } from '../playwright.config.ts'
import {
  addMember,
  apiPost,
  apiPut,
  type Lang,
  PASSWORD,
  SUPER_ADMIN,
  signUpThroughApi,
  t,
  uniqueEmail,
  uniqueSuffix,
  VIEWPORTS,
  waitForMailLink,
} from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

// A shared, busy machine: a page served by the service worker can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

interface League {
  organizationId: string
  gameId: string
  picture: Buffer
  /** the card as a still video for Chromium's fake camera (Y4M) */
  video: Buffer
}

let league: League
let api: APIRequestContext
const people: Record<'delegate' | 'referee' | 'superAdmin', Cookie[]> = { delegate: [], referee: [], superAdmin: [] }

/** A player with a linked account and their card's token (decision 0045: invited, signs up, accepts). */
async function cardOf(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  base: string,
  playerId: string,
): Promise<string> {
  const email = uniqueEmail('offline-card-player')
  await apiPost(api, `${base}/players/${playerId}/invite`, { email, lang: 'en' })
  const { link } = await waitForMailLink(email)
  const token = link.split('/player-invitations/')[1] ?? ''
  const player = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const headers = { origin: E2E_BASE_URL }
  const signUp = await player.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password: PASSWORD, name: 'Sara Leones', acceptTerms: true },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  const accepted = await player.post(`/api/player-invitations/${token}/accept`, { headers, data: {} })
  expect(accepted.status(), await accepted.text()).toBeLessThan(300)
  const card = await player.get(`/api/me/players/${playerId}/card`)
  expect(card.status(), await card.text()).toBe(200)
  const body = (await card.json()) as { token: string }
  await player.dispose()
  return body.token
}

/**
 * The QR of `token` as one frame of Y4M video (4:2:0, black on white, centred), what Chromium's fake camera plays in a
 * loop with `--use-file-for-fake-video-capture`.
 */
function qrVideo(token: string, side = 720): Buffer {
  const { modules } = QRCode.create(token, { errorCorrectionLevel: 'M' })
  const cell = Math.floor(side / (modules.size + 8))
  const offset = Math.floor((side - cell * modules.size) / 2)
  const luma = Buffer.alloc(side * side, 235)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor((y - offset) / cell)
      const col = Math.floor((x - offset) / cell)
      const inside = y >= offset && x >= offset && row < modules.size && col < modules.size
      if (inside && modules.get(row, col)) luma[y * side + x] = 16
    }
  }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128)
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F15:1 Ip A1:1 C420jpeg\nFRAME\n`)
  return Buffer.concat([header, luma, chroma])
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'offline-check-admin',
    displayName: 'Ana',
    organization: `Liga Sin Señal ${uniqueSuffix()}`,
  })
  const organizationId = user.organization?.id ?? ''
  const base = `/api/orgs/${organizationId}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, { name: 'Apertura' })
  const home = await apiPost<{ id: string }>(api, `${base}/teams`, { name: 'Leones' })
  const away = await apiPost<{ id: string }>(api, `${base}/teams`, { name: 'Pumas' })
  const suspended = await apiPost<{ id: string }>(api, `${base}/players`, {
    firstname: 'Sara',
    lastname: 'Leones',
    jerseyNumber: 5,
    teamId: home.id,
  })
  await apiPost(api, `${base}/tournaments/${tournament.id}/groups`, { name: 'A', teamIds: [home.id, away.id] })
  const game = await apiPost<{ id: string }>(api, `${base}/games`, {
    tournamentId: tournament.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    playAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  })
  await apiPost(api, `${base}/games/${game.id}/publish`, {})
  await apiPost(api, `${base}/suspensions`, {
    tournamentId: tournament.id,
    playerId: suspended.id,
    teamId: home.id,
    gamesCount: 2,
    note: 'Tribunal',
  })
  const official = await apiPost<{ id: string }>(api, `${base}/officials`, { name: 'Rita Árbitra' })
  people.referee = await addMember(playwright, api, organizationId, 'referee', {
    prefix: 'offline-check-referee',
    firstname: 'Rita',
    officialId: official.id,
  })
  await apiPut(api, `${base}/games/${game.id}/officials`, { referee: official.id, assistants: [] })
  people.delegate = await addMember(playwright, api, organizationId, 'delegate', {
    prefix: 'offline-check-delegate',
    firstname: 'Dora',
    teamIds: [away.id],
  })
  const superAdmin = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const signIn = await superAdmin.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL },
    data: SUPER_ADMIN,
  })
  expect(signIn.status(), await signIn.text()).toBe(200)
  people.superAdmin = (await superAdmin.storageState()).cookies
  await superAdmin.dispose()
  const token = await cardOf(playwright, base, suspended.id)
  league = {
    organizationId,
    gameId: game.id,
    picture: await QRCode.toBuffer(token, { type: 'png', width: 480, margin: 4 }),
    video: qrVideo(token),
  }
})

test.afterAll(async () => {
  await api.dispose()
})

async function phone(browser: Browser, cookies: Cookie[]) {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    baseURL: E2E_BASE_URL,
    permissions: ['camera'],
  })
  await context.addCookies(cookies)
  return context
}

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

async function signalOff(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

/** The app is closed: its document unloaded while still offline, then the tab (e2e/offline.spec.ts says why). */
async function closeApp(page: Page) {
  await page.goto('about:blank')
  await page.close()
}

/**
 * Opens the game's sheet with signal (`first`: the address the role starts from), waits until the card keys, the
 * game's eligibility and the sheet are saved and the service worker serves the app; then no signal, the app closed
 * and opened again on the game's own address, and the card's picture scanned.
 */
async function checkOffline(
  browser: Browser,
  cookies: Cookie[],
  lang: Lang,
  first: string,
  toGame: (page: Page) => Promise<void> = async () => {},
  /** a picture of the card chosen with "Scan from a picture", or the card held in front of the (fake) camera */
  scan: 'picture' | 'camera' = 'picture',
) {
  const context = await phone(browser, cookies)
  const page = await context.newPage()
  const keysLoaded = page.waitForResponse((r) => r.url().includes('/card-keys') && r.ok())
  const eligibilityLoaded = page.waitForResponse((r) => r.url().includes(`/games/${league.gameId}/eligibility`))
  await page.goto(first)
  await toGame(page)
  await expect(page.getByTestId('game-sheet')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: t(lang, 'player_cards.check.open') })).toBeVisible()
  expect((await eligibilityLoaded).ok()).toBe(true)
  await keysLoaded
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), { timeout: 180_000 })
    .toBe('activated')
  // the keys and the eligibility are saved with the sheet (the persisted query cache)
  await expect
    .poll(async () => {
      const text = await cachedText(page)
      return ['"keys"', '"eligibility"', league.gameId].every((part) => text.includes(part))
    })
    .toBe(true)

  await signalOff(context)
  await closeApp(page)
  const field = await context.newPage()
  await field.goto(`/${lang}/games/${league.gameId}`)
  await expect(field.getByTestId('offline-banner')).toBeVisible({ timeout: 60_000 })
  await expect(field.getByTestId('game-sheet')).toContainText('Leones', { timeout: 60_000 })
  await field.getByRole('button', { name: t(lang, 'player_cards.check.open') }).click()
  const dialog = field.getByRole('dialog', { name: t(lang, 'player_cards.check.title') })
  await expect(dialog.getByText(t(lang, 'player_cards.check.loading'))).toHaveCount(0)
  if (scan === 'picture') {
    await dialog
      .getByTestId('card-picture')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: league.picture })
  } else {
    await expect(dialog.getByText(t(lang, 'player_cards.check.no_camera'))).toHaveCount(0)
  }
  const outcome = dialog.getByTestId('check-outcome')
  await expect(outcome).toContainText(t(lang, 'player_cards.check.cannot_play'))
  await expect(outcome).toContainText('Sara Leones')
  await expect(outcome).toContainText(t(lang, 'eligibility.reasons.suspended_games', { count: '2' }))
  await expect(dialog.getByText(t(lang, 'player_cards.check.offline_note'))).toBeVisible()
  await context.close()
}

test('a super admin, not a member of the league, checks a card with no signal', async ({ browser }) => {
  test.setTimeout(300_000)
  // the super admin opens the league (`?o=`, as the super admin page does), then the game
  await checkOffline(browser, people.superAdmin, 'en', `/en/games/${league.gameId}?o=${league.organizationId}`)
})

test('a delegate of one of the game’s teams checks a card with no signal', async ({ browser }) => {
  test.setTimeout(300_000)
  await checkOffline(browser, people.delegate, 'es', `/es/games/${league.gameId}`)
})

test('the appointed referee, who opened the game from My games, scans a card with the camera with no signal', async ({
  playwright,
}) => {
  test.setTimeout(300_000)
  // Chromium's fake camera plays the card's QR as a still video (the camera path: BarcodeDetector or qr-scanner)
  const video = test.info().outputPath('card.y4m')
  fs.mkdirSync(path.dirname(video), { recursive: true })
  fs.writeFileSync(video, league.video)
  const launch = config.use?.launchOptions ?? {}
  const camera = await playwright.chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    await checkOffline(
      camera,
      people.referee,
      'es',
      '/es/my-games',
      async (page) => {
        await page
          .getByRole('link', { name: t('es', 'officials.open_game') })
          .first()
          .click()
        await expect(page).toHaveURL(new RegExp(`/es/games/${league.gameId}$`))
      },
      'camera',
    )
  } finally {
    await camera.close()
  }
})
