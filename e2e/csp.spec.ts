/**
 * Every page is served with a Content-Security-Policy and none of them breaks it. The signed-out pages,
 * each admin page (league with its QR code, tournament tabs, a team, a game sheet, settings, help) and the public
 * site are opened in turn; the browser's `securitypolicyviolation` events and its "Refused to …" console errors are
 * collected, and the list must stay empty.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { E2E_BASE_URL } from '../playwright.config.ts'
import { apiPost, signUpThroughApi, uniqueSuffix } from './helpers.ts'

test.describe.configure({ mode: 'serial' })

interface Violation {
  page: string
  what: string
}

const suffix = uniqueSuffix()
const slug = `csp-${suffix}`.toLowerCase().replace(/[^a-z0-9-]/g, '')
let api: APIRequestContext
let tournamentId = ''
let teamId = ''
let gameId = ''

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext()
  const admin = await signUpThroughApi(api, { displayName: 'Carla', organization: `Liga CSP ${suffix}` })
  const org = `/api/orgs/${admin.organization?.id}`
  const patched = await api.patch(`${E2E_BASE_URL}${org}`, {
    headers: { origin: E2E_BASE_URL },
    data: { publicSlug: slug },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  tournamentId = (await apiPost<{ id: string }>(api, `${org}/tournaments`, { name: 'Clausura' })).id
  const teamIds: string[] = []
  for (const name of ['Leones', 'Cóndores', 'Zorros', 'Pumas']) {
    teamIds.push((await apiPost<{ id: string }>(api, `${org}/teams`, { name })).id)
  }
  teamId = teamIds[0] as string
  const group = await apiPost<{ id: string }>(api, `${org}/tournaments/${tournamentId}/groups`, {
    name: 'Zona A',
    teamIds,
  })
  const fixtures = await apiPost<{ rounds: { games: { id: string }[] }[] }>(
    api,
    `${org}/tournaments/${tournamentId}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2030-04-06' },
  )
  const games = fixtures.rounds.flatMap((round) => round.games.map((game) => game.id))
  await apiPost(api, `${org}/games/bulk`, { ids: games, action: 'publish' })
  gameId = games[0] as string
})

test.afterAll(async () => {
  await api.dispose()
})

/** Records violations of every page of `context` under the name of the page being checked. */
async function watch(context: BrowserContext, violations: Violation[], current: { page: string }) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  context.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' && /CSP violation|Content Security Policy|Refused to/i.test(text)) {
      violations.push({ page: current.page, what: text })
    }
  })
}

/** Opens `path`, checks that its HTML came with a CSP, and waits until its `ready` text shows. */
async function visit(page: Page, current: { page: string }, path: string, ready: RegExp) {
  current.page = path
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  expect(response?.headers()['content-security-policy'], `${path} has a CSP`).toContain("script-src 'self'")
  await expect(page.getByText(ready).first()).toBeVisible({ timeout: 30_000 })
  // what the page loads after its first paint (lazy chunks, images, the live stream) counts too
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
}

test('no page breaks its Content-Security-Policy, signed out, signed in or public', async ({ browser }) => {
  test.setTimeout(240_000)
  const violations: Violation[] = []
  const current = { page: '' }
  const context = await browser.newContext()
  await watch(context, violations, current)
  const page = await context.newPage()

  await visit(page, current, '/es', /Iniciar sesión|Ingresar/i)
  await visit(page, current, '/en/signup', /Create|Sign up/i)
  await visit(page, current, `/es/l/${slug}`, /Clausura/)
  await visit(page, current, `/en/l/${slug}/tournaments/${tournamentId}`, /Leones/)
  await visit(page, current, `/en/l/${slug}/teams/${teamId}`, /Leones/)

  await context.addCookies((await api.storageState()).cookies)
  await visit(page, current, '/es/dashboard', /Clausura|Leones|Carla/)
  await visit(page, current, '/es/league', /Sitio público/)
  await visit(page, current, `/es/tournaments/${tournamentId}`, /Clausura/)
  await visit(page, current, `/en/teams/${teamId}`, /Leones/)
  await visit(page, current, `/en/games/${gameId}`, /Leones|Cóndores|Zorros|Pumas/)
  await visit(page, current, '/en/settings', /Theme|Language/i)
  await visit(page, current, '/es/help', /Ayuda|Manual/i)

  expect(violations).toEqual([])
  await context.close()
})
