/**
 * Installable (manifest in the page's language, icons), and the "new version available — reload" prompt
 * when the server answers with a newer build than the open page runs.
 */
import { type BrowserContext, expect, test } from '@playwright/test'
import { LANGS, LOOKS, shot, signUpThroughApi, t, VIEWPORTS } from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

async function setTheme(context: BrowserContext, theme: 'dark' | 'light') {
  await context.addInitScript((mode) => {
    localStorage.setItem('theme', mode)
  }, theme)
}

test.describe('installable app', () => {
  for (const lang of LANGS) {
    test(`links the ${lang} manifest with a start URL in ${lang}, icons 192, 512 and maskable`, async ({ page }) => {
      await page.goto(`/${lang}`)
      const href = await page.locator('link[rel="manifest"]').getAttribute('href')
      expect(href).toBe(`/manifest.${lang}.webmanifest`)
      const res = await page.request.get(href ?? '')
      expect(res.status()).toBe(200)
      const manifest = (await res.json()) as {
        start_url: string
        display: string
        lang: string
        name: string
        short_name: string
        icons: { src: string; sizes: string; purpose: string }[]
      }
      expect(manifest.start_url).toBe(`/${lang}/dashboard`)
      expect(manifest.display).toBe('standalone')
      expect(manifest.lang).toBe(lang)
      expect(manifest.name).toBe(t(lang, 'app.name'))
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ])
      for (const icon of manifest.icons) {
        const png = await page.request.get(icon.src)
        expect(png.status()).toBe(200)
        expect(png.headers()['content-type']).toBe('image/png')
      }
      await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2)
    })
  }
})

test.describe('new version available — reload', () => {
  // Without a service worker (blocked here so that page.route sees every API call): a page whose entry chunk is
  // older than the server's build, whatever cached it, offers to reload.
  test.use({ serviceWorkers: 'block' })
  for (const { lang, theme } of LOOKS) {
    test(`when the server runs a newer build (${lang}, ${theme})`, async ({ page, context }) => {
      test.setTimeout(240_000)
      await setTheme(context, theme)
      await signUpThroughApi(page.request, { displayName: 'Ana', organization: `Liga PWA ${lang}${theme}` })
      // the server says it runs another build than this page's entry chunk
      let isNewer = true
      await page.route('**/api/**', async (route) => {
        const response = await route.fetch()
        await route.fulfill({
          response,
          headers: { ...response.headers(), ...(isNewer ? { 'x-app-build': 'entry-N3wBu1ld' } : {}) },
        })
      })
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport)
        await page.goto(`/${lang}/dashboard`)
        const prompt = page.getByTestId('update-prompt')
        await expect(prompt).toContainText(t(lang, 'pwa.update_required'), { timeout: 60_000 })
        await expect(prompt).toHaveAttribute('data-source', 'server')
        await shot(page, `pwa-update-prompt-${size}-${lang}-${theme}`)
      }
      // reloading takes the server's build: the prompt is gone
      isNewer = false
      await page.getByRole('button', { name: t(lang, 'pwa.reload') }).click()
      await page.waitForLoadState('load')
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 })
      await expect(page.getByTestId('update-prompt')).toHaveCount(0)
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    })
  }
})
