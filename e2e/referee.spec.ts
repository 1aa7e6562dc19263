/**
 * The match report on a phone (decisions 0050, 0051): the appointed referee opens "My games", accepts, opens the game,
 * enters the score with no signal, sees it sent when the signal returns, and submits the report; the home team's
 * delegate confirms it (the away side was confirmed by the league on its behalf), and it is confirmed. Another
 * referee of the league, not appointed, sees the open report but none of its controls. The admin appoints the
 * referee in the round's scheduling screen. The league, the officials and the members (invited through the API and
 * the server's outbox) are made through the API; what is tested goes through the pages.
 */
import { type BrowserContext, expect as baseExpect, type Cookie, type Page, test } from '@playwright/test'
import { addMember, apiPost, signUpThroughApi, t, toast, uniqueSuffix, VIEWPORTS } from './helpers.ts'

// a shared, busy machine: a sync round after the signal returns can take a while
const expect = baseExpect.configure({ timeout: 15_000 })

const lang = 'en'
const HOME = 'Halcones'
const AWAY = 'Pumas'
const SCORER = 'Lucía Halcones'

async function phone(browser: import('@playwright/test').Browser, cookies: Cookie[]) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies(cookies)
  return context
}

/** No signal: the browser is offline and every API call fails as it would (see offline.spec.ts). */
async function signalOff(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

async function signalOn(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'wait' })
  await context.setOffline(false)
}

const reportStatus = (page: Page) => page.getByTestId('match-report-status')

test('a referee files the match report from a phone, offline then online; a delegate confirms it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000)
  const admin = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: 'referee-admin',
    displayName: 'Ana',
    organization: `Liga Árbitros ${uniqueSuffix()}`,
  })
  const orgId = user.organization?.id ?? ''
  const base = `/api/orgs/${orgId}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, { name: 'Apertura' })
  const home = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: HOME })
  const away = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: AWAY })
  await apiPost(admin, `${base}/players`, { firstname: 'Lucía', lastname: HOME, jerseyNumber: 9, teamId: home.id })
  await apiPost(admin, `${base}/players`, { firstname: 'Marta', lastname: AWAY, jerseyNumber: 7, teamId: away.id })
  const group = await apiPost<{ id: string }>(admin, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'A',
    teamIds: [home.id, away.id],
  })
  const fixtures = await apiPost<{ rounds: { games: { id: string; homeTeamId: string }[] }[] }>(
    admin,
    `${base}/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) },
  )
  const found = fixtures.rounds[0]?.games.find((g) => g.homeTeamId === home.id) ?? fixtures.rounds[1]?.games[0]
  const game = found as { id: string }
  const appointed = await apiPost<{ id: string }>(admin, `${base}/officials`, { name: 'Rita Árbitra' })
  const other = await apiPost<{ id: string }>(admin, `${base}/officials`, { name: 'Otto Árbitro' })
  const refereeCookies = await addMember(playwright, admin, orgId, 'referee', {
    prefix: 'referee',
    firstname: 'Rita',
    lastname: 'Árbitra',
    officialId: appointed.id,
  })
  const otherCookies = await addMember(playwright, admin, orgId, 'referee', {
    prefix: 'referee-other',
    firstname: 'Otto',
    lastname: 'Árbitro',
    officialId: other.id,
  })
  const delegateCookies = await addMember(playwright, admin, orgId, 'delegate', {
    prefix: 'referee-delegate',
    firstname: 'Delia',
    lastname: 'Gada',
    teamIds: [home.id],
  })

  // the admin appoints the referee in the round's scheduling screen
  const adminContext = await phone(browser, (await admin.storageState()).cookies)
  const adminPage = await adminContext.newPage()
  await adminPage.goto(`/${lang}/tournaments/${tournament.id}/fixtures`)
  const round = t(lang, 'fixtures.round_n', { number: '1' })
  await adminPage.getByRole('link', { name: t(lang, 'fixtures.schedule.open', { round }) }).click()
  const row = adminPage.getByTestId('schedule-row').filter({ hasText: HOME })
  await row.getByRole('combobox', { name: new RegExp(`^${t(lang, 'officials.referee')}`) }).click()
  await adminPage.getByRole('option', { name: 'Rita Árbitra', exact: true }).click()
  await expect(row).toContainText(t(lang, 'officials.status.pending'))
  await adminContext.close()

  // another referee of the league, not appointed to it: reads the open report, has none of its controls
  const otherContext = await phone(browser, otherCookies)
  const otherPage = await otherContext.newPage()
  await otherPage.goto(`/${lang}/games/${game.id}`)
  await expect(reportStatus(otherPage)).toHaveText(t(lang, 'match_report.status.open'))
  await expect(otherPage.getByRole('button', { name: t(lang, 'games.actions.save_result') })).toHaveCount(0)
  await expect(
    otherPage.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: SCORER }), exact: true }),
  ).toHaveCount(0)
  await expect(otherPage.getByRole('button', { name: t(lang, 'match_report.submit') })).toHaveCount(0)
  await otherContext.close()

  // the referee: My games, accept, open the game
  const refereeContext = await phone(browser, refereeCookies)
  const page = await refereeContext.newPage()
  await page.goto(`/${lang}/dashboard`)
  await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
  await page.getByRole('link', { name: t(lang, 'nav.my_games') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'officials.my_games') })).toBeVisible()
  const card = page.getByRole('listitem', { name: `${HOME} – ${AWAY}` })
  await expect(card).toContainText(t(lang, 'officials.status.pending'))
  await card.getByRole('button', { name: t(lang, 'officials.accept') }).click()
  await expect(card).toContainText(t(lang, 'officials.status.accepted'))
  await card.getByRole('link', { name: t(lang, 'officials.open_game') }).click()
  await expect(page.getByTestId('game-sheet')).toBeVisible()
  await expect(reportStatus(page)).toHaveText(t(lang, 'match_report.status.open'))

  // no signal at the field: the goal is kept on the phone
  await signalOff(refereeContext)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await page.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: SCORER }), exact: true }).click()
  await page.getByRole('button', { name: t(lang, 'games.actions.save_result') }).click()
  await expect(page.getByTestId('pending-sync-chip')).toBeVisible()
  await expect(page.getByTestId('score')).toHaveText('1 – 0')
  const before = (await (await admin.get(`${base}/games/${game.id}`)).json()) as { home: { goals: number } }
  expect(before.home.goals).toBe(0)

  // the signal returns: the result is sent and saved
  await signalOn(refereeContext)
  await expect(toast(page, lang, t(lang, 'offline.sync.synced', { home: HOME, away: AWAY }))).toBeVisible()
  await expect(page.getByTestId('pending-sync-chip')).toHaveCount(0)
  await expect(page.getByTestId('score')).toHaveText('1 – 0')
  await expect
    .poll(
      async () =>
        ((await (await admin.get(`${base}/games/${game.id}`)).json()) as { home: { goals: number } }).home.goals,
    )
    .toBe(1)
  await expect(reportStatus(page)).toHaveText(t(lang, 'match_report.status.open'))

  // the referee submits the report
  await page.getByRole('textbox', { name: t(lang, 'match_report.remarks') }).fill('Sin incidentes.')
  await page.getByRole('button', { name: t(lang, 'match_report.submit') }).click()
  await expect(reportStatus(page)).toHaveText(t(lang, 'match_report.status.submitted'))
  await expect(page.getByRole('button', { name: t(lang, 'match_report.submit') })).toHaveCount(0)
  await refereeContext.close()

  // the league confirms for the away side (no delegate there); the home team's delegate confirms in the app
  await apiPost(admin, `${base}/games/${game.id}/report/confirm`, { side: 'away' })
  const delegateContext = await phone(browser, delegateCookies)
  const delegatePage = await delegateContext.newPage()
  await delegatePage.goto(`/${lang}/games/${game.id}`)
  await expect(reportStatus(delegatePage)).toHaveText(t(lang, 'match_report.status.submitted'))
  await expect(delegatePage.getByText('Sin incidentes.')).toBeVisible()
  await delegatePage.getByRole('button', { name: t(lang, 'match_report.confirm'), exact: true }).click()
  await expect(reportStatus(delegatePage)).toHaveText(t(lang, 'match_report.status.confirmed'))
  await expect(delegatePage.getByRole('button', { name: t(lang, 'match_report.confirm'), exact: true })).toHaveCount(0)
  const filed = (await (await admin.get(`${base}/games/${game.id}`)).json()) as {
    home: { goals: number }
    report: { status: string; confirmations: { home: { by: string } | null } }
  }
  expect(filed.home.goals).toBe(1)
  expect(filed.report.status).toBe('confirmed')
  expect(filed.report.confirmations.home?.by).toContain('Delia')
  await delegateContext.close()
  await admin.dispose()
})
