/**
 * A match day across two tournaments scheduled in one screen (decision 0042): the day's games as rows, a clash on the
 * same field shown as typed (and saving held back), another field clears it, one save, the values kept on reload;
 * the day's programme is a link away.
 */
import { expect as baseExpect, type Cookie, type Page, test } from '@playwright/test'
import { apiPost, apiPut, type Lang, signUpThroughApi, t, uniqueSuffix } from './helpers.ts'

const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 300_000 })

let cookies: Cookie[]
let organizationId: string

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  await signUpThroughApi(api, { prefix: 'matchday', displayName: 'Ana' })
  const organization = await apiPost<{ id: string }>(api, '/api/orgs', {
    name: `Liga Jornada ${uniqueSuffix()}`,
    leagues: [{ name: 'Primera', country: 'ES' }],
  })
  organizationId = organization.id
  const base = `/api/orgs/${organization.id}`
  await apiPost(api, `${base}/locations`, {
    name: 'Complejo Norte',
    fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
  })
  for (const [name, teams] of [
    ['Apertura', ['Pumas', 'Leones']],
    ['Veteranos', ['Toros', 'Halcones']],
  ] as const) {
    const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, { name, settings: {} })
    const teamIds: string[] = []
    for (const team of teams) teamIds.push((await apiPost<{ id: string }>(api, `${base}/teams`, { name: team })).id)
    await apiPost(api, `${base}/tournaments/${tournament.id}/groups`, { name: 'Zona A', teamIds })
    await apiPost(api, `${base}/games`, {
      tournamentId: tournament.id,
      homeTeamId: teamIds[0],
      awayTeamId: teamIds[1],
      playAt: '2026-10-03T12:00:00Z',
      isPlayAtTimeHidden: true,
    })
  }
  await apiPut(api, '/api/me/active-organization', { organizationId })
  cookies = (await api.storageState()).cookies
  await api.dispose()
})

/** Picks `option` in the MUI select `name` inside `scope`, retrying while the options load. */
async function pick(page: Page, scope: ReturnType<Page['getByTestId']>, name: string, option: string) {
  const select = scope.getByRole('combobox', { name })
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click()
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 })
    await expect(select).toHaveText(option, { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
}

test('a match day of two tournaments: a clash shows as typed, another field clears it, one save keeps both', async ({
  context,
  page,
}) => {
  const lang: Lang = 'en'
  await context.addCookies(cookies)
  await page.goto(`/${lang}/schedule?date=2026-10-03`)
  await expect(page.getByRole('heading', { name: t(lang, 'match_day.title') })).toBeVisible()
  const rows = page.getByTestId('day-row')
  await expect(rows).toHaveCount(2)
  await expect(page.getByRole('link', { name: t(lang, 'match_day.print') })).toHaveAttribute(
    'href',
    `/api/orgs/${organizationId}/programme.pdf?date=2026-10-03&lang=en`,
  )
  const [first, second] = [rows.nth(0), rows.nth(1)]
  const teamsOf = async (row: typeof first) => (await row.getAttribute('aria-label')) ?? ''
  const [firstTeams, secondTeams] = [await teamsOf(first), await teamsOf(second)]
  const label = (key: string, teams: string) => `${t(lang, key)} (${teams})`
  await first.getByLabel(label('games.fields.time', firstTeams), { exact: true }).fill('18:00')
  await pick(page, first, t(lang, 'games.fields.location'), 'Complejo Norte')
  await pick(page, first, t(lang, 'games.fields.field'), 'Cancha 1')
  await second.getByLabel(label('games.fields.time', secondTeams), { exact: true }).fill('18:30')
  await pick(page, second, t(lang, 'games.fields.location'), 'Complejo Norte')
  await pick(page, second, t(lang, 'games.fields.field'), 'Cancha 1')

  // the same field at overlapping times: said on both rows at once, and nothing can be saved
  await expect(second.getByRole('alert')).toContainText('Complejo Norte')
  await expect(first.getByRole('alert')).toBeVisible()
  const save = page.getByRole('button', { name: t(lang, 'match_day.save', { count: '2' }) })
  await expect(save).toBeDisabled()

  await pick(page, second, t(lang, 'games.fields.field'), 'Cancha 2')
  await expect(page.getByRole('alert')).toHaveCount(0)
  const saved = page.waitForResponse((res) => res.url().endsWith('/games/schedule') && res.request().method() === 'PUT')
  await save.click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText(t(lang, 'match_day.saved', { count: '2' }))).toBeVisible()

  await page.reload()
  await expect(rows).toHaveCount(2)
  await expect(first.getByLabel(label('games.fields.time', firstTeams), { exact: true })).toHaveValue('18:00')
  await expect(second.getByRole('combobox', { name: t(lang, 'games.fields.field') })).toHaveText('Cancha 2')
})
