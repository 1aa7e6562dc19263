/**
 * The set-up shared by league-data.spec.ts (a season, a tournament, teams and players built through the pages) and
 * league-data-live.spec.ts (two people at once on what the first one builds): the organization with its admin and a
 * viewer, the names of one run, and small page and API helpers. The organization and the cookies are live bindings,
 * set by `signUpLeague` in each spec's `beforeAll`.
 */
import zlib from 'node:zlib'
import type { APIRequestContext, Browser, Cookie, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { E2E_BASE_URL } from '../playwright.config.ts'
import { addMember, signUpThroughApi, uniqueSuffix } from './helpers.ts'

type Playwright = { request: { newContext: (options: object) => Promise<APIRequestContext> } }

/** Writes through the API come from the portal, as a browser's would. */
export const ORIGIN = { origin: E2E_BASE_URL }
export let adminCookies: Cookie[] = []
export let viewerCookies: Cookie[] = []
export let organizationId = ''

/** The names of one run: a suffix unique to it, and DNIs unique to it (a rerun against a kept database must not collide). */
export function leagueRun() {
  const suffix = uniqueSuffix()
  const names = {
    season: `Temporada ${suffix}`,
    tournament: `Apertura F7 ${suffix}`,
    team: `Tigres ${suffix}`,
    otherTeam: `Halcones ${suffix}`,
  }
  const dni = (n: number) => `${30 + n}${String(Date.now()).slice(-6)}`
  const players = [
    { firstname: 'Lucía', lastname: 'Benítez', dni: dni(1), position: 'cb', jerseyNumber: 4 },
    { firstname: 'Martina', lastname: 'Ocampo', dni: dni(2), position: 'st', jerseyNumber: 9 },
  ]
  return { suffix, names, players }
}

/** The organization `organization`, its admin signed up through the API, and a viewer in it. */
export async function signUpLeague(playwright: Playwright, organization: string) {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const admin = await signUpThroughApi(api, {
    prefix: 'league-admin',
    displayName: 'Ana Gestora',
    organization,
  })
  adminCookies = (await api.storageState()).cookies
  organizationId = admin.organization?.id ?? ''

  // A viewer: invited by the admin, signed up and accepted through the API (staff.spec.ts covers the pages).
  viewerCookies = await addMember(playwright, api, organizationId, 'viewer', {
    prefix: 'league-viewer',
    firstname: 'Vera',
    lastname: 'Vista',
  })
  await api.dispose()
}

/** A real PNG (RGB, `size`×`size`, a two-colour pattern), made here so the upload is an image by content. */
export function makePng(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // RGB
  const rows: number[] = []
  for (let y = 0; y < size; y += 1) {
    rows.push(0) // filter: none
    for (let x = 0; x < size; x += 1) {
      const isStripe = (x + y) % 8 < 4
      rows.push(isStripe ? 13 : 245, isStripe ? 107 : 192, isStripe ? 58 : 68)
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export function apiOf(playwright: Playwright) {
  return playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: adminCookies, origins: [] } })
}

export async function newPage(browser: Browser, cookies: Cookie[], viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: E2E_BASE_URL })
  await context.addCookies(cookies)
  return { context, page: await context.newPage() }
}

/** The entity through the API (what the server has, not what a page shows). */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/orgs/${organizationId}/${path}`)
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

export async function firstByName<T extends { id: string }>(page: Page, collection: string, q: string): Promise<T> {
  const body = await getJson<{ items: T[] }>(page, `${collection}?q=${encodeURIComponent(q)}`)
  expect(body.items.length, `${collection} named ${q}`).toBeGreaterThan(0)
  return body.items[0] as T
}

export function pickOption(page: Page, field: string, option: string) {
  return (async () => {
    await page.getByRole('combobox', { name: field }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  })()
}
