/**
 * At phone size (390×844), in an Argentine league (its Spanish is es-AR, decision 0025): leaving a dirty form
 * asks first (sidebar, back, closing the tab), a clean one does not.
 */
import { type APIRequestContext, expect as baseExpect, type Cookie, type Page, test } from '@playwright/test'
import esAR from '../src/client/locales/es-AR.json' with { type: 'json' }
import { apiPost, apiPut, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const lang = 'es'
// The machine these run on is shared and often loaded: pages get more time than the default 10 s to come up.
const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 300_000 })

interface League {
  organizationId: string
  tournamentId: string
  teamIds: string[]
}

const TEAMS = ['Deportivo Los Halcones del Sur', 'Pumas', 'Leones', 'Toros', 'Lobos', 'Zorros'] as const

let cookies: Cookie[]
/** The Argentine league (es-AR), and a Spanish one for the screenshots in Spain's Spanish. */
let league: League
let spanishLeague: League

/** An organization in `country` with a tournament, six teams in one group and its first two rounds played. */
async function createLeague(api: APIRequestContext, country: string): Promise<League> {
  const organization = await apiPost<{ id: string }>(api, '/api/orgs', {
    name: `Liga ${country} ${uniqueSuffix()}`,
    leagues: [{ name: 'Apertura F5', country }],
  })
  const base = `/api/orgs/${organization.id}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, { name: 'Apertura', settings: {} })
  const teamIds: string[] = []
  for (const name of TEAMS) teamIds.push((await apiPost<{ id: string }>(api, `${base}/teams`, { name })).id)
  const group = await apiPost<{ id: string }>(api, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'Zona A',
    teamIds,
  })
  const fixtures = await apiPost<{ rounds: { number: number; games: { id: string }[] }[] }>(
    api,
    `${base}/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2025-04-06' },
  )
  const games = fixtures.rounds.flatMap((round) => round.games.map((game) => game.id))
  await apiPost(api, `${base}/games/bulk`, { ids: games, action: 'publish' })
  const played = fixtures.rounds.filter((round) => round.number <= 2).flatMap((round) => round.games)
  for (const [index, game] of played.entries()) {
    await apiPut(api, `${base}/games/${game.id}/stats`, {
      home: { goals: [], unassignedGoals: index % 3 },
      away: { goals: [], unassignedGoals: 1 },
      confirm: true,
    })
  }
  return { organizationId: organization.id, tournamentId: tournament.id, teamIds }
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  await signUpThroughApi(api, { prefix: 'usability', displayName: 'Ana' })
  spanishLeague = await createLeague(api, 'ES')
  league = await createLeague(api, 'AR')
  await apiPut(api, '/api/me/active-organization', { organizationId: league.organizationId })
  cookies = (await api.storageState()).cookies
  await api.dispose()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

function navigation(page: Page) {
  return page.getByRole('navigation', { name: t(lang, 'shell.navigation') })
}

function unsavedDialog(page: Page) {
  return page.getByRole('dialog', { name: t(lang, 'unsaved.title') })
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true })

  test('a dirty form asks before the sidebar, the back button or closing the tab take it away', async ({ page }) => {
    await page.goto(`/${lang}/tournaments/new`)
    const name = page.getByRole('textbox', { name: t(lang, 'tournaments.fields.name'), exact: true })
    await name.fill('Clausura')

    // the sidebar: asked, in Argentine Spanish (the league is in AR; the path stays /es)
    await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
    await navigation(page)
      .getByRole('link', { name: t(lang, 'nav.teams') })
      .click()
    const dialog = unsavedDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(esAR.unsaved.body)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR')
    await dialog.getByRole('button', { name: t(lang, 'unsaved.stay') }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/${lang}/tournaments/new$`))
    // the drawer stayed open under the question (the navigation never happened): closed by hand
    await page.keyboard.press('Escape')
    await expect(navigation(page)).toBeHidden()
    await expect(name).toHaveValue('Clausura')

    // closing the tab (or reloading): the browser's own prompt; dismissed, the page and its text stay
    const prompts: string[] = []
    page.once('dialog', (prompt) => {
      prompts.push(prompt.type())
      void prompt.dismiss()
    })
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => prompts).toEqual(['beforeunload'])
    expect(page.isClosed()).toBe(false)
    await expect(name).toHaveValue('Clausura')

    // the form's own Cancel: asked again, and leaving goes
    await page.getByRole('link', { name: t(lang, 'common.cancel') }).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: t(lang, 'unsaved.leave') }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/tournaments$`))
  })

  test('a clean form leaves without a question; an edit asks on Back until it is saved', async ({ page }) => {
    await page.goto(`/${lang}/tournaments/new`)
    await expect(page.getByRole('textbox', { name: t(lang, 'tournaments.fields.name'), exact: true })).toBeVisible()
    await page.getByRole('link', { name: t(lang, 'common.cancel') }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/tournaments$`))
    await expect(unsavedDialog(page)).toHaveCount(0)

    // into the team from the list, so that Back is a move inside the app (Back to another page load is the browser's
    // own beforeunload prompt, covered above)
    await page.goto(`/${lang}/teams`)
    await page.getByRole('link', { name: 'Pumas' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/teams/${league.teamIds[1]}$`))
    const teamName = page.getByRole('textbox', { name: t(lang, 'teams.fields.name'), exact: true })
    await expect(teamName).toHaveValue('Pumas')
    await teamName.fill('Pumas del Oeste')
    // the form knows it has changes (Save is on) before Back is pressed
    await expect(page.getByRole('button', { name: t(lang, 'common.save'), exact: true })).toBeEnabled()
    await page.goBack()
    await expect(unsavedDialog(page)).toBeVisible()
    await unsavedDialog(page)
      .getByRole('button', { name: t(lang, 'unsaved.stay') })
      .click()
    await expect(page).toHaveURL(new RegExp(`/teams/${league.teamIds[1]}$`))
    await expect(teamName).toHaveValue('Pumas del Oeste')

    await page.getByRole('button', { name: t(lang, 'common.save'), exact: true }).click()
    await expect(page.getByRole('button', { name: t(lang, 'common.save'), exact: true })).toBeDisabled()
    const prompts: string[] = []
    page.on('dialog', (prompt) => {
      prompts.push(prompt.type())
      void prompt.dismiss()
    })
    await page.goBack()
    await expect(page).not.toHaveURL(new RegExp(`/teams/${league.teamIds[1]}$`))
    await expect(unsavedDialog(page)).toHaveCount(0)
    expect(prompts).toEqual([])
  })
})

test.describe('the phone layout (390×844)', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true })

  test('tournament tabs are whole, the active one in view; Delete waits in the ⋮ menu', async ({ page }) => {
    for (const tab of ['discipline', 'groups', 'settings', 'scorers', 'standings']) {
      await page.goto(`/${lang}/tournaments/${league.tournamentId}/${tab}`)
      // the tournament's tabs (a tab's own content may have tabs too: the discipline filter chips)
      const scroller = page.locator('.MuiTabs-scroller')
      const active = scroller.getByRole('tab', { selected: true })
      // the league is Argentine: a tab Argentine Spanish names otherwise ("Zonas") says so
      const argentine = (esAR.tournaments as { tabs?: Record<string, string> }).tabs?.[tab]
      await expect(active).toHaveText(argentine ?? t(lang, `tournaments.tabs.${tab}`))
      await expect
        .poll(async () => {
          const [tabBox, viewBox] = await Promise.all([active.boundingBox(), scroller.boundingBox()])
          if (!tabBox || !viewBox) return false
          return tabBox.x >= viewBox.x - 1 && tabBox.x + tabBox.width <= viewBox.x + viewBox.width + 1
        }, `the ${tab} tab is scrolled into view`)
        .toBe(true)
      const clipped = await scroller
        .getByRole('tab')
        .evaluateAll((tabs) =>
          tabs.filter((each) => each.scrollWidth > each.clientWidth + 1).map((each) => each.textContent),
        )
      expect(clipped, 'no tab label is cut').toEqual([])
    }

    await expect(page.getByRole('button', { name: t(lang, 'lists.delete') })).toHaveCount(0)
    await page.getByRole('button', { name: t(lang, 'lists.more_actions', { name: 'Apertura' }) }).click()
    await expect(page.getByRole('menuitem', { name: t(lang, 'lists.delete') })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto(`/${lang}/teams/${league.teamIds[0]}`)
    await expect(page.getByRole('button', { name: t(lang, 'lists.delete') })).toHaveCount(0)
    await page.getByRole('button', { name: t(lang, 'lists.more_actions', { name: TEAMS[0] }) }).click()
    await page.getByRole('menuitem', { name: t(lang, 'lists.delete') }).click()
    const confirm = page.getByRole('dialog', { name: t(lang, 'lists.delete_title', { name: TEAMS[0] }) })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: t(lang, 'common.cancel') }).click()
    await expect(confirm).toBeHidden()
  })

  test('standings show #, team, P, GD and Pts, the rest one tap away; latest results are paged', async ({ page }) => {
    await page.goto(`/${lang}/tournaments/${league.tournamentId}/standings`)
    const table = page.getByRole('table', { name: t(lang, 'standings.table_of', { group: 'Zona A' }) })
    await expect(table.getByRole('row')).toHaveCount(TEAMS.length + 1)
    const headers = table.getByRole('columnheader')
    await expect(headers).toHaveCount(5)
    await expect(headers.nth(2)).toHaveText(t(lang, 'standings.columns.played_short'))
    await expect(headers.nth(3)).toHaveText(t(lang, 'standings.columns.goal_difference_short'))
    await expect(headers.nth(4)).toHaveText(t(lang, 'standings.columns.points_short'))
    const longName = table.getByRole('rowheader').getByText(TEAMS[0], { exact: true })
    expect(
      await longName.evaluate(
        (each) => each.scrollHeight <= each.clientHeight + 1 && each.scrollWidth <= each.clientWidth + 1,
      ),
      'the long team name is whole (two lines at most)',
    ).toBe(true)
    const more = page.getByRole('button', { name: t(lang, 'standings.all_columns') }).first()
    await more.click()
    await expect(headers).toHaveCount(12)
    await page
      .getByRole('button', { name: t(lang, 'standings.fewer_columns') })
      .first()
      .click()
    await expect(headers).toHaveCount(5)

    await page.goto(`/${lang}/dashboard`)
    const latest = page.getByRole('region', { name: t(lang, 'dashboard.latest.title') })
    const results = latest.locator('a[href*="/games/"]')
    await expect(results).toHaveCount(5)
    await latest.getByRole('button', { name: t(lang, 'dashboard.latest.show_more', { count: '1' }) }).click()
    await expect(results).toHaveCount(6)
    await expect(latest.getByRole('button', { name: t(lang, 'dashboard.latest.show_less') })).toBeVisible()
  })
})

/**
 * The tournament and standings screens in es (a Spanish league), es-AR (an Argentine one) and en, light and dark, at
 * 390×844 and 1440×900, into /tmp/shots/usability for a look (not committed): es-AR dark and en light by default,
 * all six looks with SCREENSHOTS=all.
 */
test('screenshots of the tournament and standings screens', { tag: '@screenshots' }, async ({ browser }) => {
  test.setTimeout(600_000)
  const every = [
    { name: 'es', lang: 'es', league: () => spanishLeague },
    { name: 'es-AR', lang: 'es', league: () => league },
    { name: 'en', lang: 'en', league: () => league },
  ] as const
  // as the other specs (helpers.ts LOOKS): two looks at each size by default, every one with SCREENSHOTS=all
  const isAll = process.env.SCREENSHOTS === 'all'
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      const looks = every.filter((look) => isAll || (theme === 'dark' ? look.name === 'es-AR' : look.name === 'en'))
      const context = await browser.newContext({ viewport })
      await context.addCookies(cookies)
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
      const page = await context.newPage()
      for (const look of looks) {
        const { organizationId, tournamentId } = look.league()
        await apiPut(page.request, '/api/me/active-organization', { organizationId })
        for (const tab of ['', '/standings']) {
          await page.goto(`/${look.lang}/tournaments/${tournamentId}${tab}`)
          await expect(page.getByRole('tab', { selected: true })).toBeVisible()
          if (tab) {
            const table = page.getByRole('table', { name: t(look.lang, 'standings.table_of', { group: 'Zona A' }) })
            await expect(table.getByRole('row')).toHaveCount(TEAMS.length + 1)
          }
          await page.evaluate(() => document.fonts.ready.then(() => undefined))
          const file = `/tmp/shots/usability/${tab ? 'standings' : 'tournament'}-${look.name}-${size}-${theme}.png`
          await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
        }
      }
      await context.close()
    }
  }
})
