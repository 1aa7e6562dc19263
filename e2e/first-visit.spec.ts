/**
 * Decision 0028: a signed-in page opened for the first time on this device. The server's
 * HTML lists the chunks the page renders with (preloaded by index.html after the session's early requests), the
 * session and its organization are asked for once, before the scripts arrive, and the page works with every chunk
 * and answer it was sent.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiPost, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

let api: APIRequestContext
let cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies']
let organizationId: string
let tournamentId: string

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'first-visit',
    displayName: 'Vera',
    organization: `Liga Primera Vez ${uniqueSuffix()}`,
  })
  organizationId = user.organization?.id ?? ''
  tournamentId = (await apiPost<{ id: string }>(api, `/api/orgs/${organizationId}/tournaments`, { name: 'Clausura' }))
    .id
  cookies = (await api.storageState()).cookies
})

test.afterAll(async () => {
  await api.dispose()
})

const preloadsOf = (html: string): string[] => {
  const block = /<script type="application\/json" id="page-preloads">(.*?)<\/script>/.exec(html)
  return block ? (JSON.parse(block[1] as string) as string[]) : []
}

/** Every request the page makes (paths), and every answer of 400 or more. */
function watch(page: Page) {
  const requested: string[] = []
  const failed: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  return { requested, failed }
}

for (const { name, path, chunk, heading } of [
  { name: 'dashboard', path: () => '/es/dashboard', chunk: /\/assets\/dashboard-route-/, heading: 'Vera' },
  {
    name: "a tournament's page",
    path: () => `/es/tournaments/${tournamentId}`,
    chunk: /\/assets\/tournaments-detail-route-/,
    heading: 'Clausura',
  },
]) {
  test(`a signed-in first visit to the ${name} preloads its chunks and asks for the session once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
    try {
      await context.addCookies(cookies)
      const page = await context.newPage()
      const { requested, failed } = watch(page)
      const response = await page.goto(path())
      const preloads = preloadsOf((await response?.text()) ?? '')
      expect(preloads.some((file) => chunk.test(file))).toBe(true)
      expect(preloads.some((file) => /\/assets\/app-shell-/.test(file))).toBe(true)
      await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: heading })).toBeVisible({
        timeout: 60_000,
      })
      await page.waitForLoadState('networkidle')
      // each listed chunk was fetched (by the preload, once) and nothing the page asked for failed
      for (const file of preloads)
        expect(
          requested.filter((each) => each === file),
          file,
        ).toHaveLength(1)
      expect(failed).toEqual([])
      expect(requested.filter((each) => each === '/api/me')).toHaveLength(1)
      expect(requested.filter((each) => each === `/api/orgs/${organizationId}`).length).toBeGreaterThanOrEqual(1)
    } finally {
      await context.close()
    }
  })
}

test('a first visit without a session is not sent the signed-in page’s preloads, and signs in', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const response = await page.goto('/es/dashboard')
    expect(preloadsOf((await response?.text()) ?? '')).toEqual([])
    await expect(page.getByRole('form', { name: t('es', 'auth.sign_in.title') })).toBeVisible({ timeout: 60_000 })
  } finally {
    await context.close()
  }
})
