/**
 * The match report on a phone (decisions 0050, 0051): the admin appoints the referee in the round's scheduling screen;
 * the referee accepts from the e-mail's link, which opens "My games", marks a day they cannot work there, opens the
 * game, enters the score (a goal with its minute), a card with its reason and who played with no signal, sees them
 * sent when the signal returns, and submits the report (asked first; no "Confirm result" for them); the home team's delegate
 * confirms it (the away side was confirmed by the league on its behalf), and it is confirmed. Another referee of the
 * league, not appointed, sees the open report but none of its controls. The league, the officials and the members
 * (invited through the API and the server's outbox) are made through the API; what is tested goes through the pages.
 */
import { type BrowserContext, expect as baseExpect, type Cookie, type Page, test } from '@playwright/test'
import {
  addMember,
  apiPost,
  outboxMark,
  signUpThroughApi,
  t,
  toast,
  uniqueEmail,
  uniqueSuffix,
  VIEWPORTS,
  waitForMailLink,
} from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

// a shared, busy machine: a sync round after the signal returns can take a while
const expect = baseExpect.configure({ timeout: 15_000 })

const lang = 'en'
const HOME = 'Halcones'
const AWAY = 'Pumas'
const SCORER = 'Lucía Halcones'
const BOOKED = 'Marta Pumas'

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
  const scorer = await apiPost<{ id: string }>(admin, `${base}/players`, {
    firstname: 'Lucía',
    lastname: HOME,
    jerseyNumber: 9,
    teamId: home.id,
  })
  const scorerId = scorer.id
  const booked = await apiPost<{ id: string }>(admin, `${base}/players`, {
    firstname: 'Marta',
    lastname: AWAY,
    jerseyNumber: 7,
    teamId: away.id,
  })
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
  const refereeEmail = uniqueEmail('referee')
  const refereeCookies = await addMember(playwright, admin, orgId, 'referee', {
    prefix: 'referee',
    firstname: 'Rita',
    lastname: 'Árbitra',
    officialId: appointed.id,
    email: refereeEmail,
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
  const mark = outboxMark()
  await row.getByRole('combobox', { name: new RegExp(`^${t(lang, 'officials.referee')}`) }).click()
  await adminPage.getByRole('option', { name: 'Rita Árbitra', exact: true }).click()
  await expect(row).toContainText(t(lang, 'officials.status.pending'))
  // the fixtures show the appointment and its answer
  await adminPage.goto(`/${lang}/tournaments/${tournament.id}/fixtures`)
  const fixture = adminPage.getByTestId('game-item').filter({ hasText: HOME })
  await expect(fixture.getByTestId('appointments')).toContainText(
    `${t(lang, 'officials.roles.referee')}: Rita Árbitra (${t(lang, 'officials.status.pending')})`,
  )
  await adminContext.close()
  // the e-mail's Accept link (the screen was in English: the e-mail's links are too)
  const accept = (await waitForMailLink(refereeEmail, { mark })).link
  expect(accept).toMatch(/\/en\/my-games\?game=[\w-]+&answer=accept$/)

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

  // the referee: accepts from the e-mail, which opens My games at the game
  const refereeContext = await phone(browser, refereeCookies)
  const page = await refereeContext.newPage()
  await page.goto(new URL(accept).pathname + new URL(accept).search)
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'officials.my_games') })).toBeVisible()
  const card = page.getByRole('listitem', { name: `${HOME} – ${AWAY}` })
  await expect(toast(page, lang, t(lang, 'officials.accepted_toast'))).toBeVisible()
  await expect(card).toContainText(t(lang, 'officials.status.accepted'))
  await expect(page).not.toHaveURL(/answer=/)
  // a day they cannot work, marked in My games: the league sees it
  const days = page.getByTestId('unavailable-days')
  await days.getByLabel(t(lang, 'officials.unavailable_from')).fill('2099-05-01')
  await days.getByRole('button', { name: t(lang, 'officials.unavailable_add') }).click()
  await expect(toast(page, lang, t(lang, 'officials.unavailable_saved'))).toBeVisible()
  await expect
    .poll(async () => {
      const official = (await (await admin.get(`${base}/officials/${appointed.id}`)).json()) as {
        unavailability: { from: string; to: string }[]
      }
      return official.unavailability
    })
    .toEqual([{ from: '2099-05-01', to: '2099-05-01' }])
  // the menu's way in, as on any day
  await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
  await page.getByRole('link', { name: t(lang, 'nav.my_games') }).click()
  await card.getByRole('link', { name: t(lang, 'officials.open_game') }).click()
  await expect(page.getByTestId('game-sheet')).toBeVisible()
  await expect(reportStatus(page)).toHaveText(t(lang, 'match_report.status.open'))
  // the report confirms the game, not its referee
  await expect(page.getByRole('button', { name: t(lang, 'games.actions.confirm') })).toHaveCount(0)

  // no signal at the field: the goal is kept on the phone
  await signalOff(refereeContext)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await page.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: SCORER }), exact: true }).click()
  await page.getByTestId(`minute-home-${scorerId}-0`).fill('23')
  await page.getByRole('button', { name: t(lang, 'games.actions.save_result') }).click()
  await expect(page.getByTestId('pending-sync-chip')).toBeVisible()
  await expect(page.getByTestId('score')).toHaveText('1 – 0')
  // a yellow card with its reason and minute, kept on the phone too
  await page.getByRole('tab', { name: new RegExp(AWAY) }).click()
  await page.getByRole('button', { name: t(lang, 'games.result.card_for', { name: BOOKED }) }).click()
  const cardDialog = page.getByRole('dialog')
  await cardDialog.getByLabel(t(lang, 'games.card_dialog.reason')).fill('Protestar')
  await cardDialog.getByTestId('card-minute').fill('40')
  await cardDialog.getByRole('button', { name: t(lang, 'games.cards.yellow') }).click()
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count: '2' }))
  // who played, ticked with no signal: kept on the phone too, the ticks shown as pending
  const lineup = page.getByTestId('lineup-card')
  await lineup.getByTestId(`lineup-home-${scorerId}`).check()
  await lineup.getByTestId(`lineup-away-${booked.id}`).check()
  await lineup.getByRole('button', { name: t(lang, 'games.lineup.save') }).click()
  await expect(toast(page, lang, t(lang, 'offline.sync.saved_offline')).last()).toBeVisible()
  await expect(lineup.getByTestId('lineup-pending')).toBeVisible()
  await expect(lineup.getByTestId(`lineup-home-${scorerId}`)).toBeChecked()
  await expect(lineup.getByTestId(`lineup-away-${booked.id}`)).toBeChecked()
  await expect(page.getByTestId('pending-sync')).toContainText(
    t(lang, 'offline.sync.lineup', { home: HOME, away: AWAY, homeCount: '1', awayCount: '1' }),
  )
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(t(lang, 'offline.sync.button', { count: '3' }))
  const before = (await (await admin.get(`${base}/games/${game.id}`)).json()) as {
    home: { goals: number; lineup: unknown[] }
  }
  expect(before.home.goals).toBe(0)
  expect(before.home.lineup).toEqual([])

  // the signal returns: the result is sent and saved
  await signalOn(refereeContext)
  await expect(toast(page, lang, t(lang, 'offline.sync.synced', { home: HOME, away: AWAY }))).toBeVisible()
  await expect(page.getByTestId('pending-sync-chip')).toHaveCount(0)
  await expect(page.getByTestId('score')).toHaveText('1 – 0')
  type Filed = {
    home: { goals: number; scorers: { minutes: number[] }[] }
    away: { cards: { type: string; reason: string | null; minute: number | null }[] }
  }
  await expect
    .poll(async () => {
      const filed = (await (await admin.get(`${base}/games/${game.id}`)).json()) as Filed
      return [filed.home.goals, filed.home.scorers[0]?.minutes, filed.away.cards]
    })
    .toEqual([1, [23], [expect.objectContaining({ type: 'yellow', reason: 'Protestar', minute: 40 })]])
  await expect(reportStatus(page)).toHaveText(t(lang, 'match_report.status.open'))
  // the line-up went too (before the goal and the card): the sheet shows it saved
  await expect(lineup.getByTestId('lineup-pending')).toHaveCount(0)
  await expect(lineup.getByTestId(`lineup-home-${scorerId}`)).toBeChecked()
  await expect(page.getByTestId('sync-status')).toHaveCount(0)

  // the referee submits the report, once told what that means
  await page.getByRole('textbox', { name: t(lang, 'match_report.remarks') }).fill('Sin incidentes.')
  await page.getByRole('button', { name: t(lang, 'match_report.submit') }).click()
  const ask = page.getByRole('dialog', { name: t(lang, 'match_report.submit_title') })
  await ask.getByRole('button', { name: t(lang, 'match_report.submit') }).click()
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
  // who played, as ticked offline
  const played = (await (await admin.get(`${base}/games/${game.id}/lineups`)).json()) as {
    home: { playerId: string }[]
    away: { playerId: string }[]
  }
  expect([played.home.map((p) => p.playerId), played.away.map((p) => p.playerId)]).toEqual([[scorerId], [booked.id]])
  expect(filed.report.confirmations.home?.by).toContain('Delia')
  await delegateContext.close()
  await admin.dispose()
})
