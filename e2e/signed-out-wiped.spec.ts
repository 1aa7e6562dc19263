/**
 * Decision 0033: signed out means wiped. A phone that opened a player's page (DNI, e-mail, birth date) keeps none of
 * it once its session is ended elsewhere or its membership is removed (wiped on the next start with signal, before
 * anything is painted), shows none of it offline past the limit since the last contact with the server, and its page
 * snapshot never holds those fields at all. The service worker is blocked: "offline" is `navigator.onLine` false with
 * every /api call aborted, the shell still coming from the server.
 */
import { type APIRequestContext, type Browser, type Cookie, expect, type Page, test } from '@playwright/test'
import { addMember, apiPost, type Lang, signUpThroughApi, uniqueSuffix, VIEWPORTS } from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

const DNI = '30123456'
const EMAIL = `lucia.${uniqueSuffix()}@example.com`
const lang: Lang = 'es'

interface Phone {
  api: APIRequestContext
  organizationId: string
  playerId: string
}

/** A league with one player whose DNI, e-mail and birth date are on file; the admin's API context. */
async function league(playwright: { request: { newContext: () => Promise<APIRequestContext> } }): Promise<Phone> {
  const api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'wiped',
    displayName: 'Wanda',
    organization: `Liga Borrada ${uniqueSuffix()}`,
  })
  const organizationId = user.organization?.id ?? ''
  const player = await apiPost<{ id: string }>(api, `/api/orgs/${organizationId}/players`, {
    firstname: 'Lucía',
    lastname: 'Privada',
    dni: DNI,
    email: EMAIL,
    birthDate: '1999-02-14',
  })
  return { api, organizationId, playerId: player.id }
}

async function openPhone(browser: Browser, cookies: Cookie[], offline = false) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, serviceWorkers: 'block' })
  await context.addCookies(cookies)
  if (offline) {
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }))
  }
  return context
}

/** Opens the player's page with signal, waits until the cache and the snapshot are kept, and leaves it. */
async function visitPlayer(page: Page, phone: Phone) {
  await page.goto(`/${lang}/players/${phone.playerId}`)
  await expect(page.getByRole('main')).toContainText(DNI, { timeout: 60_000 })
  await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-cache')), { timeout: 30_000 }).toBe('1')
  // the player's private data is in the saved cache (it is what the checks below must wipe)
  await expect.poll(() => cachedText(page), { timeout: 30_000 }).toContain(DNI)
  await page.goto('about:blank')
}

const savedState = (page: Page) =>
  page.evaluate(() => ({
    mark: localStorage.getItem('offline-cache'),
    snapshots: Object.keys(localStorage).filter((key) => key.startsWith('page-snapshot:')),
    text: Object.values(localStorage).join('\n'),
  }))

/**
 * Reopens the player's page with the app's entry chunk held back (so the app cannot take over yet), waits for
 * index.html's snapshot decision and returns what it painted, as text; then lets the app run.
 */
async function reopen(page: Page, phone: Phone): Promise<string> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const entry = /\/assets\/entry-[^/]+\.js$/
  await page.route(entry, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(`/${lang}/players/${phone.playerId}`, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.snapshotSettled !== undefined)
  await page.evaluate(() => window.snapshotSettled)
  const painted = await page.evaluate(() => document.getElementById('prerendered')?.textContent ?? '')
  release()
  return painted
}

/** Everything the app saved in IndexedDB's query cache, as text. */
const cachedText = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('league-portal-cache')
        open.onerror = () => resolve('')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve('')
          const request = db.transaction('queries').objectStore('queries').getAll()
          request.onsuccess = () => resolve(JSON.stringify(request.result))
          request.onerror = () => resolve('')
        }
      }),
  )

test.describe.configure({ mode: 'serial' })

test('the snapshot of a player page keeps no DNI, e-mail or birth date', async ({ browser, playwright }) => {
  test.setTimeout(180_000)
  const phone = await league(playwright)
  const context = await openPhone(browser, (await phone.api.storageState()).cookies)
  const page = await context.newPage()
  await visitPlayer(page, phone)
  await page.goto(`/${lang}/`)
  const saved = await savedState(page)
  expect(saved.snapshots).toContain(`page-snapshot:/${lang}/players/${phone.playerId}`)
  expect(saved.text).toContain('Lucía Privada')
  for (const secret of [DNI, EMAIL, '14/02/1999', '1999-02-14']) expect(saved.text).not.toContain(secret)
  // and the snapshot painted on the next visit shows the page without them
  const painted = await reopen(page, phone)
  expect(painted).toContain('Lucía Privada')
  expect(painted).not.toContain(DNI)
  await context.close()
  await phone.api.dispose()
})

test('signed out on another device: wiped on the next start with signal, nothing painted', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const phone = await league(playwright)
  const context = await openPhone(browser, (await phone.api.storageState()).cookies)
  const page = await context.newPage()
  await visitPlayer(page, phone)
  // "sign out" on the other device: the same session ends at the server
  const signOut = await phone.api.post('/api/auth/sign-out', { headers: { origin: baseURL ?? '' }, data: {} })
  expect(signOut.status(), await signOut.text()).toBe(200)

  expect(await reopen(page, phone)).toBe('')
  await expect(page.getByRole('main')).not.toContainText(DNI)
  await expect.poll(() => cachedText(page)).not.toContain(DNI)
  expect(await savedState(page)).toMatchObject({ mark: null, snapshots: [] })
  await context.close()
  await phone.api.dispose()
})

test('removed from the league: its saved data is wiped on the next start with signal', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const phone = await league(playwright)
  const cookies = await addMember(playwright, phone.api, phone.organizationId, 'viewer', {
    prefix: 'removed',
    firstname: 'Vera',
  })
  const context = await openPhone(browser, cookies)
  const page = await context.newPage()
  await visitPlayer(page, phone)
  const viewer = (await (await context.request.get('/api/me')).json()) as { user: { id: string } }
  const removal = await phone.api.delete(`/api/orgs/${phone.organizationId}/members/${viewer.user.id}`, {
    headers: { origin: baseURL ?? '' },
  })
  expect(removal.ok()).toBe(true)

  expect(await reopen(page, phone)).toBe('')
  await expect(page.getByText(DNI)).toHaveCount(0)
  await expect.poll(() => cachedText(page)).not.toContain(DNI)
  expect((await savedState(page)).snapshots).toEqual([])
  await context.close()
  await phone.api.dispose()
})

test('offline: the data last seen within 24 hours of the last contact, none past them', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000)
  const phone = await league(playwright)
  const cookies = (await phone.api.storageState()).cookies
  const online = await openPhone(browser, cookies)
  const page = await online.newPage()
  await visitPlayer(page, phone)
  const state = await online.storageState()
  await online.close()

  const reopenOffline = async (hoursAgo: number) => {
    const context = await openPhone(browser, cookies, true)
    // the origin's storage as the phone left it, with the last contact moved back
    const origin = state.origins[0]
    await context.addInitScript(
      ({ items, shift }) => {
        if (sessionStorage.getItem('seeded')) return
        sessionStorage.setItem('seeded', '1')
        for (const { name, value } of items) localStorage.setItem(name, value)
        const contact = JSON.parse(localStorage.getItem('session-contact') ?? 'null')
        if (contact) localStorage.setItem('session-contact', JSON.stringify({ ...contact, at: contact.at - shift }))
      },
      { items: origin?.localStorage ?? [], shift: hoursAgo * 3_600_000 },
    )
    return context
  }

  // 23 hours without contact: the page last seen is painted (the cache is in IndexedDB of the first context only, so
  // the snapshot is what shows it here)
  const recent = await reopenOffline(23)
  const recentPage = await recent.newPage()
  expect(await reopen(recentPage, phone)).toContain('Lucía Privada')
  await recent.close()

  // 25 hours: nothing of it
  const stale = await reopenOffline(25)
  const stalePage = await stale.newPage()
  expect(await reopen(stalePage, phone)).toBe('')
  await expect(stalePage.getByText('Lucía Privada')).toHaveCount(0)
  await stale.close()
  await phone.api.dispose()
})
