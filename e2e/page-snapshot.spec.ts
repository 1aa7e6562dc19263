/**
 * Decision 0028: a repeat visit paints the signed-in page last seen at that address before the app's
 * JavaScript has run, then the app takes over; the picture is inert, goes with the saved cache at sign-out, and is
 * never painted for anybody else. On a phone (390×844), es and en, dark and light.
 *
 * The entry chunk is held back (routed, released by the test) so "before the app runs" is a fact, not a race; the
 * service worker is blocked so that every request goes through the route.
 */
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { type Lang, LOOKS, shot, signOutThroughUi, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

const DISPLAY_NAME = 'Fede'
let api: APIRequestContext
let organization: string
let cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies']

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext()
  organization = `Liga Foto ${uniqueSuffix()}`
  await signUpThroughApi(api, { prefix: 'snapshot', displayName: DISPLAY_NAME, organization })
  cookies = (await api.storageState()).cookies
})

test.afterAll(async () => {
  await api.dispose()
})

async function phone(browser: Browser, theme: 'dark' | 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, serviceWorkers: 'block' })
  await context.addCookies(cookies)
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
  return context
}

/** Holds every request for the entry chunk until the returned function is called. */
async function holdEntry(context: BrowserContext): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const snapshotKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('page-snapshot')))

/** Opens the dashboard with the app running and leaves it as a phone does (the page is hidden, then unloaded). */
async function visitDashboard(page: Page, lang: Lang) {
  await page.goto(`/${lang}/dashboard`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('main').getByText(organization).first()).toBeVisible()
  // the query cache is saved (the snapshot is kept only beside it)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-cache')), { timeout: 30_000 }).toBe('1')
  await page.goto('about:blank')
}

for (const { lang, theme } of LOOKS) {
  test(`a repeat visit paints the last page before the app runs, then the app takes over (${lang}, ${theme})`, async ({
    browser,
  }) => {
    const context = await phone(browser, theme)
    try {
      const page = await context.newPage()
      await visitDashboard(page, lang)
      const release = await holdEntry(context)
      // (not `domcontentloaded`: it waits for the module scripts, which are held)
      await page.goto(`/${lang}/dashboard`, { waitUntil: 'commit' })
      const copy = page.locator('#prerendered[data-snapshot]')
      await expect(copy).toBeVisible()
      await expect(copy.getByText(organization).first()).toBeVisible()
      await expect(copy.getByText(t(lang, 'dashboard.welcome', { name: DISPLAY_NAME })).first()).toBeVisible()
      // a picture: inert, out of the accessibility tree, and the app has not rendered anything yet
      expect(await copy.evaluate((element) => (element as HTMLElement).inert)).toBe(true)
      await expect(copy).toHaveAttribute('aria-hidden', 'true')
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
      expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0)
      // styled as the page was (the snapshot's style rules): the theme's background and not the browser's serif
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      expect(background).toBe(theme === 'dark' ? 'rgb(10, 17, 14)' : 'rgb(244, 247, 245)')
      await shot(page, `page-snapshot-phone-${lang}-${theme}`)

      release()
      await expect(copy).toHaveCount(0, { timeout: 60_000 })
      await expect(page.locator('#prerendered-style')).toHaveCount(0)
      await expect(page.locator('#root')).toBeVisible()
      // the live app, working: its menu opens
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
      await expect(page.getByRole('navigation', { name: t(lang, 'shell.navigation') })).toBeVisible()
    } finally {
      await context.close()
    }
  })
}

test('the snapshot goes at sign-out and is not painted for a signed-out visitor', async ({ browser }) => {
  const lang = 'es'
  const context = await phone(browser, 'dark')
  try {
    const page = await context.newPage()
    await visitDashboard(page, lang)
    await page.goto(`/${lang}/dashboard`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
    expect(await snapshotKeys(page)).toEqual(
      expect.arrayContaining([`page-snapshot:/${lang}/dashboard`, 'page-snapshot-owner', 'page-snapshots']),
    )
    // the offline banner, toasts and the update bar are about a moment, not the page: never in the picture
    const saved = await page.evaluate((key) => localStorage.getItem(key) ?? '', `page-snapshot:/${lang}/dashboard`)
    expect(saved).not.toContain('offline-banner')
    expect(saved).not.toContain(t(lang, 'toasts.region'))

    await signOutThroughUi(page, lang, DISPLAY_NAME)
    await expect.poll(() => snapshotKeys(page)).toEqual([])
    // a snapshot left by hand (or by an older build) is not painted without the saved cache's mark
    await page.evaluate(
      ({ key, organization }) => {
        localStorage.setItem(
          key,
          JSON.stringify({ v: 1, owner: 'x', savedAt: Date.now(), html: `<p>${organization}</p>`, css: '' }),
        )
        localStorage.setItem('page-snapshot-owner', 'x')
      },
      { key: `page-snapshot:/${lang}/dashboard`, organization },
    )
    await context.clearCookies()
    await page.goto(`/${lang}/dashboard`, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('#prerendered[data-snapshot]')).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/${lang}(\\?.*)?$`), { timeout: 60_000 })
    await expect(page.getByText(organization)).toHaveCount(0)
  } finally {
    await context.close()
  }
})
