/**
 * Online payment (decision 0053) in the browser, against the fake Mercado Pago of online-payments-test-kit.ts on a
 * fixed port (the e2e server's MERCADOPAGO_API_URL, playwright.config.ts). The admin connects Mercado Pago on the
 * league page (a key the provider refuses is said on the form, nothing stored); the team's delegate, on a phone, pays
 * the registration fee online and is sent to the provider's page; the provider's notification, signed as Mercado Pago
 * signs it, records the payment; back in the app the delegate sees it confirmed, the payment and nothing owed.
 */
import { expect, test } from '@playwright/test'
import { E2E_BASE_URL, E2E_FAKE_PROVIDERS_PORT } from '../playwright.config.ts'
import {
  type FakeProviders,
  MP_SECRET,
  MP_TOKEN,
  mercadoPagoNotification,
  startFakeProviders,
} from '../src/server/features/online-payments/online-payments-test-kit.ts'
import { t, VIEWPORTS } from './helpers.ts'
import { moneyLeague } from './money-league.ts'

let fake: FakeProviders
test.beforeAll(async () => {
  fake = await startFakeProviders({ port: E2E_FAKE_PROVIDERS_PORT })
})
test.afterAll(async () => {
  await fake.close()
})

test('the admin connects Mercado Pago; the delegate pays the team’s balance online and sees it recorded', async ({
  browser,
  playwright,
}) => {
  const lang = 'en'
  const { admin, orgId, delegate } = await moneyLeague(playwright, 'online')

  // The admin connects Mercado Pago on the league page: the key is tried with the provider before it is kept.
  const adminContext = await browser.newContext()
  await adminContext.addCookies((await admin.storageState()).cookies)
  const adminPage = await adminContext.newPage()
  await adminPage.goto(`/${lang}/league`)
  const mercadoPago = adminPage.getByRole('region', { name: t(lang, 'money.online.providers.mercadopago') })
  await expect(adminPage.getByTestId('provider-status-mercadopago')).toHaveText(t(lang, 'money.online.not_connected'))
  const token = mercadoPago.getByLabel(t(lang, 'money.online.secret_label.mercadopago'))
  const secret = mercadoPago.getByLabel(t(lang, 'money.online.webhook_secret'))
  const connect = mercadoPago.getByRole('button', {
    name: t(lang, 'money.online.connect', { provider: t(lang, 'money.online.providers.mercadopago') }),
  })
  await token.fill('APP_USR-0000000000-a-revoked-token-0000')
  await secret.fill(MP_SECRET)
  await connect.click()
  await expect(mercadoPago.getByText(t(lang, 'errors.PAYMENT_KEY_REJECTED'))).toBeVisible()
  await expect(adminPage.getByTestId('provider-status-mercadopago')).toHaveText(t(lang, 'money.online.not_connected'))
  await token.fill(MP_TOKEN)
  await connect.click()
  await expect(adminPage.getByTestId('provider-status-mercadopago')).toHaveText(
    t(lang, 'money.online.connected', { hint: MP_TOKEN.slice(-4) }),
  )
  expect(fake.requests.filter((r) => r === 'GET /users/me')).toHaveLength(2)
  await adminContext.close()

  // The delegate, on a phone, pays what the team owes and is sent to Mercado Pago's page.
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies(delegate)
  const page = await context.newPage()
  await page.goto(`/${lang}/money`)
  await expect(page.getByTestId('team-balance')).toHaveText(t(lang, 'money.owes', { amount: '$500.00' }))
  await page.getByRole('button', { name: t(lang, 'money.online.pay', { amount: '$500.00' }) }).click()
  await expect(page).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${E2E_FAKE_PROVIDERS_PORT}/checkout/v1/redirect\\?pref_id=`),
  )
  await expect(page.getByRole('heading', { name: 'Mercado Pago' })).toBeVisible()
  const preference = fake.preferences.at(-1) as {
    items: { unit_price: number; currency_id: string }[]
    external_reference: string
    back_urls: { success: string }
  }
  expect(preference.items[0]).toMatchObject({ unit_price: 500, currency_id: 'USD' })

  // Mercado Pago takes the payment and the payer comes back: confirming until the notification lands.
  fake.payments.set('7001', {
    id: '7001',
    status: 'approved',
    transaction_amount: 500,
    currency_id: 'USD',
    external_reference: preference.external_reference,
  })
  expect(preference.back_urls.success).toBe(`${E2E_BASE_URL}/${lang}/money?checkout=${preference.external_reference}`)
  await page.goto(preference.back_urls.success)
  await expect(page.getByText(t(lang, 'money.online.confirming'))).toBeVisible()
  const notification = mercadoPagoNotification(orgId, '7001')
  const delivered = await admin.post(`${E2E_BASE_URL}${notification.path}`, {
    headers: notification.headers,
    data: notification.json,
  })
  expect(delivered.status(), await delivered.text()).toBe(200)
  expect(await delivered.json()).toEqual({ received: true, outcome: 'recorded' })

  await expect(page.getByText(t(lang, 'money.online.confirmed', { numbers: '1' }))).toBeVisible()
  await expect(page.getByTestId('team-balance')).toHaveText(t(lang, 'money.settled'))
  const paymentTitle = `${t(lang, 'money.kinds.payment')} · ${t(lang, 'money.methods.mercadopago')}`
  await expect(page.getByText(paymentTitle)).toBeVisible()
  await expect(page.getByText('Mercado Pago 7001')).toBeVisible()
  await expect(page.getByRole('link', { name: t(lang, 'money.receipt', { number: '1' }) })).toBeVisible()
  await expect(page.getByRole('button', { name: t(lang, 'money.online.pay', { amount: '$500.00' }) })).toHaveCount(0)
  await context.close()
  await admin.dispose()
})
