/**
 * The /league page's Public site card. An admin switches the public site on with the address
 * suggested from the league's name, copies it, sees its QR code (drawn by the server) and the WhatsApp link; an
 * address another league holds is refused on the field; turning it off asks first. Screenshots in both languages
 * and themes, on a phone and a laptop.
 */
import { expect, type Page, test } from '@playwright/test'
import { E2E_BASE_URL } from '../playwright.config.ts'
import { LANGS, literal, shot, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

test.describe.configure({ mode: 'serial' })
test.setTimeout(480_000)

const suffix = uniqueSuffix()
const leagueName = `Liga Ñandú ${suffix}`
const slug = `liga-nandu-${suffix}`

async function publicSiteCard(page: Page, lang: 'es' | 'en') {
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: t(lang, 'league.public_site.title') }),
  })
  await expect(card).toBeVisible({ timeout: 30_000 })
  return card
}

test('an admin switches the public site on, copies the address, sees the QR code and turns it off', async ({
  page,
  context,
  playwright,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL })
  const admin = await signUpThroughApi(page.request, { displayName: 'Ana', organization: leagueName })
  // another league already holds an address
  const other = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const taken = `tomada-${suffix}`
  const otherAdmin = await signUpThroughApi(other, { displayName: 'Otra', organization: `Otra liga ${suffix}` })
  const patch = await other.patch(`/api/orgs/${otherAdmin.organization?.id}`, {
    headers: { origin: E2E_BASE_URL },
    data: { publicSlug: taken },
  })
  expect(patch.status(), await patch.text()).toBe(200)
  await other.dispose()

  await page.goto('/es/league')
  const card = await publicSiteCard(page, 'es')
  const field = card.getByRole('textbox', { name: t('es', 'league.public_site.address') })
  await expect(field).toHaveValue(slug)

  // taken and malformed addresses show on the field
  await field.fill(taken)
  await card.getByRole('button', { name: t('es', 'league.public_site.turn_on') }).click()
  await expect(card.getByText(t('es', 'validation.slug_taken'))).toBeVisible()
  await field.fill('-mal-')
  await card.getByRole('button', { name: t('es', 'league.public_site.turn_on') }).click()
  await expect(card.getByText(t('es', 'validation.public_slug'))).toBeVisible()

  await field.fill(slug)
  await card.getByRole('button', { name: t('es', 'league.public_site.turn_on') }).click()
  await expect(page.getByText(t('es', 'league.public_site.turned_on'))).toBeVisible()
  const address = `${E2E_BASE_URL}/es/l/${slug}`
  await expect(card.getByTestId('public-site-url')).toHaveText(literal(address))
  expect(admin.organization?.id).toBeTruthy()

  await card.getByRole('button', { name: t('es', 'league.public_site.copy') }).click()
  await expect(page.getByText(t('es', 'league.public_site.copied'))).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  const qr = card.getByRole('img', { name: t('es', 'league.public_site.qr_alt', { url: address }) })
  await expect(qr).toBeVisible()
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const whatsapp = card.getByRole('link', { name: t('es', 'league.public_site.whatsapp') })
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${leagueName} ${address}`)}`,
  )
  await expect(card.getByRole('link', { name: 'PNG' })).toHaveAttribute(
    'href',
    `/api/orgs/${admin.organization?.id}/public-site/qr.png?download=1`,
  )

  // screenshots: both languages and themes, phone and laptop
  for (const lang of LANGS) {
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme)
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport)
        await page.goto(`/${lang}/league`)
        const shown = await publicSiteCard(page, lang)
        await expect(
          shown.getByRole('img', {
            name: t(lang, 'league.public_site.qr_alt', { url: `${E2E_BASE_URL}/${lang}/l/${slug}` }),
          }),
        ).toBeVisible()
        await shown.scrollIntoViewIfNeeded()
        await shot(page, `public-site-on-${lang}-${theme}-${size}`)
      }
    }
  }

  // turning it off asks first
  await page.goto('/en/league')
  const enCard = await publicSiteCard(page, 'en')
  await enCard.getByRole('button', { name: t('en', 'league.public_site.turn_off') }).click()
  const dialog = page.getByRole('dialog', { name: t('en', 'league.public_site.turn_off_title') })
  await dialog.getByRole('button', { name: t('en', 'league.public_site.turn_off') }).click()
  await expect(page.getByText(t('en', 'league.public_site.turned_off'))).toBeVisible()
  await expect(enCard.getByRole('button', { name: t('en', 'league.public_site.turn_on') })).toBeVisible()
  expect((await page.request.get(`/api/orgs/${admin.organization?.id}/public-site/qr.svg`)).status()).toBe(404)
  await shot(page, 'public-site-off-en-light-laptop')
})
