/**
 * Switching the language (URL, texts, `lang` cookie and localStorage, kept after a reload) and the theme
 * (dark by default, light, system; kept under localStorage `theme`; applied by index.html before the app renders, so
 * a reload never shows the wrong theme first). Screenshots of both themes on a phone and a laptop.
 */
import { type BrowserContext, type Cookie, expect, type Page, test } from '@playwright/test'
import {
  type Lang,
  shot,
  signUpThroughApi,
  type TestUser,
  THEME_BACKGROUND,
  t,
  uniqueSuffix,
  VIEWPORTS,
  type ViewportName,
} from './helpers.ts'

let user: TestUser
let cookies: Cookie[]

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  user = await signUpThroughApi(api, {
    prefix: 'settings',
    displayName: 'Carla',
    organization: `Liga Ajustes ${uniqueSuffix()}`,
  })
  cookies = (await api.storageState()).cookies
  await api.dispose()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

function welcome(page: Page, lang: Lang) {
  return page.getByRole('heading', { name: t(lang, 'dashboard.welcome', { name: user.displayName ?? '' }), level: 1 })
}

function navigation(page: Page, lang: Lang) {
  return page.getByRole('navigation', { name: t(lang, 'shell.navigation') })
}

async function storedLang(page: Page, context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'lang')
  return {
    cookie: cookie?.value,
    cookiePath: cookie?.path,
    // A session cookie has expires -1; the language is kept for a year.
    cookieDays: cookie ? Math.round((cookie.expires - Date.now() / 1000) / 86_400) : undefined,
    localStorage: await page.evaluate(() => localStorage.getItem('lang')),
    htmlLang: await page.locator('html').getAttribute('lang'),
  }
}

// `page.route` cannot hold back what a service worker serves from its cache, and the theme test blocks the app's
// scripts to look at index.html alone: no service worker in these tests (pwa.spec.ts covers it)
test.use({ serviceWorkers: 'block' })

test('switching the language changes the texts and the URL, and is kept', async ({ page, context }) => {
  await page.goto('/es/dashboard')
  await expect(welcome(page, 'es')).toBeVisible()
  await expect(navigation(page, 'es').getByRole('link', { name: t('es', 'nav.users') })).toBeVisible()

  await page.getByRole('button', { name: t('es', 'language.switch_to', { language: 'English' }) }).click()
  await expect(page).toHaveURL(/\/en\/dashboard$/)
  await expect(welcome(page, 'en')).toBeVisible()
  await expect(navigation(page, 'en').getByRole('link', { name: t('en', 'nav.users') })).toBeVisible()
  await expect(page.getByText(t('es', 'dashboard.empty.title'))).toBeHidden()
  await expect(page).toHaveTitle(t('en', 'app.name'))
  expect(await storedLang(page, context)).toEqual({
    cookie: 'en',
    cookiePath: '/',
    cookieDays: 365,
    localStorage: 'en',
    htmlLang: 'en',
  })

  await page.reload()
  await expect(page).toHaveURL(/\/en\/dashboard$/)
  await expect(welcome(page, 'en')).toBeVisible()
  // The server's root redirect follows the cookie.
  await page.goto('/')
  await expect(page).toHaveURL(/\/en\/dashboard$/)
  await expect(welcome(page, 'en')).toBeVisible()

  // And back with the settings page's language choice.
  await page.goto('/en/settings')
  await expect(page.getByRole('heading', { name: t('en', 'settings.title'), level: 1 })).toBeVisible()
  // click, not check: the page is rendered again under /es, so the clicked input is replaced.
  await page
    .getByRole('radiogroup', { name: t('en', 'settings.preferences.language') })
    .getByRole('radio', { name: 'Español' })
    .click()
  await expect(page).toHaveURL(/\/es\/settings$/)
  await expect(page.getByRole('heading', { name: t('es', 'settings.title'), level: 1 })).toBeVisible()
  await expect(
    page
      .getByRole('radiogroup', { name: t('es', 'settings.preferences.language') })
      .getByRole('radio', { name: 'Español' }),
  ).toBeChecked()
  expect(await storedLang(page, context)).toMatchObject({ cookie: 'es', localStorage: 'es', htmlLang: 'es' })
  await page.reload()
  await expect(page.getByRole('heading', { name: t('es', 'settings.title'), level: 1 })).toBeVisible()
})

async function theme(page: Page) {
  return page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme,
    stored: localStorage.getItem('theme'),
    htmlBackground: getComputedStyle(document.documentElement).backgroundColor,
    htmlColorScheme: getComputedStyle(document.documentElement).colorScheme,
    bodyBackground: getComputedStyle(document.body).backgroundColor,
  }))
}

async function switchThemeInTopBar(page: Page, from: 'dark' | 'light', to: 'dark' | 'light' | 'system') {
  const current = t('en', 'theme.label_with_current', { current: t('en', `theme.${from}`) })
  await page.getByRole('button', { name: current }).click()
  await page.getByRole('menuitem', { name: t('en', `theme.${to}`) }).click()
}

/**
 * Records every value `<html data-theme>` takes while the page loads, from the first byte: an init script runs
 * before the document's own scripts. A flash of the wrong theme would show up as a second value.
 */
async function recordThemeChanges(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: (string | undefined)[] = []
    ;(window as unknown as { __themes: typeof seen }).__themes = seen
    const record = () => {
      const value = document.documentElement?.dataset.theme
      if (value !== undefined && seen.at(-1) !== value) seen.push(value)
    }
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-theme'],
    })
  })
}

async function themeChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __themes: string[] }).__themes)
}

test('dark is the default, even when the system prefers light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/en/dashboard')
  await expect(welcome(page, 'en')).toBeVisible()
  expect(await theme(page)).toMatchObject({
    attribute: 'dark',
    htmlBackground: THEME_BACKGROUND.dark,
    bodyBackground: THEME_BACKGROUND.dark,
  })
  expect(['dark', null]).toContain((await theme(page)).stored)
})

test('the light theme is kept under `theme` and applied before the app renders', async ({ page, context }) => {
  await page.goto('/en/dashboard')
  await expect(welcome(page, 'en')).toBeVisible()
  await switchThemeInTopBar(page, 'dark', 'light')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  // <html>'s own background and color-scheme after a switch in the page: see the known-bug test below.
  expect(await theme(page)).toMatchObject({
    attribute: 'light',
    stored: 'light',
    bodyBackground: THEME_BACKGROUND.light,
  })
  await expect(
    page.getByRole('button', { name: t('en', 'theme.label_with_current', { current: t('en', 'theme.light') }) }),
  ).toBeVisible()

  await test.step('with the app blocked, index.html alone already paints the light theme', async () => {
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto('/en/dashboard')
    await expect(page.locator('#root')).toBeEmpty()
    expect(await theme(page)).toMatchObject({ attribute: 'light', htmlBackground: THEME_BACKGROUND.light })
    await shot(page, 'theme-light-before-app')
    await page.unroute('**/assets/**/*.js')
  })

  await test.step('a full reload never shows the dark theme', async () => {
    await recordThemeChanges(context)
    await page.reload()
    await expect(welcome(page, 'en')).toBeVisible()
    expect(await themeChanges(page)).toEqual(['light'])
    expect(await theme(page)).toEqual({
      attribute: 'light',
      stored: 'light',
      htmlBackground: THEME_BACKGROUND.light,
      htmlColorScheme: 'light',
      bodyBackground: THEME_BACKGROUND.light,
    })
  })
})

test('switching the theme in the page also repaints <html> (its background and color-scheme)', async ({ page }) => {
  await page.goto('/en/dashboard')
  await expect(welcome(page, 'en')).toBeVisible()
  await switchThemeInTopBar(page, 'dark', 'light')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await theme(page)).toMatchObject({ htmlBackground: THEME_BACKGROUND.light, htmlColorScheme: 'light' })
})

test('the system theme follows the operating system, also on load', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/en/settings')
  const themes = page.getByRole('radiogroup', { name: t('en', 'settings.preferences.theme') })
  await themes.getByRole('radio', { name: t('en', 'theme.system') }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await theme(page)).toMatchObject({ stored: 'system', bodyBackground: THEME_BACKGROUND.light })

  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect.poll(async () => (await theme(page)).bodyBackground).toBe(THEME_BACKGROUND.dark)

  await recordThemeChanges(context)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.reload()
  await expect(themes.getByRole('radio', { name: t('en', 'theme.system') })).toBeChecked()
  expect(await themeChanges(page)).toEqual(['light'])
  expect(await theme(page)).toMatchObject({ stored: 'system', htmlBackground: THEME_BACKGROUND.light })

  // Back to dark from the settings page.
  await themes.getByRole('radio', { name: t('en', 'theme.dark') }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect((await theme(page)).stored).toBe('dark')
  // The recorder does see a change of theme: the ['light'] above is not for want of looking.
  expect(await themeChanges(page)).toEqual(['light', 'dark'])
})

for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`screenshots on a ${viewportName}`, () => {
    test.use({ viewport: VIEWPORTS[viewportName] })

    test('both themes', async ({ page }) => {
      for (const mode of ['dark', 'light'] as const) {
        await page.goto('/es/dashboard')
        await page.evaluate((value) => localStorage.setItem('theme', value), mode)
        await page.reload()
        await expect(welcome(page, 'es')).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        expect((await theme(page)).bodyBackground).toBe(THEME_BACKGROUND[mode])
        await shot(page, `theme-${mode}-${viewportName}-dashboard`)
        await page.goto('/es/settings')
        await expect(page.getByRole('heading', { name: t('es', 'settings.title'), level: 1 })).toBeVisible()
        await shot(page, `theme-${mode}-${viewportName}-settings`)
      }
    })
  })
}
