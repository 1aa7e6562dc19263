/**
 * Roles in the competition pages (docs/product.md "Roles"): a scorer reads everything and enters and confirms
 * results, goals and cards, nothing else; a viewer only reads. The server refuses the rest (tested in
 * src/server/features); here the pages must not offer it. Also: a manager re-dates rounds in the rounds dialog and
 * their games move (fixtures.service.ts `updateRounds`). The league, the staff (invited through the API and the
 * server's outbox) and a played game with a red card are created through the API; what is tested goes through pages.
 */
import { type Browser, type BrowserContext, type Cookie, expect, type Page, test } from '@playwright/test'
import {
  addMember,
  apiPost,
  apiPut,
  type Lang,
  LOOKS,
  shot,
  signUpThroughApi,
  t,
  toast,
  uniqueSuffix,
  VIEWPORTS,
  type ViewportName,
} from './helpers.ts'

const TEAMS = ['Leones', 'Pumas', 'Halcones', 'Toros'] as const
const FIRSTNAMES = ['Ana', 'Bea', 'Carla'] as const
const ROLES = ['manager', 'scorer', 'viewer'] as const
type Role = (typeof ROLES)[number]

type GameRef = { id: string; homeTeamId: string; awayTeamId: string }
interface League {
  organizationId: string
  tournamentId: string
  teamNames: Record<string, string>
  players: Record<string, { id: string; name: string }[]>
  /** the generated rounds (1, 8 and 15 March 2025), each with its two games */
  rounds: { id: string; games: GameRef[] }[]
  /** the game of round 3 confirmed with a red card (its draft suspension waits for a manager) */
  playedGame: GameRef
  sentOff: string
}

let league: League
const cookies = {} as Record<Role, Cookie[]>

test.beforeAll(async ({ playwright }) => {
  const admin = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: 'roles',
    displayName: 'Ana',
    organization: `Liga Roles ${uniqueSuffix()}`,
  })
  const organizationId = user.organization?.id ?? ''
  const base = `/api/orgs/${organizationId}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, {
    name: 'Clausura',
    settings: { teamSize: 7, yellowCardsForSuspension: 3 },
  })
  const teamNames: Record<string, string> = {}
  const players: League['players'] = {}
  for (const name of TEAMS) {
    const team = await apiPost<{ id: string }>(admin, `${base}/teams`, { name })
    teamNames[team.id] = name
    players[team.id] = []
    for (const [index, firstname] of FIRSTNAMES.entries()) {
      const player = await apiPost<{ id: string }>(admin, `${base}/players`, {
        firstname,
        lastname: name,
        jerseyNumber: index + 1,
      })
      await apiPost(admin, `${base}/teams/${team.id}/players`, { playerId: player.id })
      players[team.id]?.push({ id: player.id, name: `${firstname} ${name}` })
    }
  }
  const group = await apiPost<{ id: string }>(admin, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'Zona A',
    teamIds: Object.keys(teamNames),
  })
  // a second group without fixtures: its empty state is where "generate fixtures" would be offered
  const spare = [
    await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Cóndores' }),
    await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Zorros' }),
  ]
  await apiPost(admin, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'Zona B',
    teamIds: spare.map((team) => team.id),
  })
  const fixtures = await apiPost<{ rounds: { id: string; games: GameRef[] }[] }>(
    admin,
    `${base}/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2025-03-01' },
  )
  const rounds = fixtures.rounds.map((round) => ({ id: round.id, games: round.games }))
  const playedGame = rounds[2]?.games[0] as GameRef
  const culprit = players[playedGame.homeTeamId]?.[2] as { id: string; name: string }
  await apiPost(admin, `${base}/games/${playedGame.id}/cards`, {
    playerId: culprit.id,
    teamId: playedGame.homeTeamId,
    type: 'red',
    reason: 'Agresión',
  })
  await apiPut(admin, `${base}/games/${playedGame.id}/stats`, {
    home: { goals: [], unassignedGoals: 0 },
    away: { goals: [], unassignedGoals: 1 },
    confirm: true,
  })
  league = {
    organizationId,
    tournamentId: tournament.id,
    teamNames,
    players,
    rounds,
    playedGame,
    sentOff: culprit.name,
  }
  cookies.manager = (await admin.storageState()).cookies
  cookies.scorer = await addMember(playwright, admin, organizationId, 'scorer', {
    prefix: 'scorer',
    firstname: 'Pepe',
    lastname: 'Planilla',
  })
  cookies.viewer = await addMember(playwright, admin, organizationId, 'viewer', { prefix: 'viewer', firstname: 'Vera' })
  await admin.dispose()
})

function tabPath(lang: Lang, tab: string) {
  return `/${lang}/tournaments/${league.tournamentId}/${tab}`
}

/** A page signed in as `role`, with the theme stored as the settings page stores it. */
async function pageAs(
  browser: Browser,
  role: Role,
  viewport: ViewportName,
  theme: 'dark' | 'light' = 'dark',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], hasTouch: viewport === 'phone' })
  await context.addCookies(cookies[role])
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
  return { context, page: await context.newPage() }
}

/** Types a date into the MUI date field inside `scope` (day, month, year: es and en-GB alike). */
async function typeDate(page: Page, scope: ReturnType<Page['locator']>, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string]
  await scope.getByRole('spinbutton').first().click()
  await page.keyboard.type(`${day}${month}${year}`)
}

/** Buttons whose name starts as one of these messages does (the part before its first placeholder). */
function namedLike(lang: Lang, keys: string[]): RegExp {
  const starts = keys.map((key) => {
    const message = t(lang, key, { name: '\u0000', home: '\u0000', away: '\u0000', card: '\u0000' })
    return message.split('\u0000')[0]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  return new RegExp(`^(${starts.join('|')})`)
}

/** What only someone who enters results is offered on a game sheet. */
const ENTRY_BUTTONS = [
  'games.result.tap_goal',
  'games.result.add_goal',
  'games.result.remove_goal',
  'games.result.card_for',
  'games.cards.remove_named',
]

const openSheet = (page: Page, lang: Lang, gameId: string) => page.goto(`/${lang}/games/${gameId}`)

test('a manager re-dates two rounds in the rounds dialog: their games move, the played one stays', async ({
  browser,
}) => {
  const lang = 'es'
  const { context, page } = await pageAs(browser, 'manager', 'laptop')
  await page.goto(tabPath(lang, 'fixtures'))
  const rounds = page.getByTestId('round')
  await expect(rounds).toHaveCount(3)
  await page.getByRole('button', { name: t(lang, 'fixtures.more_tools') }).click()
  await page.getByRole('menuitem', { name: t(lang, 'fixtures.rename.button') }).click()
  const dialog = page.getByRole('dialog', { name: t(lang, 'fixtures.rename.title') })
  await expect(dialog.getByText(t(lang, 'fixtures.rename.dates_hint'))).toBeVisible()
  const fields = dialog.getByTestId('round-fields')
  await expect(fields).toHaveCount(3)
  // round 2: 8 → 11 March (its two games move); round 3: 15 → 16 March (the played game stays)
  await typeDate(page, fields.nth(1), '2025-03-11')
  await expect(fields.nth(1).getByText(t(lang, 'fixtures.rename.moves', { count: '2' }))).toBeVisible()
  await typeDate(page, fields.nth(2), '2025-03-16')
  await expect(fields.nth(2).getByText(t(lang, 'fixtures.rename.moves', { count: '1' }))).toBeVisible()
  const includePlayed = dialog.getByRole('checkbox', { name: t(lang, 'fixtures.rename.include_played') })
  await expect(includePlayed).not.toBeChecked()
  await expect(dialog.getByText(t(lang, 'fixtures.rename.played_stay', { count: '1' }))).toBeVisible()
  await includePlayed.check()
  await expect(fields.nth(2).getByText(t(lang, 'fixtures.rename.moves', { count: '2' }))).toBeVisible()
  await includePlayed.uncheck()
  await shot(page, 'roles-01-manager-redates-rounds')
  await dialog.getByRole('button', { name: t(lang, 'fixtures.rename.save', { count: '2' }) }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, lang, t(lang, 'fixtures.rename.saved_moved', { count: '2', games: '3' }))).toBeVisible()

  // the rounds show their new days, and so do their games (the played one keeps 15 March)
  await expect(rounds.nth(1)).toContainText('mar, 11 mar 2025')
  for (const game of league.rounds[1]?.games ?? []) {
    await expect(page.locator(`[data-game-id="${game.id}"]`)).toContainText('mar, 11 mar')
  }
  // round 3 is neither the current round nor the next: its games are read when it is opened
  await rounds.nth(2).getByText(t(lang, 'fixtures.round_show'), { exact: true }).click()
  const moved = league.rounds[2]?.games.find((game) => game.id !== league.playedGame.id) as GameRef
  await expect(page.locator(`[data-game-id="${moved.id}"]`)).toContainText('dom, 16 mar')
  await expect(page.locator(`[data-game-id="${league.playedGame.id}"]`)).toContainText('sáb, 15 mar')
  await context.close()
})

test.describe('on a phone (390×844)', () => {
  test('a scorer enters and confirms a result with a scorer and a yellow card, and is offered nothing else', async ({
    browser,
  }) => {
    const lang = 'es'
    const { context, page } = await pageAs(browser, 'scorer', 'phone')
    // --- the tournament: fixtures read-only, no generation, no game tools ---------------------------------------
    await page.goto(tabPath(lang, 'fixtures'))
    await expect(page.getByTestId('round')).toHaveCount(3)
    for (const name of ['fixtures.select', 'fixtures.new_game.button', 'fixtures.more_tools']) {
      await expect(page.getByRole('button', { name: t(lang, name) })).toHaveCount(0)
    }
    await expect(page.getByRole('button', { name: namedLike(lang, ['fixtures.game_actions']) })).toHaveCount(0)
    await expect(page.getByRole('button', { name: t(lang, 'lists.delete') })).toHaveCount(0)
    await page.getByRole('tab', { name: 'Zona B' }).click()
    await expect(page.getByText(t(lang, 'fixtures.empty_read_only'))).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'fixtures.generate.button') })).toHaveCount(0)
    await shot(page, 'roles-02-scorer-fixtures')

    // --- settings, groups, standings and discipline: read, never change ---------------------------------------
    await page.goto(tabPath(lang, 'settings'))
    await expect(page.getByText(t(lang, 'lists.read_only'))).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'common.save') })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: t(lang, 'tournaments.fields.name') })).toBeDisabled()
    await page.goto(tabPath(lang, 'groups'))
    await expect(page.getByText('Zona A')).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'groups.new') })).toHaveCount(0)
    await page.goto(tabPath(lang, 'standings'))
    await expect(page.getByTestId('standings-row').first()).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'standings.adjustments.add') })).toHaveCount(0)
    await page.goto(tabPath(lang, 'discipline'))
    const draft = page.getByTestId('suspension-item').filter({ hasText: league.sentOff })
    await expect(draft).toHaveAttribute('data-status', 'draft')
    for (const action of ['confirm', 'change', 'ignore', 'remove']) {
      await expect(draft.getByRole('button', { name: t(lang, `suspensions.actions.${action}`) })).toHaveCount(0)
    }
    await shot(page, 'roles-03-scorer-discipline')

    // --- the game sheet: a goal and a yellow card, saved and confirmed ----------------------------------------
    const game = league.rounds[0]?.games[0] as GameRef
    const home = league.teamNames[game.homeTeamId] as string
    const away = league.teamNames[game.awayTeamId] as string
    const scorer = league.players[game.homeTeamId]?.[0]?.name as string
    const booked = league.players[game.awayTeamId]?.[1]?.name as string
    await openSheet(page, lang, game.id)
    const sheet = page.getByTestId('game-sheet')
    await expect(sheet).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'games.actions.more') })).toHaveCount(0)
    await sheet.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: scorer }), exact: true }).click()
    await expect(sheet.getByTestId('score')).toHaveText('1 – 0')
    await sheet.getByRole('tab', { name: new RegExp(`^${away}`) }).click()
    await sheet.getByRole('button', { name: t(lang, 'games.result.card_for', { name: booked }) }).click()
    const cardDialog = page.getByRole('dialog', { name: t(lang, 'games.card_dialog.title', { name: booked }) })
    await cardDialog.getByRole('button', { name: t(lang, 'games.cards.yellow'), exact: true }).click()
    await expect(cardDialog).toBeHidden()
    await expect(toast(page, lang, t(lang, 'games.toasts.card_yellow', { name: booked }))).toBeVisible()
    await expect(sheet.getByTestId('card-item').filter({ hasText: booked })).toBeVisible()
    await expect(sheet.getByTestId('score')).toHaveText('1 – 0')
    await shot(page, 'roles-04-scorer-result-entered')
    await sheet.getByRole('button', { name: t(lang, 'games.actions.save_and_confirm') }).click()
    await expect(toast(page, lang, t(lang, 'games.toasts.confirmed'))).toBeVisible()
    await expect(sheet.locator('[data-game-state="confirmed"]')).toBeVisible()
    await expect(sheet.getByRole('button', { name: t(lang, 'games.actions.unconfirm') })).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'games.actions.more') })).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'roles-05-scorer-confirmed')

    // the standings follow: the home side has won its game (3 points)
    await page.goto(tabPath(lang, 'standings'))
    await expect(
      page.locator(`[data-testid="standings-row"][data-team="${home}"]`).getByRole('cell').nth(3),
    ).toHaveText('3')
    await context.close()
  })

  test('a viewer reads the standings and a game sheet, and can enter nothing', async ({ browser }) => {
    const lang = 'es'
    const { context, page } = await pageAs(browser, 'viewer', 'phone')
    await page.goto(tabPath(lang, 'standings'))
    // both groups' tables: Zona A's four teams and Zona B's two
    await expect(page.getByTestId('standings-row')).toHaveCount(6)
    await expect(page.getByRole('button', { name: t(lang, 'standings.adjustments.add') })).toHaveCount(0)
    await shot(page, 'roles-06-viewer-standings')

    const game = league.playedGame
    await openSheet(page, lang, game.id)
    const sheet = page.getByTestId('game-sheet')
    await expect(sheet.locator('[data-game-state="confirmed"]')).toBeVisible()
    await expect(sheet.getByTestId('score')).toHaveText('0 – 1')
    await expect(sheet.getByTestId('card-item').filter({ hasText: league.sentOff })).toBeVisible()
    for (const name of ['games.actions.more', 'games.actions.unconfirm', 'games.actions.confirm']) {
      await expect(page.getByRole('button', { name: t(lang, name) })).toHaveCount(0)
    }
    await expect(sheet.getByRole('button', { name: namedLike(lang, ENTRY_BUTTONS) })).toHaveCount(0)
    await shot(page, 'roles-07-viewer-game-sheet')

    const unplayed = league.rounds[1]?.games[0] as GameRef
    await openSheet(page, lang, unplayed.id)
    await expect(page.getByTestId('game-sheet')).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'games.actions.confirm') })).toHaveCount(0)
    await expect(page.getByTestId('save-bar')).toHaveCount(0)
    await expect(page.getByRole('button', { name: namedLike(lang, ENTRY_BUTTONS) })).toHaveCount(0)
    await context.close()
  })
})

/** The scorer's game sheet and the manager's rounds dialog on a phone and a laptop, in each language and theme (LOOKS). */
for (const viewport of ['phone', 'laptop'] as const) {
  test(`screenshots on a ${viewport}: the scorer's game sheet and the rounds dialog`, { tag: '@screenshots' }, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const game = league.rounds[1]?.games[1] as GameRef
    for (const { lang, theme } of LOOKS) {
      const name = `${viewport}-${lang}-${theme}`
      const scorer = await pageAs(browser, 'scorer', viewport, theme)
      await openSheet(scorer.page, lang, game.id)
      const sheet = scorer.page.getByTestId('game-sheet')
      const ana = league.players[game.homeTeamId]?.[0]?.name as string
      await sheet.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: ana }), exact: true }).click()
      await expect(scorer.page.getByTestId('save-bar')).toBeVisible()
      await shot(scorer.page, `roles-sheet-${name}`)
      await scorer.context.close()

      const manager = await pageAs(browser, 'manager', viewport, theme)
      await manager.page.goto(tabPath(lang, 'fixtures'))
      await manager.page.getByRole('button', { name: t(lang, 'fixtures.more_tools') }).click()
      await manager.page.getByRole('menuitem', { name: t(lang, 'fixtures.rename.button') }).click()
      const dialog = manager.page.getByRole('dialog', { name: t(lang, 'fixtures.rename.title') })
      const fields = dialog.getByTestId('round-fields')
      await expect(fields).toHaveCount(3)
      // round 2's games are never played in this file: a new date moves both
      await typeDate(manager.page, fields.nth(1), '2025-03-12')
      await expect(fields.nth(1).getByText(t(lang, 'fixtures.rename.moves', { count: '2' }))).toBeVisible()
      await shot(manager.page, `roles-rounds-dialog-${name}`)
      await manager.context.close()
    }
  })
}
