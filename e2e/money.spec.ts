/**
 * League money (decision 0048) on a phone: the treasurer opens Money, records a cash payment for a team that owes its
 * registration and opens its receipt; the team's delegate sees the balance left. The league, the fee and the members are
 * made through the API; what is tested goes through the pages. A treasurer also sets a tournament’s fee from the Money
 * page and sees the next registration charged at it.
 */
import { expect, test } from '@playwright/test'
import { addMember, apiPost, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'
import { moneyLeague } from './money-league.ts'

test('a treasurer records a cash payment and opens its receipt; the delegate sees the balance', async ({
  browser,
  playwright,
}) => {
  const lang = 'en'
  const { admin, orgId, delegate } = await moneyLeague(playwright, 'money')
  const treasurer = await addMember(playwright, admin, orgId, 'treasurer', { prefix: 'treasurer', firstname: 'Tesa' })

  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies(treasurer)
  const page = await context.newPage()
  await page.goto(`/${lang}/money`)
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'money.title') })).toBeVisible()
  await page.getByRole('button', { name: /Leones/ }).click()
  await expect(page.getByTestId('team-balance')).toHaveText(t(lang, 'money.owes', { amount: '$500.00' }))
  await page.getByRole('button', { name: t(lang, 'money.record_payment') }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(new RegExp(t(lang, 'money.amount'))).fill('300')
  await dialog.getByRole('button', { name: t(lang, 'common.save') }).click()
  await expect(page.getByText(t(lang, 'money.toasts.paid', { number: '1' }))).toBeVisible()
  await expect(page.getByTestId('team-balance')).toHaveText(t(lang, 'money.owes', { amount: '$200.00' }))
  const receipt = page.getByRole('link', { name: t(lang, 'money.receipt', { number: '1' }) })
  const href = (await receipt.getAttribute('href')) ?? ''
  const pdf = await page.request.get(href)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await context.close()

  const delegateContext = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await delegateContext.addCookies(delegate)
  const delegatePage = await delegateContext.newPage()
  await delegatePage.goto(`/${lang}/money`)
  await expect(delegatePage.getByTestId('team-balance')).toHaveText(t(lang, 'money.owes', { amount: '$200.00' }))
  await expect(delegatePage.getByRole('button', { name: t(lang, 'money.record_payment') })).toHaveCount(0)
  await delegateContext.close()
  await admin.dispose()
})

test('a treasurer sets a tournament’s registration fee on the Money page and the next team registered owes it', async ({
  browser,
  playwright,
}) => {
  const lang = 'en'
  const admin = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: 'fees-admin',
    displayName: 'Ana',
    organization: `Liga Cuotas ${uniqueSuffix()}`,
  })
  const orgId = user.organization?.id ?? ''
  const base = `/api/orgs/${orgId}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, { name: 'Clausura' })
  const treasurer = await addMember(playwright, admin, orgId, 'treasurer', {
    prefix: 'fees-treasurer',
    firstname: 'Tesa',
  })

  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies(treasurer)
  const page = await context.newPage()
  await page.goto(`/${lang}/money`)
  await page.getByRole('button', { name: t(lang, 'money.fees.edit', { tournament: 'Clausura' }) }).click()
  const dialog = page.getByRole('dialog')
  const registration = dialog.getByLabel(new RegExp(`^${t(lang, 'money.fees.registration')} \\(`))
  await registration.fill('750.505')
  await expect(dialog.getByText(t(lang, 'money.amount_decimals'))).toBeVisible()
  await expect(dialog.getByRole('button', { name: t(lang, 'common.save') })).toBeDisabled()
  await registration.fill('750.50')
  await dialog.getByRole('button', { name: t(lang, 'common.save') }).click()
  await expect(page.getByText(t(lang, 'money.fees.saved'))).toBeVisible()

  // the charge follows the data: a team joining the tournament's group owes the new fee
  const team = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Halcones' })
  await apiPost(admin, `${base}/tournaments/${tournament.id}/groups`, { name: 'A', teamIds: [team.id] })
  await page.reload()
  await page.getByRole('button', { name: /Halcones/ }).click()
  await expect(page.getByTestId('team-balance')).toHaveText(t(lang, 'money.owes', { amount: '$750.50' }))
  await context.close()
  await admin.dispose()
})
