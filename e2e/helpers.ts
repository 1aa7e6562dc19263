/**
 * Shared by the browser specs: translated strings (straight from the locale files), unique e-mails, the server's
 * outbox (the real e-mail path: the e2e server has no SMTP_URL, so every message is an .eml file), writes through the
 * API, API sign-up for specs that only need a signed-in user (or a member invited into an organization), toasts, and
 * screenshots.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext, type BrowserContext, type Cookie, expect, type Page, test } from '@playwright/test'
import { E2E_BASE_URL } from '../playwright.config.ts'
import en from '../src/client/locales/en.json' with { type: 'json' }
import es from '../src/client/locales/es.json' with { type: 'json' }
import { type OutboxMail, readMail } from '../test/outbox.ts'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** e2e/server.ts runs the portal on this data dir (wiped at each start); mail goes to its outbox. */
// One data dir per port (e2e/server.ts), so runs on different E2E_PORTs never share an outbox.
export const OUTBOX_DIR = path.join(ROOT, `.tmp/e2e-data-${process.env.E2E_PORT ?? 3210}/outbox`)
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/screenshots')

export const LANGS = ['es', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1440, height: 900 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

/**
 * The language and theme pairs that screenshot-only tests take at every size. By default two, so that each language
 * and each theme is seen at each size while a run stays short; `SCREENSHOTS=all` takes all four, for a visual review.
 */
export const LOOKS: readonly { lang: Lang; theme: 'dark' | 'light' }[] =
  process.env.SCREENSHOTS === 'all'
    ? LANGS.flatMap((lang) => (['dark', 'light'] as const).map((theme) => ({ lang, theme })))
    : [
        { lang: 'es', theme: 'dark' },
        { lang: 'en', theme: 'light' },
      ]

export const SUPER_ADMIN = { email: 'super@example.com', password: 'super-secret-1' }
export const PASSWORD = 'correct-horse-1'
/** What the shell's `<html>` background is in each theme (index.html and the MUI palette agree). */
export const THEME_BACKGROUND = { dark: 'rgb(10, 17, 14)', light: 'rgb(244, 247, 245)' } as const

const MESSAGES: Record<Lang, unknown> = { es, en }

/** A message of `src/client/locales/<lang>.json` by its dotted key, with `{{name}}` placeholders filled in. */
export function t(lang: Lang, key: string, values: Record<string, string> = {}): string {
  let node: unknown = MESSAGES[lang]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`no message ${lang}:${key}`)
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`message ${lang}:${key} needs {{${name}}}`)
    return values[name] as string
  })
}

/** A regular expression matching `text` literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

let counter = 0
/** An address no other test (nor an earlier run) uses: `prefix-<time>-<pid>-<n>@example.com`. */
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`.toLowerCase()
}

/** A short unique suffix for organization names. */
export function uniqueSuffix(): string {
  counter += 1
  return `${(Date.now() % 1_000_000).toString(36)}${counter}`
}

/** Saves a screenshot of the viewport to `test-results/screenshots/<name>.png` and attaches it to the report. */
export async function shot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  // Web fonts loaded; CSS animations and transitions are finished (or frozen) for the capture.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  await test.info().attach(name, { path: file, contentType: 'image/png' })
  return file
}

// ---------------------------------------------------------------------------------------------------------------
// Outbox

// The .eml files are read by test/outbox.ts (one reader for Vitest and Playwright): subject and decoded text part.

/** Every .eml in the outbox, oldest first (file names start with an ISO timestamp). */
export function outboxFiles(): string[] {
  if (!fs.existsSync(OUTBOX_DIR)) return []
  return fs
    .readdirSync(OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(OUTBOX_DIR, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs || a.localeCompare(b))
}

/** The names of the mails in the outbox now: pass it to `waitForMailLink` to accept only mails sent afterwards. */
export function outboxMark(): Set<string> {
  return new Set(outboxFiles())
}

/**
 * Waits for the newest mail to `to` (newer than `mark` when given) and returns the first link of its text part.
 * Links must point at the server under test (PUBLIC_URL).
 */
export async function waitForMailLink(
  to: string,
  options: { mark?: Set<string>; timeout?: number; baseURL?: string } = {},
): Promise<{ link: string; mail: OutboxMail }> {
  const { mark, timeout = 20_000, baseURL = E2E_BASE_URL } = options
  let found: OutboxMail | undefined
  await expect
    .poll(
      () => {
        const mails = outboxFiles()
          .filter((file) => !mark?.has(file))
          .map(readMail)
          .filter((mail) => mail.to === to.toLowerCase())
        found = mails.at(-1)
        return found?.file ?? null
      },
      { message: `an e-mail to ${to} in ${OUTBOX_DIR}`, timeout, intervals: [100, 250, 500] },
    )
    .not.toBeNull()
  const mail = found as OutboxMail
  const link = /https?:\/\/[^\s<>"]+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no link in the e-mail ${mail.file}:\n${mail.text}`)
  expect(link.startsWith(`${baseURL}/`), `the link ${link} points at the server under test`).toBe(true)
  return { link, mail }
}

// ---------------------------------------------------------------------------------------------------------------
// API

async function apiWrite<T>(api: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await api[method](`${E2E_BASE_URL}${path}`, { headers: { origin: E2E_BASE_URL }, data })
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

/**
 * POSTs `data` to the server under test (`path` from the root, e.g. `/api/orgs/…`) with the portal as Origin, as a
 * browser on the portal would; any 2xx passes. Resolves with the answer's JSON. For the data a spec builds through the
 * API before its pages are tested.
 */
export function apiPost<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  return apiWrite<T>(api, 'post', path, data)
}

/** PUT, as apiPost. */
export function apiPut<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  return apiWrite<T>(api, 'put', path, data)
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts

export interface TestUser {
  email: string
  password: string
  name: string
  displayName?: string
  organization?: { id: string; name: string }
}

/**
 * Signs up through better-auth's HTTP API (as a browser on the portal would: Origin = the portal), optionally fills
 * the onboarding user step and creates an organization through the API too, and copies the session cookie into
 * `context` when given. With `page.request` the browser context already shares the cookies.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  options: {
    context?: BrowserContext
    prefix?: string
    name?: string
    /** Fills the onboarding user step (PATCH /api/me) with this display name. */
    displayName?: string
    /** Creates this organization (POST /api/orgs): the user becomes its admin. Needs `displayName`. */
    organization?: string
    baseURL?: string
    /** Opens the verification e-mail's link (default), as a person would; `false` leaves the address unverified. */
    verified?: boolean
  } = {},
): Promise<TestUser> {
  const baseURL = options.baseURL ?? E2E_BASE_URL
  const headers = { origin: baseURL }
  const user: TestUser = {
    email: uniqueEmail(options.prefix ?? 'user'),
    password: PASSWORD,
    name: options.name ?? 'Ana Pérez',
  }
  const mark = outboxMark()
  const signUp = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers,
    data: { email: user.email, password: user.password, name: user.name, acceptTerms: true },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  if (options.verified !== false) {
    // a second league and invitations need the address verified (decision 0035)
    const { link } = await waitForMailLink(user.email, { mark, baseURL })
    const verified = await request.get(link, { headers, maxRedirects: 0 })
    expect(verified.status(), await verified.text()).toBeLessThan(400)
  }
  if (options.displayName) {
    const me = await request.patch(`${baseURL}/api/me`, {
      headers,
      data: { displayName: options.displayName, firstname: 'Ana', lastname: 'Pérez', phone: '+54 11 5555 1234' },
    })
    expect(me.status(), await me.text()).toBe(200)
    user.displayName = options.displayName
  }
  if (options.organization) {
    const org = await request.post(`${baseURL}/api/orgs`, {
      headers,
      data: { name: options.organization, leagues: [{ name: 'Apertura F7', country: 'UY' }] },
    })
    expect(org.status(), await org.text()).toBe(201)
    user.organization = { id: ((await org.json()) as { id: string }).id, name: options.organization }
  }
  if (options.context) await options.context.addCookies((await request.storageState()).cookies)
  return user
}

/**
 * A member of `organizationId` with `role`, through the API (staff.spec.ts covers the pages): `admin` (a request
 * context signed in as an admin of it) invites a new address; in a request context of its own, the member signs up,
 * fills the onboarding user step as `firstname lastname` and accepts the e-mailed invitation. Resolves with the
 * member's cookies.
 */
export async function addMember(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  admin: APIRequestContext,
  organizationId: string,
  role: 'manager' | 'scorer' | 'delegate' | 'viewer' | 'treasurer' | 'referee',
  /**
   * `teamIds`: a delegate's teams; `officialId`: the official a referee acts as (decision 0050); `email`: the address
   * to invite (else a new one from `prefix`)
   */
  member: {
    prefix: string
    firstname: string
    lastname?: string
    teamIds?: string[]
    officialId?: string
    email?: string
  },
): Promise<Cookie[]> {
  const { firstname, lastname = '' } = member
  const name = `${firstname} ${lastname}`.trim()
  const email = member.email ?? uniqueEmail(member.prefix)
  const headers = { origin: E2E_BASE_URL }
  const mark = outboxMark()
  const invite = await admin.post(`${E2E_BASE_URL}/api/orgs/${organizationId}/invitations`, {
    headers,
    data: {
      email,
      role,
      lang: 'es',
      ...(member.teamIds ? { teamIds: member.teamIds } : {}),
      ...(member.officialId ? { officialId: member.officialId } : {}),
    },
  })
  expect(invite.status(), await invite.text()).toBe(201)
  const { link } = await waitForMailLink(email, { mark })
  const token = link.split('/invitations/')[1] ?? ''
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const signUp = await api.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password: PASSWORD, name, acceptTerms: true },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  const profile = await api.patch('/api/me', {
    headers,
    data: { displayName: name, firstname, lastname, phone: '+54 11 5555 4321' },
  })
  expect(profile.status(), await profile.text()).toBe(200)
  const accepted = await api.post(`/api/invitations/${token}/accept`, { headers, data: {} })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const cookies = (await api.storageState()).cookies
  await api.dispose()
  return cookies
}

/** Signs in with the sign-in form of `/:lang` (the page must show it). */
export async function signInThroughUi(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: t(lang, 'auth.sign_in.title') })
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true }).fill(email)
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.password'), exact: true }).fill(password)
  await form.getByRole('button', { name: t(lang, 'auth.sign_in.submit'), exact: true }).click()
}

/** Signs out with the top bar's account menu. */
export async function signOutThroughUi(page: Page, lang: Lang, name: string): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'shell.user_menu', { name }) }).click()
  await page.getByRole('menuitem', { name: t(lang, 'shell.sign_out') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}$`))
}

/** Picks a country in the localized country autocomplete by typing its start. */
export async function pickCountry(page: Page, lang: Lang, countryName: string): Promise<void> {
  const country = page.getByRole('combobox', { name: t(lang, 'league.country') })
  await country.click()
  await country.fill(countryName.slice(0, 4))
  await page.getByRole('option', { name: countryName, exact: true }).click()
  await expect(country).toHaveValue(countryName)
}

/** A toast showing `text` (or containing it), in the page's toasts region. */
export function toast(page: Page, lang: Lang, text: string) {
  return page.getByRole('region', { name: t(lang, 'toasts.region') }).getByText(text, { exact: false })
}

/** The JSON of GET /api/me in the page's browser context (its cookies). */
export async function fetchMe(page: Page): Promise<{
  user: { email: string; displayName: string | null; role: string }
  organizations: { id: string; name: string; role: string }[]
  activeOrganizationId: string | null
}> {
  const response = await page.request.get('/api/me')
  expect(response.status(), await response.text()).toBe(200)
  return response.json()
}
