/**
 * In the browser (decision 0038): a player outside the tournament's category is greyed in the game sheet's "Who
 * played" with the reason; saving them is refused, and an admin saves anyway with a reason, after which the sheet
 * shows "ineligible player fielded". Checked with axe.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { expect as baseExpect, test } from '@playwright/test'
import { apiPost, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const expect = baseExpect.configure({ timeout: 30_000 })

test('an admin fields an ineligible player anyway, with a reason', async ({ browser, playwright }) => {
  test.setTimeout(180_000)
  const api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'elig',
    displayName: 'Ana',
    organization: `Liga Buena Fe ${uniqueSuffix()}`,
  })
  const base = `/api/orgs/${user.organization?.id ?? ''}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, {
    name: 'Sub 16',
    settings: { registration: { bornFrom: '2010-01-01', bornTo: '2011-12-31' } },
  })
  const teamIds: string[] = []
  const players: string[] = []
  for (const [name, birthDate] of [
    ['Leones', '1990-05-01'],
    ['Pumas', '2010-06-01'],
  ] as const) {
    const team = await apiPost<{ id: string }>(api, `${base}/teams`, { name })
    const player = await apiPost<{ id: string }>(api, `${base}/players`, {
      firstname: 'Juan',
      lastname: name,
      birthDate,
      jerseyNumber: 9,
    })
    // added before the team plays the tournament: its rules do not apply to the list yet
    await apiPost(api, `${base}/teams/${team.id}/players`, { playerId: player.id })
    teamIds.push(team.id)
    players.push(player.id)
  }
  const game = await apiPost<{ id: string }>(api, `${base}/games`, {
    tournamentId: tournament.id,
    homeTeamId: teamIds[0],
    awayTeamId: teamIds[1],
    playAt: '2026-03-14T21:00:00Z',
  })
  const cookies = (await api.storageState()).cookies
  await api.dispose()

  const lang = 'en'
  const context = await browser.newContext({ viewport: VIEWPORTS.phone })
  await context.addCookies(cookies)
  const page = await context.newPage()
  await page.goto(`/${lang}/games/${game.id}`)
  const lineup = page.getByTestId('lineup-card')
  await expect(lineup).toContainText(t(lang, 'eligibility.reasons.outside_category', { range: '' }).split('(')[0] ?? '')
  await lineup.getByTestId(`lineup-home-${players[0]}`).check()
  await lineup.getByRole('button', { name: t(lang, 'games.lineup.save') }).click()

  const dialog = page.getByRole('dialog', { name: t(lang, 'eligibility.dialog.title') })
  await expect(dialog.getByTestId('ineligible-players')).toContainText('Juan Leones')
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await dialog.getByLabel(t(lang, 'eligibility.dialog.reason')).fill('Category waiver signed by the league')
  await dialog.getByRole('button', { name: t(lang, 'eligibility.dialog.save_anyway') }).click()
  await expect(dialog).toBeHidden()
  const flag = page.getByTestId('ineligible-fielded')
  await expect(flag).toContainText(t(lang, 'eligibility.fielded.title'))
  await expect(flag).toContainText('Category waiver signed by the league')
  await expect(lineup.getByTestId(`lineup-home-${players[0]}`)).toBeChecked()
  await context.close()
})
