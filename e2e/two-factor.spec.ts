/**
 * Two-factor sign-in, passkeys and sessions (decision 0036): TOTP turned on in Settings and used to sign in (the code
 * computed as an authenticator app would), a passkey registered and used with Chromium's virtual authenticator, and
 * another device signed out from the sessions list. axe on the new Settings sections; screenshots for a look.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { E2E_BASE_URL } from '../playwright.config.ts'
import { secretOf, totpCode } from '../test/totp.ts'
import {
  addMember,
  type Lang,
  LOOKS,
  shot,
  signInThroughUi,
  signUpThroughApi,
  t,
  toast,
  uniqueSuffix,
  VIEWPORTS,
} from './helpers.ts'

function section(page: Page, lang: Lang, key: string) {
  return page.getByRole('region', { name: t(lang, `settings.${key}.title`) })
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

test('TOTP is turned on in Settings, and sign-in then asks for the code', async ({ page, context }) => {
  const lang = 'en'
  const user = await signUpThroughApi(page.request, {
    prefix: 'totp',
    displayName: 'Tess',
    organization: `Liga TOTP ${uniqueSuffix()}`,
  })
  await page.goto(`/${lang}/settings`)
  const twoFactor = section(page, lang, 'two_factor')
  // the first page of the run waits for the server's first answers: a generous wait, not a timing assertion
  await expect(twoFactor.getByText(t(lang, 'settings.two_factor.status_off'))).toBeVisible({ timeout: 30_000 })
  await expectNoAxeViolations(page, 'section[aria-labelledby="settings-two-factor"]')

  await twoFactor.getByRole('button', { name: t(lang, 'settings.two_factor.enable') }).click()
  await twoFactor.getByLabel(t(lang, 'auth.fields.current_password'), { exact: false }).fill(user.password)
  await twoFactor.getByRole('button', { name: t(lang, 'settings.two_factor.continue') }).click()
  await expect(twoFactor.getByRole('img', { name: t(lang, 'settings.two_factor.qr_alt') })).toBeVisible()
  const secret = (await twoFactor.getByTestId('totp-secret').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await expectNoAxeViolations(page, 'section[aria-labelledby="settings-two-factor"]')
  await twoFactor.getByLabel(t(lang, 'settings.two_factor.code_label'), { exact: false }).fill(totpCode(secret))
  await twoFactor.getByRole('button', { name: t(lang, 'settings.two_factor.confirm') }).click()
  const codes = twoFactor.getByRole('list', { name: t(lang, 'settings.two_factor.codes_title') })
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  await expectNoAxeViolations(page, 'section[aria-labelledby="settings-two-factor"]')
  await twoFactor.getByRole('button', { name: t(lang, 'settings.two_factor.codes_saved') }).click()
  await expect(twoFactor.getByText(t(lang, 'settings.two_factor.status_on'))).toBeVisible()

  // a new browser: password, then the code
  await context.clearCookies()
  await page.goto(`/${lang}`)
  await signInThroughUi(page, lang, user.email, user.password)
  const codeForm = page.getByRole('form', { name: t(lang, 'auth.two_factor_sign_in.title') })
  await expect(codeForm).toBeVisible()
  await shot(page, 'two-factor-sign-in-code-en')
  await codeForm.getByLabel(t(lang, 'auth.two_factor_sign_in.code_label'), { exact: false }).fill(totpCode(secret))
  await codeForm.getByRole('button', { name: t(lang, 'auth.two_factor_sign_in.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`))
})

test('a passkey is added, renamed, used to sign in, and removed', async ({ page, context }) => {
  const lang = 'en'
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  await signUpThroughApi(page.request, {
    prefix: 'passkey',
    displayName: 'Pia',
    organization: `Liga Passkey ${uniqueSuffix()}`,
  })
  await page.goto(`/${lang}/settings`)
  const passkeys = section(page, lang, 'passkeys')
  await expect(passkeys.getByText(t(lang, 'settings.passkeys.empty'))).toBeVisible()
  await passkeys.getByRole('textbox', { name: t(lang, 'settings.passkeys.new_name') }).fill('Work laptop')
  await passkeys.getByRole('button', { name: t(lang, 'settings.passkeys.add') }).click()
  await expect(toast(page, lang, t(lang, 'settings.passkeys.added'))).toBeVisible()
  const list = passkeys.getByRole('list', { name: t(lang, 'settings.passkeys.list') })
  await expect(list.getByText('Work laptop')).toBeVisible()
  await expectNoAxeViolations(page, 'section[aria-labelledby="settings-passkeys"]')

  await list.getByRole('button', { name: t(lang, 'settings.passkeys.rename') }).click()
  const name = list.getByRole('textbox', { name: t(lang, 'settings.passkeys.name') })
  await name.fill('My laptop')
  await list.getByRole('button', { name: t(lang, 'settings.passkeys.save') }).click()
  await expect(list.getByText('My laptop')).toBeVisible()

  await context.clearCookies()
  await page.goto(`/${lang}`)
  await page.getByRole('button', { name: t(lang, 'auth.sign_in.passkey') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`))

  await page.goto(`/${lang}/settings`)
  await list.getByRole('button', { name: t(lang, 'settings.passkeys.remove') }).click()
  await page
    .getByRole('dialog', { name: t(lang, 'settings.passkeys.remove_title') })
    .getByRole('button', { name: t(lang, 'settings.passkeys.remove') })
    .click()
  await expect(passkeys.getByText(t(lang, 'settings.passkeys.empty'))).toBeVisible()
})

test('the sessions list shows this device, and signs another device out', async ({ page, playwright }) => {
  const lang = 'es'
  const user = await signUpThroughApi(page.request, {
    prefix: 'sessions',
    displayName: 'Sol',
    organization: `Liga Sesiones ${uniqueSuffix()}`,
  })
  const other: APIRequestContext = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const signIn = await other.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL },
    data: { email: user.email, password: user.password },
  })
  expect(signIn.status()).toBe(200)
  expect((await other.get('/api/me')).status()).toBe(200)

  await page.goto(`/${lang}/settings`)
  const sessions = section(page, lang, 'sessions')
  const list = sessions.getByRole('list', { name: t(lang, 'settings.sessions.list') })
  // the list loads after the page: a generous wait on a busy machine (not a timing assertion)
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
  await expect(list.getByText(t(lang, 'settings.sessions.this_device'))).toHaveCount(1)
  await expectNoAxeViolations(page, 'section[aria-labelledby="settings-sessions"]')

  await sessions.getByRole('button', { name: t(lang, 'settings.sessions.sign_out_others') }).click()
  await page
    .getByRole('dialog', { name: t(lang, 'settings.sessions.sign_out_others') })
    .getByRole('button', { name: t(lang, 'settings.sessions.sign_out_others_confirm') })
    .click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect.poll(async () => (await other.get('/api/me')).status()).toBe(401)
  expect((await page.request.get('/api/me')).status()).toBe(200)
  await other.dispose()
})

test('a league that requires two-factor sends a manager without it to Settings', async ({ page, playwright }) => {
  const lang = 'en'
  const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const headers = { origin: E2E_BASE_URL }
  const user = await signUpThroughApi(admin, {
    prefix: 'require2fa',
    displayName: 'Ada',
    organization: `Liga Exige ${uniqueSuffix()}`,
  })
  const organizationId = user.organization?.id ?? ''
  const managerCookies = await addMember(playwright, admin, organizationId, 'manager', {
    prefix: 'mgr',
    firstname: 'Max',
  })
  const refused = await admin.patch(`/api/orgs/${organizationId}`, { headers, data: { requireTwoFactor: true } })
  expect(refused.status()).toBe(409)
  const enable = await admin.post('/api/auth/two-factor/enable', { headers, data: { password: user.password } })
  const { totpURI } = (await enable.json()) as { totpURI: string }
  const verify = await admin.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: totpCode(secretOf(totpURI)) },
  })
  expect(verify.status(), await verify.text()).toBe(200)
  const set = await admin.patch(`/api/orgs/${organizationId}`, { headers, data: { requireTwoFactor: true } })
  expect(set.status(), await set.text()).toBe(200)
  await admin.dispose()

  await page.context().addCookies(managerCookies)
  await page.goto(`/${lang}/dashboard`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/settings\\?two_factor=required`), { timeout: 30_000 })
  await expect(
    page.getByRole('alert').filter({ hasText: t(lang, 'settings.two_factor.required_notice') }),
  ).toBeVisible()
  await expect(section(page, lang, 'two_factor').getByText(t(lang, 'settings.two_factor.status_off'))).toBeVisible()
})

for (const { lang, theme } of LOOKS) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`@screenshots the Settings security sections, ${lang} ${theme} ${size}`, async ({ page, context }) => {
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
      await page.setViewportSize(viewport)
      await signUpThroughApi(page.request, {
        prefix: 'shots',
        displayName: 'Lía',
        organization: `Liga Fotos ${uniqueSuffix()}`,
      })
      await page.goto(`/${lang}/settings?two_factor=required`)
      const twoFactor = section(page, lang, 'two_factor')
      await expect(twoFactor.getByText(t(lang, 'settings.two_factor.status_off'))).toBeVisible()
      await twoFactor.scrollIntoViewIfNeeded()
      await shot(page, `settings-two-factor-${lang}-${theme}-${size}`)
      await section(page, lang, 'sessions').scrollIntoViewIfNeeded()
      await shot(page, `settings-sessions-${lang}-${theme}-${size}`)
    })
  }
}
