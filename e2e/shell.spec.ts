/**
 * Shell on a phone and on a laptop. The sidebar is a drawer below `md` (the menu button opens it) and
 * permanent above; toasts appear at the top on phones and bottom-right from `sm` up, one at a time.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { type Cookie, expect, type Page, test } from '@playwright/test'
import { shot, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const lang = 'en'
let cookies: Cookie[]

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  await signUpThroughApi(api, {
    prefix: 'shell',
    displayName: 'Sofía',
    organization: `Shell League ${uniqueSuffix()}`,
  })
  cookies = (await api.storageState()).cookies
  await api.dispose()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

function navigation(page: Page) {
  return page.getByRole('navigation', { name: t(lang, 'shell.navigation') })
}

/** Saves the profile with a new display name: the page answers with a "Profile saved." toast. */
async function saveProfile(page: Page, displayName: string) {
  const form = page.getByRole('form', { name: t(lang, 'settings.profile.title') })
  await form.getByRole('textbox', { name: t(lang, 'profile.display_name'), exact: true }).fill(displayName)
  await form.getByRole('button', { name: t(lang, 'common.save'), exact: true }).click()
}

function openToasts(page: Page) {
  return page
    .getByRole('region', { name: t(lang, 'toasts.region') })
    .locator('[data-state="open"]')
    .filter({ hasText: t(lang, 'settings.profile.saved') })
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('the sidebar is a drawer that the menu button opens', async ({ page }) => {
    await page.goto(`/${lang}/dashboard`)
    await expect(page.getByRole('heading', { name: t(lang, 'dashboard.welcome', { name: 'Sofía' }) })).toBeVisible()
    await expect(navigation(page)).toBeHidden()

    await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
    await expect(navigation(page)).toBeVisible()
    const box = await navigation(page).boundingBox()
    expect(box?.x, 'the drawer slides in from the left edge').toBeLessThan(40)
    await expect(page.getByRole('dialog', { name: t(lang, 'shell.navigation') })).toBeVisible()
    // the open drawer itself passes: a named dialog, its links each in a list item
    const results = await new AxeBuilder({ page }).include('.MuiDrawer-paper').analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await shot(page, 'shell-phone-drawer-open')

    await navigation(page)
      .getByRole('link', { name: t(lang, 'nav.users') })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/users$`))
    await expect(page.getByRole('heading', { name: t(lang, 'members.title'), level: 1 })).toBeVisible()
    await expect(navigation(page), 'following a link closes the drawer').toBeHidden()

    await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
    await expect(navigation(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(navigation(page)).toBeHidden()
  })

  test('toasts appear at the top, one at a time', async ({ page }) => {
    await page.goto(`/${lang}/settings`)
    await saveProfile(page, 'Sofía M.')
    const toast = openToasts(page)
    await expect(toast).toHaveCount(1)
    await expect(toast).toHaveAttribute('role', 'status')
    const box = await toast.boundingBox()
    const viewport = VIEWPORTS.phone
    expect(box, 'the toast is on screen').not.toBeNull()
    if (box) {
      expect(box.y, 'at the top').toBeLessThan(40)
      expect(box.x).toBeGreaterThanOrEqual(8)
      expect(box.x + box.width, 'across the width').toBeGreaterThan(viewport.width - 20)
    }
    await shot(page, 'shell-phone-toast-top')

    // A second one replaces the first.
    const firstId = await toast.getAttribute('data-toast-id')
    await saveProfile(page, 'Sofía')
    await expect(toast).not.toHaveAttribute('data-toast-id', firstId ?? '')
    await expect(toast).toHaveCount(1)
  })
})

test.describe('on a laptop (1440×900)', () => {
  test.use({ viewport: VIEWPORTS.laptop })

  test('the sidebar is always shown and there is no menu button', async ({ page }) => {
    await page.goto(`/${lang}/dashboard`)
    await expect(navigation(page)).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'shell.open_menu') })).toHaveCount(0)
    for (const key of ['dashboard', 'tournaments', 'teams', 'players', 'leaderboards', 'locations', 'users']) {
      await expect(navigation(page).getByRole('link', { name: t(lang, `nav.${key}`) })).toBeVisible()
    }
    for (const key of ['billing', 'settings', 'help']) {
      await expect(navigation(page).getByRole('link', { name: t(lang, `nav.${key}`) })).toBeVisible()
    }
  })

  test('toasts appear at the bottom right', async ({ page }) => {
    await page.goto(`/${lang}/settings`)
    await saveProfile(page, 'Sofía L.')
    const toast = openToasts(page)
    await expect(toast).toHaveCount(1)
    const box = await toast.boundingBox()
    const viewport = VIEWPORTS.laptop
    expect(box, 'the toast is on screen').not.toBeNull()
    if (box) {
      expect(viewport.width - (box.x + box.width), 'near the right edge').toBeLessThan(40)
      expect(viewport.height - (box.y + box.height), 'near the bottom').toBeLessThan(40)
      expect(box.width, 'a card, not the full width').toBeLessThan(500)
    }
    await shot(page, 'shell-laptop-toast-bottom-right')
    await saveProfile(page, 'Sofía')
    await expect(toast).toHaveCount(1)
  })
})

test.describe('without a service worker', () => {
  // A service worker would answer the old chunk from its precache (and page.route never sees what it serves): the
  // missing chunk is what a browser without one, or before it is installed, meets after a redeploy.
  test.use({ serviceWorkers: 'block' })

  test('a toast shown after a new version was deployed does not blank the page', async ({ page }) => {
    await page.goto(`/${lang}/settings`)
    await expect(page.getByRole('heading', { name: t(lang, 'settings.title'), level: 1 })).toBeVisible()
    // What a redeploy does to an open tab: the old chunk names no longer exist.
    await page.route('**/assets/toaster-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }))
    const chunk = page.waitForResponse('**/assets/toaster-*.js')
    await saveProfile(page, 'Sofía N.')
    expect((await chunk).status()).toBe(404)
    // The portal's own answer to a missing chunk (route_error.new_version), and not an empty page.
    await expect(page.getByText(t(lang, 'route_error.new_version'))).toBeVisible({ timeout: 5_000 })
    await expect(page.locator('#root')).not.toBeEmpty()
  })
})
