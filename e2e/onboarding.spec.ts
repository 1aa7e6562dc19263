/**
 * Sign up → onboarding (user step, league step) → dashboard, through the UI only, in `es` and `en`,
 * on a phone (390×844) and a laptop (1440×900); and the sign-up form refusing bad input with translated messages.
 */
import { expect, test } from '@playwright/test'
import {
  fetchMe,
  LANGS,
  PASSWORD,
  pickCountry,
  shot,
  t,
  uniqueEmail,
  uniqueSuffix,
  VIEWPORTS,
  type ViewportName,
} from './helpers.ts'

/** A country whose name differs between the languages: the list is localized. */
const COUNTRY = { es: { name: 'España', code: 'ES' }, en: { name: 'Spain', code: 'ES' } } as const

for (const lang of LANGS) {
  for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
    test.describe(`${lang} on a ${viewportName}`, () => {
      test.use({ viewport: VIEWPORTS[viewportName] })

      test('signs up, goes through onboarding and lands on the dashboard', async ({ page }) => {
        const tag = `onboarding-${lang}-${viewportName}`
        const email = uniqueEmail(`onboarding-${lang}-${viewportName}`)
        const displayName = lang === 'es' ? 'Profe Martín' : 'Coach Martin'
        const organizationName = `${lang === 'es' ? 'Liga del Oeste' : 'West League'} ${uniqueSuffix()}`

        await test.step('sign-in page → sign-up page', async () => {
          await page.goto(`/${lang}`)
          await expect(page.getByRole('heading', { name: t(lang, 'auth.sign_in.title'), level: 1 })).toBeVisible()
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await shot(page, `${tag}-01-sign-in`)
          await page.getByRole('link', { name: t(lang, 'auth.sign_in.create_account') }).click()
          await expect(page).toHaveURL(new RegExp(`/${lang}/signup$`))
          await expect(page.getByRole('heading', { name: t(lang, 'auth.sign_up.title') })).toBeVisible()
        })

        await test.step('sign-up form', async () => {
          const form = page.getByRole('form', { name: t(lang, 'auth.sign_up.title') })
          await form.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true }).fill(email)
          await form.getByRole('textbox', { name: t(lang, 'auth.fields.name'), exact: true }).fill('Martín Gómez')
          await form.getByRole('textbox', { name: t(lang, 'auth.fields.password'), exact: true }).fill(PASSWORD)
          await form
            .getByRole('textbox', { name: t(lang, 'auth.fields.password_confirmation'), exact: true })
            .fill(PASSWORD)
          await form.getByRole('checkbox').check()
          await expect(form.getByRole('link', { name: t(lang, 'terms.title').toLowerCase() })).toHaveAttribute(
            'href',
            `/${lang}/terms`,
          )
          await shot(page, `${tag}-02-sign-up`)
          await form.getByRole('button', { name: t(lang, 'auth.sign_up.submit') }).click()
        })

        await test.step('onboarding, user step', async () => {
          await expect(page).toHaveURL(new RegExp(`/${lang}/onboarding/user$`), { timeout: 20_000 })
          await expect(page.getByRole('heading', { name: t(lang, 'onboarding.user.title') })).toBeVisible()
          await shot(page, `${tag}-03-onboarding-user`)
          const form = page.getByRole('form', { name: t(lang, 'onboarding.user.title') })
          await form.getByRole('textbox', { name: t(lang, 'profile.display_name'), exact: true }).fill(displayName)
          await form.getByRole('textbox', { name: t(lang, 'profile.firstname'), exact: true }).fill('Martín')
          await form.getByRole('textbox', { name: t(lang, 'profile.lastname'), exact: true }).fill('Gómez')
          await form.getByRole('textbox', { name: t(lang, 'profile.phone'), exact: true }).fill('+54 11 5555 1234')
          await form.getByRole('button', { name: t(lang, 'onboarding.continue') }).click()
        })

        await test.step('onboarding, league step', async () => {
          await expect(page).toHaveURL(new RegExp(`/${lang}/onboarding/league$`), { timeout: 20_000 })
          await expect(page.getByRole('heading', { name: t(lang, 'onboarding.league.title') })).toBeVisible()
          await shot(page, `${tag}-04-onboarding-league`)
          const form = page.getByRole('form', { name: t(lang, 'onboarding.league.title') })
          await form
            .getByRole('textbox', { name: t(lang, 'league.organization_name'), exact: true })
            .fill(organizationName)
          await form.getByRole('textbox', { name: t(lang, 'league.league_name'), exact: true }).fill('Apertura F7')
          await pickCountry(page, lang, COUNTRY[lang].name)
          await shot(page, `${tag}-05-onboarding-league-filled`)
          await form.getByRole('button', { name: t(lang, 'onboarding.league.submit') }).click()
        })

        await test.step('dashboard, with the welcome in the right language', async () => {
          await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`), { timeout: 20_000 })
          await expect(
            page.getByRole('heading', { name: t(lang, 'dashboard.welcome', { name: displayName }), level: 1 }),
          ).toBeVisible()
          await expect(page.getByRole('heading', { name: t(lang, 'dashboard.empty.title') })).toBeVisible()
          await expect(page.getByRole('banner').getByText(organizationName, { exact: true })).toBeVisible()
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await shot(page, `${tag}-06-dashboard`)
        })

        await test.step('the server kept what was entered', async () => {
          const me = await fetchMe(page)
          expect(me.user).toMatchObject({ email, displayName, firstname: 'Martín', lastname: 'Gómez' })
          expect(me.organizations).toEqual([expect.objectContaining({ name: organizationName, role: 'admin' })])
          const org = await page.request.get(`/api/orgs/${me.organizations[0]?.id}`)
          expect(await org.json()).toMatchObject({ leagues: [{ name: 'Apertura F7', country: COUNTRY[lang].code }] })
        })
      })
    })
  }
}

for (const lang of LANGS) {
  test(`${lang}: sign-up is refused without the terms or with different passwords, and keeps the input`, async ({
    page,
  }) => {
    const email = uniqueEmail(`refused-${lang}`)
    await page.goto(`/${lang}/signup`)
    const form = page.getByRole('form', { name: t(lang, 'auth.sign_up.title') })
    const emailInput = form.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true })
    const nameInput = form.getByRole('textbox', { name: t(lang, 'auth.fields.name'), exact: true })
    const password = form.getByRole('textbox', { name: t(lang, 'auth.fields.password'), exact: true })
    const confirmation = form.getByRole('textbox', { name: t(lang, 'auth.fields.password_confirmation'), exact: true })
    const submit = form.getByRole('button', { name: t(lang, 'auth.sign_up.submit') })
    const mismatch = form.getByText(t(lang, 'validation.passwords_mismatch'), { exact: true })
    const termsRequired = form.getByText(t(lang, 'validation.terms_required'), { exact: true })

    await emailInput.fill(email)
    await nameInput.fill('Ana Pérez')
    await password.fill(PASSWORD)
    await confirmation.fill(`${PASSWORD}-typo`)
    await submit.click()
    await expect(mismatch).toBeVisible()
    await expect(termsRequired).toBeVisible()
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true')
    await shot(page, `signup-refused-${lang}-01-mismatch-and-terms`)

    // Passwords fixed, terms still not accepted: still refused, with only the terms message.
    await confirmation.fill(PASSWORD)
    await submit.click()
    await expect(termsRequired).toBeVisible()
    await expect(mismatch).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/${lang}/signup$`))
    await expect(emailInput).toHaveValue(email)
    await expect(nameInput).toHaveValue('Ana Pérez')
    await expect(password).toHaveValue(PASSWORD)
    await expect(confirmation).toHaveValue(PASSWORD)
    await expect(form.getByRole('checkbox')).not.toBeChecked()
    await shot(page, `signup-refused-${lang}-02-terms`)

    // No account was created: signing in with these credentials fails.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: new URL(page.url()).origin },
      data: { email, password: PASSWORD },
    })
    expect(signIn.status()).toBe(401)
  })
}
