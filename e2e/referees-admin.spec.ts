/**
 * The referees' screens of an administrator on a phone (decisions 0050, 0051): on the Referees page they edit an
 * official, mark the days she cannot work and look at the month before; a report the away side disputed is in the queue there (and counted in the navigation); from it they open
 * the game and resolve the dispute, which locks the report; then they correct the locked result, giving the reason
 * in a dialog, and the audit trail keeps it. The league, the official, the referee's report and the dispute are made
 * through the API; what is tested goes through the pages. axe on the Referees page.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { expect as baseExpect, test } from '@playwright/test'
import { addMember, apiPost, apiPut, shot, signUpThroughApi, t, toast, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const expect = baseExpect.configure({ timeout: 15_000 })

const lang = 'en'
const HOME = 'Halcones'
const AWAY = 'Pumas'
const SCORER = 'Lucía Halcones'
const REASON = 'The goal was offside'

test('an admin edits an official, resolves a disputed report from the queue and corrects it with a reason', async ({
  browser,
  playwright,
}) => {
  // a shared, busy machine: the game's page loads its own chunks on first use
  test.setTimeout(240_000)
  const admin = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: 'referees-admin',
    displayName: 'Ana',
    organization: `Liga Actas ${uniqueSuffix()}`,
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
  const game = fixtures.rounds[0]?.games.find((g) => g.homeTeamId === home.id) ?? fixtures.rounds[1]?.games[0]
  const gameId = game?.id ?? ''
  const official = await apiPost<{ id: string }>(admin, `${base}/officials`, { name: 'Rita Árbitra', level: 'B' })
  const refereeCookies = await addMember(playwright, admin, orgId, 'referee', {
    prefix: 'referees-admin-ref',
    firstname: 'Rita',
    lastname: 'Árbitra',
    officialId: official.id,
  })
  await apiPut(admin, `${base}/games/${gameId}/officials`, { referee: official.id, assistants: [], allowOverlap: true })
  // the referee files 1–1 and submits; the league disputes it on the away team's behalf
  const referee = await playwright.request.newContext({ storageState: { cookies: refereeCookies, origins: [] } })
  await apiPut(referee, `${base}/games/${gameId}/stats`, { home: { unassignedGoals: 1 }, away: { unassignedGoals: 1 } })
  await apiPost(referee, `${base}/games/${gameId}/report/submit`, { remarks: '' })
  await referee.dispose()
  await apiPost(admin, `${base}/games/${gameId}/report/dispute`, { side: 'away', reason: REASON })

  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies((await admin.storageState()).cookies)
  const page = await context.newPage()
  await page.goto(`/${lang}/referees`)
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'officials.title') })).toBeVisible()

  // edit the official: the level
  await page.getByRole('button', { name: t(lang, 'officials.actions_label', { name: 'Rita Árbitra' }) }).click()
  await page.getByRole('menuitem', { name: t(lang, 'officials.edit') }).click()
  const dialog = page.getByRole('dialog', { name: t(lang, 'officials.edit_title', { name: 'Rita Árbitra' }) })
  await expect(dialog.getByRole('textbox', { name: t(lang, 'officials.level') })).toHaveValue('B')
  await dialog.getByRole('textbox', { name: t(lang, 'officials.level') }).fill('A')
  await dialog.getByRole('button', { name: t(lang, 'officials.save') }).click()
  await expect(toast(page, lang, t(lang, 'officials.saved', { name: 'Rita Árbitra' }))).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect
    .poll(async () => ((await (await admin.get(`${base}/officials/${official.id}`)).json()) as { level: string }).level)
    .toBe('A')

  // the days she cannot work, marked by the league for her
  await page.getByRole('button', { name: t(lang, 'officials.actions_label', { name: 'Rita Árbitra' }) }).click()
  await page.getByRole('menuitem', { name: t(lang, 'officials.unavailable_menu') }).click()
  const days = page.getByRole('dialog', {
    name: t(lang, 'officials.unavailable_dialog_title', { name: 'Rita Árbitra' }),
  })
  await days.getByLabel(t(lang, 'officials.unavailable_from')).fill('2099-06-10')
  await days.getByLabel(t(lang, 'officials.unavailable_to')).fill('2099-06-12')
  await days.getByRole('button', { name: t(lang, 'officials.unavailable_add') }).click()
  await expect(days).toContainText('10 Jun 2099 – ')
  await days.getByRole('button', { name: t(lang, 'common.close') }).click()
  await expect
    .poll(async () => {
      const read = (await (await admin.get(`${base}/officials/${official.id}`)).json()) as { unavailability: unknown }
      return read.unavailability
    })
    .toEqual([{ from: '2099-06-10', to: '2099-06-12' }])

  // the month before: its fees, and each official's statement of that month
  const thisMonth = await page.getByRole('heading', { level: 2 }).filter({ hasText: /\d{4}/ }).textContent()
  await page.getByRole('button', { name: t(lang, 'officials.month_previous') }).click()
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /\d{4}/ })).not.toHaveText(thisMonth ?? '')
  await page.getByRole('button', { name: t(lang, 'officials.actions_label', { name: 'Rita Árbitra' }) }).click()
  const csv = page.getByRole('menuitem', { name: t(lang, 'officials.statement_label', { name: 'Rita Árbitra' }) })
  const previous = new Date()
  previous.setDate(1)
  previous.setMonth(previous.getMonth() - 1)
  const month = `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}`
  await expect(csv).toHaveAttribute('href', new RegExp(`from=${month}-01&to=${month}-\\d\\d`))
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: t(lang, 'officials.month_current') }).click()

  // the disputed report is in the queue, and counted in the navigation
  const item = page.getByTestId('report-queue-item').filter({ hasText: HOME })
  await expect(item).toContainText(t(lang, 'match_report.disputed_by', { team: AWAY, reason: REASON }))
  await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
  await expect(page.getByTestId('disputed-reports-badge')).toContainText('1')
  await page.keyboard.press('Escape')
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await shot(page, 'referees-admin-phone')

  // open the game from the queue and resolve the dispute: the report is confirmed and locked
  await item.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/games/${gameId}$`))
  const status = page.getByTestId('match-report-status')
  await expect(status).toHaveText(t(lang, 'match_report.status.disputed'))
  await page.getByRole('button', { name: t(lang, 'match_report.resolve') }).click()
  await expect(status).toHaveText(t(lang, 'match_report.status.confirmed'))
  await expect(page.getByTestId('report-locked')).toContainText(t(lang, 'match_report.locked.message_admin'))
  const goal = page.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: SCORER }), exact: true })
  await expect(goal).toHaveCount(0)

  // correct the locked result: the reason first, then the goal, saved with it
  await page.getByRole('button', { name: t(lang, 'match_report.locked.correct') }).click()
  const ask = page.getByRole('dialog', { name: t(lang, 'match_report.locked.reason_title') })
  await ask.getByRole('textbox', { name: t(lang, 'match_report.locked.reason') }).fill('Goal missing from the report')
  await ask.getByRole('button', { name: t(lang, 'match_report.locked.reason_submit') }).click()
  await expect(page.getByTestId('report-correcting')).toContainText('Goal missing from the report')
  await goal.click()
  await page.getByRole('button', { name: t(lang, 'games.actions.save_result') }).click()
  await expect
    .poll(async () => ((await (await admin.get(`${base}/games/${gameId}`)).json()) as { homeGoals: number }).homeGoals)
    .toBe(2)
  const audit = (await (await admin.get(`${base}/audit?entityId=${gameId}`)).json()) as {
    items: { after: { reason?: string } | null }[]
  }
  expect(audit.items.some((e) => e.after?.reason === 'Goal missing from the report')).toBe(true)

  // the queue is empty again
  await page.goto(`/${lang}/referees`)
  await expect(page.getByText(t(lang, 'match_report.queue.empty'))).toBeVisible()
  await context.close()
  await admin.dispose()
})
