/**
 * Staff. An administrator invites an e-mail as scorer from the Users page; the invitee follows the
 * e-mailed link (the server's outbox), signs up, accepts and works in the organization as scorer; the administrator
 * changes the role; the last administrator can be neither removed nor demoted; the super admin sees every
 * organization and opens one (`?o=`).
 *
 * The tests run in order and share the people they create.
 */
import { type Cookie, expect, type Page, test } from '@playwright/test'
import {
  fetchMe,
  literal,
  outboxMark,
  PASSWORD,
  SUPER_ADMIN,
  shot,
  signInThroughUi,
  signUpThroughApi,
  type TestUser,
  t,
  uniqueEmail,
  uniqueSuffix,
  VIEWPORTS,
  waitForMailLink,
} from './helpers.ts'

test.describe.configure({ mode: 'serial' })

const lang = 'es'
let admin: TestUser
let adminCookies: Cookie[]
/** A second organization, of somebody else: the super admin must see it as well. */
let otherAdmin: TestUser
const invitee = { email: uniqueEmail('scorer'), displayName: 'Pepe Planilla', cookies: [] as Cookie[] }
let invitationLink = ''

function organizationName() {
  return admin.organization?.name ?? ''
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  admin = await signUpThroughApi(api, {
    prefix: 'staff-admin',
    displayName: 'Ana Admin',
    organization: `Liga Staff ${uniqueSuffix()}`,
  })
  adminCookies = (await api.storageState()).cookies
  await api.dispose()
  const other = await playwright.request.newContext()
  otherAdmin = await signUpThroughApi(other, {
    prefix: 'staff-other',
    displayName: 'Otra',
    organization: `Liga Vecina ${uniqueSuffix()}`,
  })
  await other.dispose()
})

/** The member's row on the Users page: a table row on a laptop, a card on a phone. */
function memberRow(page: Page, email: string) {
  return page.getByRole('main').locator('tr, li').filter({ hasText: email })
}

test.describe('on a laptop', () => {
  test.use({ viewport: VIEWPORTS.laptop })

  test('an admin invites an e-mail as scorer from the Users page', async ({ page, context }) => {
    await context.addCookies(adminCookies)
    await page.goto(`/${lang}/users`)
    await expect(page.getByRole('heading', { name: t(lang, 'members.title'), level: 1 })).toBeVisible()
    await page.getByRole('button', { name: t(lang, 'members.invite.open') }).click()

    const dialog = page.getByRole('dialog', { name: t(lang, 'members.invite.title') })
    await dialog.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true }).fill(invitee.email)
    await dialog.getByRole('combobox', { name: t(lang, 'members.columns.role') }).click()
    await page.getByRole('option', { name: t(lang, 'roles.scorer'), exact: true }).click()
    await expect(dialog.getByText(t(lang, 'roles.descriptions.scorer'))).toBeVisible()
    await shot(page, 'staff-01-invite-dialog')
    const mark = outboxMark()
    await dialog.getByRole('button', { name: t(lang, 'members.invite.submit') }).click()

    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: t(lang, 'members.invite.sent', { email: invitee.email }) }),
    ).toBeVisible()
    const pending = page.getByRole('region', { name: t(lang, 'members.invitations.title') })
    await expect(pending.getByRole('listitem').filter({ hasText: invitee.email })).toContainText(
      t(lang, 'roles.scorer'),
    )
    await shot(page, 'staff-02-invitation-pending')

    const { link, mail } = await waitForMailLink(invitee.email, { mark })
    expect(mail.subject).toBe('Te invitaron a una liga en League Portal')
    expect(mail.text).toContain('anotador')
    expect(link).toMatch(new RegExp(`/${lang}/invitations/[\\w-]+$`))
    invitationLink = link
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('the invitee signs up through the e-mailed link, accepts and works as scorer', async ({ page, context }) => {
    expect(invitationLink, 'the invitation of the previous test').not.toBe('')
    await page.goto(invitationLink)
    await expect(page.getByRole('heading', { name: t(lang, 'invitation.title') })).toBeVisible()
    await expect(page.getByText(organizationName(), { exact: true })).toBeVisible()
    await expect(
      page.getByText(t(lang, 'invitation.role_line', { role: t(lang, 'roles.scorer'), email: invitee.email })),
    ).toBeVisible()
    await shot(page, 'staff-03-invitation-signed-out')

    await page.getByRole('link', { name: t(lang, 'invitation.sign_up') }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/signup\\?next=`))
    const form = page.getByRole('form', { name: t(lang, 'auth.sign_up.title') })
    // the invited address is filled in and fixed (decision 0025)
    const email = form.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true })
    await expect(email).toHaveValue(invitee.email)
    await expect(email).toHaveAttribute('readonly', '')
    await form.getByRole('textbox', { name: t(lang, 'auth.fields.name'), exact: true }).fill('José Pérez')
    await form.getByRole('textbox', { name: t(lang, 'auth.fields.password'), exact: true }).fill(PASSWORD)
    await form.getByRole('textbox', { name: t(lang, 'auth.fields.password_confirmation'), exact: true }).fill(PASSWORD)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: t(lang, 'auth.sign_up.submit') }).click()

    // Back on the invitation, now signed in.
    await expect(page).toHaveURL(new RegExp(`/${lang}/invitations/`), { timeout: 20_000 })
    const accept = page.getByRole('button', { name: t(lang, 'invitation.accept') })
    await expect(accept).toBeVisible()
    await shot(page, 'staff-04-invitation-signed-in')
    await accept.click()

    // A new user still fills the user step; the league step is skipped: they have an organization now.
    await expect(page).toHaveURL(new RegExp(`/${lang}/onboarding/user$`), { timeout: 20_000 })
    const userStep = page.getByRole('form', { name: t(lang, 'onboarding.user.title') })
    // the name given at sign-up is not asked again (decision 0025)
    await expect(userStep.getByRole('textbox', { name: t(lang, 'profile.firstname'), exact: true })).toHaveValue('José')
    await expect(userStep.getByRole('textbox', { name: t(lang, 'profile.lastname'), exact: true })).toHaveValue('Pérez')
    await userStep
      .getByRole('textbox', { name: t(lang, 'profile.display_name'), exact: true })
      .fill(invitee.displayName)
    await userStep.getByRole('textbox', { name: t(lang, 'profile.firstname'), exact: true }).fill('José')
    await userStep.getByRole('textbox', { name: t(lang, 'profile.lastname'), exact: true }).fill('Pérez')
    await userStep.getByRole('button', { name: t(lang, 'onboarding.continue') }).click()

    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`), { timeout: 20_000 })
    await expect(
      page.getByRole('heading', { name: t(lang, 'dashboard.welcome', { name: invitee.displayName }), level: 1 }),
    ).toBeVisible()
    await expect(page.getByRole('banner').getByText(organizationName(), { exact: true })).toBeVisible()
    await shot(page, 'staff-05-invitee-dashboard')

    await page.goto(`/${lang}/users`)
    const ownRow = memberRow(page, invitee.email)
    await expect(ownRow).toContainText(t(lang, 'roles.scorer'))
    await expect(memberRow(page, admin.email)).toContainText(t(lang, 'roles.admin'))
    // A scorer manages nobody: no invite button, no role selects.
    await expect(page.getByRole('button', { name: t(lang, 'members.invite.open') })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0)
    await shot(page, 'staff-06-invitee-users')

    const me = await fetchMe(page)
    expect(me.organizations).toEqual([{ id: admin.organization?.id, name: organizationName(), role: 'scorer' }])
    invitee.cookies = (await context.storageState()).cookies
  })
})

test.describe('on a laptop, after the invitation', () => {
  test.use({ viewport: VIEWPORTS.laptop })

  test('the admin changes the role of the new member', async ({ page, context, browser, baseURL }) => {
    await context.addCookies(adminCookies)
    await page.goto(`/${lang}/users`)
    const select = page.getByRole('combobox', { name: t(lang, 'members.role_of', { name: invitee.displayName }) })
    await expect(select).toHaveText(t(lang, 'roles.scorer'))
    await select.click()
    await page.getByRole('option', { name: t(lang, 'roles.manager'), exact: true }).click()
    await expect(
      page.getByRole('status').filter({
        hasText: t(lang, 'members.role_changed', { name: invitee.displayName, role: t(lang, 'roles.manager') }),
      }),
    ).toBeVisible()
    await expect(select).toHaveText(t(lang, 'roles.manager'))
    await shot(page, 'staff-07-role-changed')

    // The member sees the new role.
    const inviteeContext = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone })
    await inviteeContext.addCookies(invitee.cookies)
    const inviteePage = await inviteeContext.newPage()
    await inviteePage.goto(`/${lang}/users`)
    await expect(memberRow(inviteePage, invitee.email)).toContainText(t(lang, 'roles.manager'))
    expect((await fetchMe(inviteePage)).organizations[0]?.role).toBe('manager')
    await inviteeContext.close()
  })

  test('the last admin can be neither removed nor demoted', async ({ page, context }) => {
    await context.addCookies(adminCookies)
    await page.goto(`/${lang}/users`)
    const ownRow = memberRow(page, admin.email)
    await expect(ownRow).toContainText(`(${t(lang, 'members.you')})`)
    const lastAdmin = page.getByRole('alert').filter({ hasText: t(lang, 'errors.LAST_ADMIN') })

    await ownRow.getByRole('button', { name: t(lang, 'members.leave') }).click()
    const confirm = page.getByRole('dialog', { name: t(lang, 'members.remove_title') })
    await confirm.getByRole('button', { name: t(lang, 'members.remove') }).click()
    await expect(lastAdmin).toBeVisible()
    await expect(confirm).toBeHidden()
    await shot(page, 'staff-08-last-admin-leave')
    // Dismiss it, so the next message is a new one.
    await lastAdmin.getByRole('button', { name: t(lang, 'common.close') }).click()
    await expect(lastAdmin).toBeHidden()

    const ownRole = page.getByRole('combobox', { name: t(lang, 'members.role_of', { name: 'Ana Admin' }) })
    await ownRole.click()
    await page.getByRole('option', { name: t(lang, 'roles.viewer'), exact: true }).click()
    await expect(lastAdmin).toBeVisible()
    await expect(ownRole).toHaveText(t(lang, 'roles.admin'))
    await shot(page, 'staff-09-last-admin-demote')

    const me = await fetchMe(page)
    expect(me.organizations).toEqual([expect.objectContaining({ id: admin.organization?.id, role: 'admin' })])
    await expect(memberRow(page, admin.email)).toBeVisible()
  })

  test('the super admin sees every organization and opens one', async ({ page }) => {
    const superLang = 'en'
    await page.goto(`/${superLang}`)
    await signInThroughUi(page, superLang, SUPER_ADMIN.email, SUPER_ADMIN.password)
    await expect(page).toHaveURL(new RegExp(`/${superLang}/dashboard$`), { timeout: 20_000 })
    await page
      .getByRole('navigation', { name: t(superLang, 'shell.navigation') })
      .getByRole('link', { name: t(superLang, 'nav.super_admin') })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${superLang}/super-admin$`))
    await expect(page.getByRole('heading', { name: t(superLang, 'super_admin.title'), level: 1 })).toBeVisible()

    const table = page.getByRole('table', { name: t(superLang, 'super_admin.title') })
    const rows = table.locator('tbody tr')
    // Every organization of the installation (each spec file adds its own), both of this file's among them.
    const all = (await (await page.request.get('/api/admin/orgs')).json()) as { items: { name: string }[] }
    await expect(rows).toHaveCount(all.items.length)
    for (const name of [organizationName(), otherAdmin.organization?.name ?? '']) {
      await expect(rows.filter({ hasText: name })).toHaveCount(1)
    }
    await expect(rows.filter({ hasText: organizationName() })).toContainText(t(superLang, 'subscription.status.none'))
    await shot(page, 'staff-10-super-admin')

    await page.getByRole('searchbox', { name: t(superLang, 'super_admin.search') }).fill(organizationName())
    await expect(rows).toHaveCount(1)
    const open = rows.getByRole('link', { name: t(superLang, 'super_admin.open_named', { name: organizationName() }) })
    await expect(open).toHaveAttribute('href', `/${superLang}/dashboard?o=${admin.organization?.id}`)
    await open.click()

    await expect(page).toHaveURL(new RegExp(`/${superLang}/dashboard$`), { timeout: 20_000 })
    await expect(page.getByRole('main').getByText(organizationName(), { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: literal(t(superLang, 'dashboard.empty.title')) })).toBeVisible()
    expect((await fetchMe(page)).activeOrganizationId).toBe(admin.organization?.id)
    await shot(page, 'staff-11-super-admin-opened')
  })
})
