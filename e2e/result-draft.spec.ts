/**
 * On a phone (390×844): the game sheet's unsaved result survives a reload. Goals tapped in and not
 * saved are kept on the phone (IndexedDB, per user and organization); the reloaded sheet shows them back with a
 * notice, still unsaved (the Save bar, the leave question); Discard removes them for good; signing out wipes them, so
 * the next user of the same browser finds nothing. The league is built through the API; the admin scores.
 */
import { type Browser, expect as baseExpect, type Cookie, type Page, test } from '@playwright/test'
import { addMember, apiPost, type Lang, LOOKS, shot, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

// A shared, busy machine: the first page of a context can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

const HOME = 'Halcones'
const AWAY = 'Pumas'

let organizationId = ''
let gameId = ''
let scorerName = ''
let adminCookies: Cookie[] = []
let memberCookies: Cookie[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  const api = await playwright.request.newContext()
  const admin = await signUpThroughApi(api, {
    prefix: 'draft',
    displayName: 'Olga',
    organization: `Liga Borrador ${uniqueSuffix()}`,
  })
  organizationId = admin.organization?.id ?? ''
  const base = `/api/orgs/${organizationId}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, {
    name: 'Apertura',
    settings: { teamSize: 7 },
  })
  const teams: { id: string; player: string }[] = []
  for (const name of [HOME, AWAY]) {
    const team = await apiPost<{ id: string }>(api, `${base}/teams`, { name })
    const player = await apiPost<{ id: string }>(api, `${base}/players`, {
      firstname: 'Lucía',
      lastname: name,
      jerseyNumber: 7,
    })
    await apiPost(api, `${base}/teams/${team.id}/players`, { playerId: player.id })
    teams.push({ id: team.id, player: `Lucía ${name}` })
  }
  const group = await apiPost<{ id: string }>(api, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'Zona A',
    teamIds: teams.map((team) => team.id),
  })
  const fixtures = await apiPost<{ rounds: { games: { id: string; homeTeamId: string }[] }[] }>(
    api,
    `${base}/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2025-03-01' },
  )
  const game = fixtures.rounds[0]?.games[0] as { id: string; homeTeamId: string }
  gameId = game.id
  scorerName = teams.find((team) => team.id === game.homeTeamId)?.player ?? ''
  adminCookies = (await api.storageState()).cookies
  memberCookies = await addMember(playwright, api, organizationId, 'scorer', {
    prefix: 'draft-scorer',
    firstname: 'Bea',
  })
  await api.dispose()
})

async function phone(browser: Browser, cookies: Cookie[], theme: 'dark' | 'light') {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies(cookies)
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
  return context
}

/** The result drafts the app keeps in IndexedDB (key → entry), as the app stores them. */
function keptDrafts(page: Page): Promise<Record<string, { draft: { home: { goals: Record<string, number> } } }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('league-portal-cache')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve({})
          const store = db.transaction('queries').objectStore('queries')
          const keys = store.getAllKeys()
          const values = store.getAll()
          values.onsuccess = () => {
            const found: Record<string, never> = {}
            keys.result.forEach((key, index) => {
              if (String(key).startsWith('result-draft:')) found[String(key)] = values.result[index] as never
            })
            resolve(found)
          }
          values.onerror = () => reject(values.error)
        }
      }),
  )
}

/** The total of goals the kept drafts hold for the home side (0 when none is kept). */
async function keptHomeGoals(page: Page): Promise<number> {
  const drafts = Object.values(await keptDrafts(page))
  return drafts.reduce((total, each) => total + Object.values(each.draft.home.goals).reduce((a, b) => a + b, 0), 0)
}

async function openSheet(page: Page, lang: Lang) {
  await page.goto(`/${lang}/games/${gameId}`)
  await expect(page.getByTestId('game-sheet')).toBeVisible({ timeout: 60_000 })
}

/** Taps + three times on the home side's scorer and waits until the phone holds the draft. */
async function tapThreeGoals(page: Page, lang: Lang) {
  const plus = page.getByRole('button', { name: t(lang, 'games.result.add_goal', { name: scorerName }) })
  for (let tap = 0; tap < 3; tap += 1) await plus.click()
  await expect(page.getByTestId('score')).toHaveText('3 – 0')
  await expect.poll(() => keptHomeGoals(page)).toBe(3)
}

/** Reloads, answering the browser's "leave site?" prompt (the sheet is dirty) with yes. */
async function reload(page: Page) {
  const answer = (dialog: { accept: () => Promise<void> }) => void dialog.accept()
  page.on('dialog', answer)
  await page.reload()
  page.off('dialog', answer)
  await expect(page.getByTestId('game-sheet')).toBeVisible({ timeout: 60_000 })
}

for (const { lang, theme } of LOOKS) {
  test(`${lang}, ${theme}: the unsaved result is back after a reload, with a notice; Discard removes it for good`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const context = await phone(browser, adminCookies, theme)
    const page = await context.newPage()
    await openSheet(page, lang)
    await expect(page.getByTestId('draft-restored')).toHaveCount(0)
    await tapThreeGoals(page, lang)

    await reload(page)
    await expect(page.getByTestId('score')).toHaveText('3 – 0')
    const notice = page.getByTestId('draft-restored')
    await expect(notice).toHaveText(t(lang, 'games.draft_restored'))
    // still unsaved: the Save bar, and the question before leaving
    const saveBar = page.getByTestId('save-bar')
    await expect(saveBar).toBeVisible()
    await shot(page, `result-draft-restored-phone-${lang}-${theme}`)
    // the back link to the tournament: held by the question
    await page.getByRole('link', { name: 'Apertura' }).first().click()
    const unsaved = page.getByRole('dialog', { name: t(lang, 'unsaved.title') })
    await expect(unsaved).toBeVisible()
    await unsaved.getByRole('button', { name: t(lang, 'unsaved.stay') }).click()
    await expect(unsaved).toBeHidden()

    await saveBar.getByRole('button', { name: t(lang, 'games.actions.discard') }).click()
    await expect(notice).toHaveCount(0)
    await expect(page.getByTestId('score')).toHaveText(t(lang, 'games.vs'))
    await expect.poll(() => keptHomeGoals(page)).toBe(0)
    await reload(page)
    await expect(page.getByTestId('score')).toHaveText(t(lang, 'games.vs'))
    await expect(page.getByTestId('draft-restored')).toHaveCount(0)
    await expect(page.getByTestId('save-bar')).toHaveCount(0)
    await context.close()
  })
}

test('signing out wipes the kept result: the next user of the same browser finds no draft', async ({ browser }) => {
  test.setTimeout(180_000)
  const lang: Lang = 'es'
  const context = await phone(browser, adminCookies, 'light')
  const page = await context.newPage()
  await openSheet(page, lang)
  await tapThreeGoals(page, lang)
  await reload(page)
  await expect(page.getByTestId('draft-restored')).toBeVisible()

  // signing out leaves the sheet: asked first (the result is unsaved), then the session ends and the phone forgets it
  const leave = page
    .getByRole('dialog', { name: t(lang, 'unsaved.title') })
    .getByRole('button', { name: t(lang, 'unsaved.leave') })
  await page.getByRole('button', { name: t(lang, 'shell.user_menu', { name: 'Olga' }) }).click()
  await page.getByRole('menuitem', { name: t(lang, 'shell.sign_out') }).click()
  await expect(async () => {
    if (await leave.isVisible()) await leave.click()
    await baseExpect(page).toHaveURL(new RegExp(`/${lang}$`), { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect.poll(() => keptDrafts(page)).toEqual({})

  // another member of the league on the same browser: the sheet as saved, nothing restored
  await context.clearCookies()
  await context.addCookies(memberCookies)
  await openSheet(page, lang)
  await expect(page.getByRole('button', { name: t(lang, 'games.result.add_goal', { name: scorerName }) })).toBeVisible()
  await expect(page.getByTestId('score')).toHaveText(t(lang, 'games.vs'))
  await expect(page.getByTestId('draft-restored')).toHaveCount(0)
  await expect(page.getByTestId('save-bar')).toHaveCount(0)
  expect(await keptDrafts(page)).toEqual({})
  await context.close()
})
