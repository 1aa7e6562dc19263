/**
 * Sign out and in, the translated wrong-password error, sign-in by e-mail link and password reset through
 * the real e-mail path (the server's outbox), and the logged-out redirect to the language root.
 */
import { expect, type Page, test } from '@playwright/test'
import {
  LANGS,
  type Lang,
  outboxMark,
  PASSWORD,
  shot,
  signInThroughUi,
  signOutThroughUi,
  signUpThroughApi,
  t,
  uniqueSuffix,
  waitForMailLink,
} from './helpers.ts'

function welcome(page: Page, lang: Lang, name: string) {
  return page.getByRole('heading', { name: t(lang, 'dashboard.welcome', { name }), level: 1 })
}

test('signs out from the account menu and signs in again with the form', async ({ page, context }) => {
  const lang = 'en'
  const user = await signUpThroughApi(context.request, {
    prefix: 'sign-out',
    displayName: 'Lucía',
    organization: `Sign-out League ${uniqueSuffix()}`,
  })
  await page.goto(`/${lang}/dashboard`)
  await expect(welcome(page, lang, 'Lucía')).toBeVisible()

  await signOutThroughUi(page, lang, 'Lucía')
  await expect(page.getByRole('heading', { name: t(lang, 'auth.sign_in.title'), level: 1 })).toBeVisible()
  expect((await page.request.get('/api/me')).status(), 'the session is gone on the server').toBe(401)
  // A private page now sends the visitor back to the language root.
  await page.goto(`/${lang}/users`)
  await expect(page).toHaveURL(new RegExp(`/${lang}$`))

  await signInThroughUi(page, lang, user.email, user.password)
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`), { timeout: 20_000 })
  await expect(welcome(page, lang, 'Lucía')).toBeVisible()
})

for (const lang of LANGS) {
  test(`${lang}: a wrong password shows the translated error and keeps the e-mail`, async ({ page, playwright }) => {
    const api = await playwright.request.newContext()
    const user = await signUpThroughApi(api, { prefix: `wrong-password-${lang}`, displayName: 'Lucía' })
    await api.dispose()

    await page.goto(`/${lang}`)
    await signInThroughUi(page, lang, user.email, 'not-the-password-1')
    const form = page.getByRole('form', { name: t(lang, 'auth.sign_in.title') })
    await expect(form.getByRole('alert')).toHaveText(t(lang, 'errors.INVALID_EMAIL_OR_PASSWORD'))
    await expect(form.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true })).toHaveValue(user.email)
    await expect(page).toHaveURL(new RegExp(`/${lang}$`))
    await shot(page, `auth-wrong-password-${lang}`)
  })
}

test('es: signs in with the link e-mailed to the address', async ({ page, playwright, browser, baseURL }) => {
  const lang = 'es'
  const api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'magic-link',
    displayName: 'Tomás',
    organization: `Liga Enlace ${uniqueSuffix()}`,
  })
  await api.dispose()

  await page.goto(`/${lang}`)
  await page.getByRole('button', { name: t(lang, 'auth.magic_link.use_link') }).click()
  const form = page.getByRole('form', { name: t(lang, 'auth.magic_link.title') })
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true }).fill(user.email)
  const mark = outboxMark()
  await form.getByRole('button', { name: t(lang, 'auth.magic_link.submit') }).click()
  await expect(page.getByRole('status')).toContainText(t(lang, 'auth.magic_link.sent_body', { email: user.email }))
  await shot(page, 'auth-magic-link-sent-es')

  const { link, mail } = await waitForMailLink(user.email, { mark })
  expect(mail.subject).toBe('Tu enlace para iniciar sesión')
  await page.goto(link)
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`), { timeout: 20_000 })
  await expect(welcome(page, lang, 'Tomás')).toBeVisible()
  await shot(page, 'auth-magic-link-signed-in-es')

  // The link works once: opened again in another browser, it signs nobody in.
  const again = await browser.newContext({ baseURL })
  const other = await again.newPage()
  await other.goto(link)
  await other.goto(`/${lang}/dashboard`)
  await expect(other).toHaveURL(new RegExp(`/${lang}$`))
  expect((await other.request.get('/api/me')).status()).toBe(401)
  await again.close()
})

test('en: forgot password → e-mailed link → reset page → the new password works', async ({ page, playwright }) => {
  const lang = 'en'
  const api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'reset',
    displayName: 'Marta',
    organization: `Reset League ${uniqueSuffix()}`,
  })
  await api.dispose()
  const newPassword = `${PASSWORD}-new`

  await page.goto(`/${lang}`)
  await page.getByRole('link', { name: t(lang, 'auth.sign_in.forgot_password') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password$`))
  await expect(page.getByRole('heading', { name: t(lang, 'auth.forgot_password.title') })).toBeVisible()
  await page.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true }).fill(user.email)
  const mark = outboxMark()
  await page.getByRole('button', { name: t(lang, 'auth.forgot_password.submit') }).click()
  await expect(page.getByText(t(lang, 'auth.forgot_password.sent_body', { email: user.email }))).toBeVisible()
  await shot(page, 'auth-reset-sent-en')

  const { link, mail } = await waitForMailLink(user.email, { mark })
  expect(mail.subject).toBe('Reset your password')
  await page.goto(link)
  await expect(page).toHaveURL(new RegExp(`/${lang}/reset-password\\?token=`), { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: t(lang, 'auth.reset_password.title') })).toBeVisible()
  const form = page.getByRole('form', { name: t(lang, 'auth.reset_password.title') })
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.new_password'), exact: true }).fill(newPassword)
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.password_confirmation'), exact: true }).fill(newPassword)
  await shot(page, 'auth-reset-form-en')
  await form.getByRole('button', { name: t(lang, 'auth.reset_password.submit') }).click()

  await expect(page).toHaveURL(new RegExp(`/${lang}$`))
  await expect(page.getByRole('status').filter({ hasText: t(lang, 'auth.reset_password.done') })).toBeVisible()
  // The old password no longer works; the new one does.
  await signInThroughUi(page, lang, user.email, user.password)
  await expect(page.getByRole('form', { name: t(lang, 'auth.sign_in.title') }).getByRole('alert')).toHaveText(
    t(lang, 'errors.INVALID_EMAIL_OR_PASSWORD'),
  )
  await signInThroughUi(page, lang, user.email, newPassword)
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`), { timeout: 20_000 })
  await expect(welcome(page, lang, 'Marta')).toBeVisible()
})

test('es: a logged-out visit to /es/dashboard lands on /es', async ({ page }) => {
  await page.goto('/es/dashboard')
  await expect(page).toHaveURL(/\/es$/)
  await expect(page.getByRole('heading', { name: t('es', 'auth.sign_in.title'), level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})
