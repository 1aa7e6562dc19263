/**
 * Lists ordered by their columns (decision 0055): on a laptop the players' "No." heading orders by shirt number
 * (`aria-sort`, `?sort=jersey` kept on reload); on a phone (390×844) "Sort by" does the same. axe on the controls.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { expect as baseExpect, type Cookie, type Page, test } from '@playwright/test'
import { apiPost, signUpThroughApi, t, VIEWPORTS } from './helpers.ts'

const lang = 'en'
const expect = baseExpect.configure({ timeout: 60_000 })
test.describe.configure({ timeout: 300_000 })

let cookies: Cookie[]
// shirt numbers out of name order, and one player without a number (listed last either way)
const PLAYERS = [
  { firstname: 'Ana', lastname: 'Alvarez', jerseyNumber: 9 },
  { firstname: 'Bruno', lastname: 'Benitez', jerseyNumber: 1 },
  { firstname: 'Carla', lastname: 'Castro', jerseyNumber: null },
  { firstname: 'Diego', lastname: 'Diaz', jerseyNumber: 5 },
]

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, { prefix: 'sorts', displayName: 'Ana', organization: 'Liga Orden' })
  const base = `/api/orgs/${user.organization?.id}`
  for (const player of PLAYERS) await apiPost(api, `${base}/players`, player)
  cookies = (await api.storageState()).cookies
  await api.dispose()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

/**
 * axe on the sort controls (the headings, the select): the players list around them has older findings of its own
 * (the initials avatars' contrast), reported to be fixed apart.
 */
async function expectNoSeriousA11yIssues(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('a column heading orders the players list, and the address keeps the order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/${lang}/players`)
  const table = page.getByRole('table', { name: t(lang, 'players.title') })
  const names = table.locator('tbody tr td:first-child')
  await expect(names).toHaveText([/Ana Alvarez/, /Bruno Benitez/, /Carla Castro/, /Diego Diaz/])
  const jersey = table.getByRole('columnheader', { name: t(lang, 'players.fields.jersey_short') })
  await jersey.getByRole('button').click()
  await expect(page).toHaveURL(/\?sort=jersey$/)
  await expect(jersey).toHaveAttribute('aria-sort', 'ascending')
  await expect(names).toHaveText([/Bruno Benitez/, /Diego Diaz/, /Ana Alvarez/, /Carla Castro/])
  await jersey.getByRole('button').click()
  await expect(page).toHaveURL(/\?sort=-jersey$/)
  await expect(jersey).toHaveAttribute('aria-sort', 'descending')
  await expect(names).toHaveText([/Ana Alvarez/, /Diego Diaz/, /Bruno Benitez/, /Carla Castro/])
  await page.reload()
  await expect(names).toHaveText([/Ana Alvarez/, /Diego Diaz/, /Bruno Benitez/, /Carla Castro/])
  await expect(table.getByRole('columnheader', { name: t(lang, 'players.fields.jersey_short') })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expectNoSeriousA11yIssues(page, 'thead')
})

test('on a phone (390×844), "Sort by" orders the cards', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(`/${lang}/players`)
  const cards = page.getByRole('list', { name: t(lang, 'players.title') }).getByRole('listitem')
  await expect(cards.first()).toContainText('Ana Alvarez')
  await page.getByRole('combobox', { name: t(lang, 'lists.sort_by') }).click()
  await page
    .getByRole('option', {
      name: t(lang, 'lists.sort_ascending', { column: t(lang, 'players.fields.jersey_short') }),
    })
    .click()
  await expect(page).toHaveURL(/\?sort=jersey$/)
  await expect(cards.first()).toContainText('Bruno Benitez')
  await expect(cards.last()).toContainText('Carla Castro')
  await expectNoSeriousA11yIssues(page, '.MuiTextField-root')
})
