/**
 * Browser test: the player page's competition record and suspensions by hand. On a phone, a
 * player one yellow from the limit shows the warning on their page; a manager suspends them from there and the
 * team's next game sheet lists them as suspended; a new yellow entered elsewhere updates the page live. On a laptop,
 * a manager suspends a player from the tournament's discipline tab, picking team, player and the earned game. A
 * scorer reads the record but is offered no suspension. The league is created through the API; what the test is
 * about goes through the pages. Last, screenshots of the page and the dialog at both sizes, languages and themes.
 */
import { type APIRequestContext, type Cookie, expect, type Page, test } from '@playwright/test'
import { E2E_BASE_URL } from '../playwright.config.ts'
import { addMember, apiPost, LOOKS, shot, signUpThroughApi, t, toast, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const ORIGIN = { origin: E2E_BASE_URL }
const DAY = 24 * 60 * 60 * 1000
const TOURNAMENT = 'Clausura'

interface League {
  organizationId: string
  tournamentId: string
  teams: Record<'Leones' | 'Pumas', { id: string; players: Record<'Ana' | 'Bea', string> }>
  /** Leones–Pumas two weeks and one week ago (confirmed), Leones–Pumas and Pumas–Leones in one and two weeks */
  games: [string, string, string, string]
  /** a player in no team: no record */
  loner: string
}

let adminCookies: Cookie[]
let scorerCookies: Cookie[]
let league: League

/** A write to the league's organization: `path` from `/api/orgs/:id`. */
function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  return apiPost<T>(api, `/api/orgs/${league.organizationId}${path}`, data)
}

/** A write to the league's organization that must answer exactly 200 (apiPut takes any 2xx and reads the answer). */
async function put(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.put(`${E2E_BASE_URL}/api/orgs/${league.organizationId}${path}`, {
    headers: ORIGIN,
    data,
  })
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
}

/** A 7-a-side tournament where 3 yellows suspend, two teams of two, four games; Ana Leones has two yellows. */
async function createLeague(api: APIRequestContext): Promise<void> {
  const user = await signUpThroughApi(api, {
    prefix: 'record',
    displayName: 'Ana',
    organization: `Liga Registro ${uniqueSuffix()}`,
  })
  league = {
    organizationId: user.organization?.id ?? '',
    tournamentId: '',
    teams: {} as League['teams'],
    games: [] as never,
    loner: '',
  }
  const tournament = await post<{ id: string }>(api, '/tournaments', {
    name: TOURNAMENT,
    // the third yellow below is Ana's second in one game: it counts toward the three only with this setting
    settings: { teamSize: 7, yellowCardsForSuspension: 3, secondYellowCountsTowardAccumulation: true },
  })
  league.tournamentId = tournament.id
  for (const name of ['Leones', 'Pumas'] as const) {
    const team = await post<{ id: string }>(api, '/teams', { name })
    const players = {} as Record<'Ana' | 'Bea', string>
    for (const [index, firstname] of (['Ana', 'Bea'] as const).entries()) {
      const player = await post<{ id: string }>(api, '/players', { firstname, lastname: name, jerseyNumber: index + 1 })
      await post(api, `/teams/${team.id}/players`, { playerId: player.id })
      players[firstname] = player.id
    }
    league.teams[name] = { id: team.id, players }
  }
  league.loner = (await post<{ id: string }>(api, '/players', { firstname: 'Sola', lastname: 'Nadie' })).id
  const { Leones, Pumas } = league.teams
  await post(api, `/tournaments/${tournament.id}/groups`, { name: 'Zona A', teamIds: [Leones.id, Pumas.id] })
  const now = Date.now()
  const game = async (home: string, away: string, days: number) =>
    (
      await post<{ id: string }>(api, '/games', {
        tournamentId: tournament.id,
        homeTeamId: home,
        awayTeamId: away,
        playAt: new Date(now + days * DAY).toISOString(),
      })
    ).id
  league.games = [
    await game(Leones.id, Pumas.id, -14),
    await game(Pumas.id, Leones.id, -7),
    await game(Leones.id, Pumas.id, 7),
    await game(Pumas.id, Leones.id, 14),
  ]
  for (const gameId of league.games.slice(0, 2)) {
    await post(api, `/games/${gameId}/cards`, { playerId: Leones.players.Ana, teamId: Leones.id, type: 'yellow' })
    const empty = { goals: [], unassignedGoals: 0 }
    await put(api, `/games/${gameId}/stats`, { home: empty, away: { ...empty, unassignedGoals: 1 }, confirm: true })
  }
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  await createLeague(api)
  adminCookies = (await api.storageState()).cookies
  scorerCookies = await addMember(playwright, api, league.organizationId, 'scorer', {
    prefix: 'record-scorer',
    firstname: 'Sol',
    lastname: 'Planilla',
  })
  await api.dispose()
})

const playerPath = (lang: string, playerId: string) => `/${lang}/players/${playerId}`
const tournamentItem = (page: Page) => page.getByTestId('player-tournament').filter({ hasText: TOURNAMENT })

test.describe('on a phone (390×844), in Spanish', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true })
  const lang = 'es'

  test('the warning at N−1 yellows, a suspension from the player page, the game sheet, and live updates', async ({
    page,
    context,
    playwright,
  }) => {
    await context.addCookies(adminCookies)
    const { Leones } = league.teams
    const ana = 'Ana Leones'
    await page.goto(playerPath(lang, Leones.players.Ana))

    // --- the record: two of three yellows, the warning ------------------------------------------------------------
    const record = page.getByTestId('player-record')
    await expect(record.getByRole('heading', { name: t(lang, 'players.record.title') })).toBeVisible()
    const item = tournamentItem(page)
    await expect(item.getByRole('link', { name: TOURNAMENT })).toHaveAttribute(
      'href',
      `/${lang}/tournaments/${league.tournamentId}`,
    )
    await expect(item.getByText('Leones', { exact: true })).toBeVisible()
    await expect(item.getByTitle(t(lang, 'players.record.yellow', { count: '2' }))).toBeVisible()
    const warning = item.getByTestId('yellow-warning')
    await expect(warning).toHaveAttribute('data-warning', 'one_more')
    await expect(warning).toContainText(t(lang, 'games.warnings.one_more_short'))
    // on a phone the record comes before the player's details
    const recordBox = await record.boundingBox()
    const detailsBox = await page.getByRole('form', { name: t(lang, 'players.details') }).boundingBox()
    expect(recordBox && detailsBox && recordBox.y < detailsBox.y).toBe(true)
    await shot(page, 'player-record-phone-01-warning')

    // --- a suspension by hand from the player page: the team is the player's only one -----------------------------
    await item
      .getByRole('button', { name: t(lang, 'suspensions.create.suspend_in', { tournament: TOURNAMENT }) })
      .click()
    const dialog = page.getByRole('dialog', { name: t(lang, 'suspensions.create.title_for', { name: ana }) })
    await expect(dialog.getByRole('combobox', { name: t(lang, 'suspensions.create.team') })).toHaveText('Leones')
    await expect(dialog.getByRole('combobox', { name: t(lang, 'suspensions.create.player') })).toHaveCount(0)
    // an empty number of games is refused in place, and what was typed stays
    const games = dialog.getByRole('spinbutton', { name: t(lang, 'suspensions.change.games') })
    await games.fill('')
    await dialog.getByRole('textbox', { name: t(lang, 'suspensions.create.note') }).fill('Tribunal de disciplina')
    await dialog.getByRole('button', { name: t(lang, 'suspensions.create.suspend') }).click()
    await expect(dialog.getByText(t(lang, 'validation.required'))).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: t(lang, 'suspensions.create.note') })).toHaveValue(
      'Tribunal de disciplina',
    )
    await games.fill('1')
    await shot(page, 'player-record-phone-02-dialog')
    await dialog.getByRole('button', { name: t(lang, 'suspensions.create.suspend') }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, lang, t(lang, 'suspensions.toasts.created', { name: ana, count: '1' }))).toBeVisible()

    const suspension = item.getByTestId('suspension-item')
    await expect(suspension).toHaveAttribute('data-status', 'active')
    await expect(suspension).toContainText(t(lang, 'suspensions.reasons.manual'))
    await expect(suspension).toContainText('Tribunal de disciplina')
    const toServe = suspension.getByTestId('games-to-serve').getByRole('link')
    await expect(toServe).toHaveCount(1)
    await expect(toServe).toContainText('vs Pumas')
    await shot(page, 'player-record-phone-03-suspended')

    // --- the team's next game: Ana is listed as suspended ----------------------------------------------------------
    await toServe.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/games/${league.games[2]}$`))
    const suspended = page.getByTestId('game-sheet').getByTestId('suspended-players')
    await expect(suspended).toContainText(ana)
    await expect(suspended).toContainText(t(lang, 'games.suspended.remaining', { remaining: '1', count: '1' }))
    await shot(page, 'player-record-phone-04-game-sheet')

    // --- a third yellow entered elsewhere: the page follows without a reload ----------------------------------------
    await page.goBack()
    await expect(warning).toHaveAttribute('data-warning', 'one_more')
    const api = await playwright.request.newContext({ storageState: { cookies: adminCookies, origins: [] } })
    await post(api, `/games/${league.games[1]}/cards`, {
      playerId: Leones.players.Ana,
      teamId: Leones.id,
      type: 'yellow',
    })
    await api.dispose()
    await expect(warning).toHaveAttribute('data-warning', 'reached')
    await expect(warning).toContainText(t(lang, 'games.warnings.reached_short'))
    await expect(item.getByTitle(t(lang, 'players.record.yellow', { count: '3' }))).toBeVisible()
    await expect(item.getByTestId('suspension-item').first()).toHaveAttribute('data-status', 'draft')
    await shot(page, 'player-record-phone-05-live')
  })
})

test.describe('on a laptop, in English', () => {
  test.use({ viewport: VIEWPORTS.laptop })
  const lang = 'en'

  test('a manager suspends a player from the discipline tab, picking team, player and the earned game', async ({
    page,
    context,
  }) => {
    await context.addCookies(adminCookies)
    const bea = 'Bea Pumas'
    await page.goto(`/${lang}/tournaments/${league.tournamentId}/discipline`)
    const panel = page.locator('#suspensions')
    await panel.getByRole('button', { name: t(lang, 'suspensions.create.title') }).click()
    const dialog = page.getByRole('dialog', { name: t(lang, 'suspensions.create.title') })
    await expect(dialog).toContainText(TOURNAMENT)
    const player = dialog.getByRole('combobox', { name: t(lang, 'suspensions.create.player') })
    await expect(player).toHaveAttribute('aria-disabled', 'true')

    await dialog.getByRole('combobox', { name: t(lang, 'suspensions.create.team') }).click()
    await page.getByRole('option', { name: 'Pumas', exact: true }).click()
    await player.click()
    await page.getByRole('option', { name: `2 · ${bea}`, exact: true }).click()
    await dialog.getByRole('spinbutton', { name: t(lang, 'suspensions.change.games') }).fill('2')
    // the earned game: the played ones, latest first; the future ones are not offered
    await dialog.getByRole('combobox', { name: t(lang, 'suspensions.create.earned_game') }).click()
    const options = page.getByRole('option')
    await expect(options).toHaveCount(3)
    await expect(options.nth(1)).toContainText('Pumas 0–1 Leones')
    await options.nth(1).click()
    const skip = dialog.getByRole('switch', { name: t(lang, 'suspensions.create.skip_earned_game') })
    await expect(skip).toBeChecked()
    await expect(dialog.getByText(t(lang, 'suspensions.create.skip_earned_game_hint'))).toBeVisible()
    await shot(page, 'player-record-laptop-01-dialog-from-tournament')
    await dialog.getByRole('button', { name: t(lang, 'suspensions.create.suspend') }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, lang, t(lang, 'suspensions.toasts.created', { name: bea, count: '2' }))).toBeVisible()

    // shown among the active ones, with the two games Pumas plays next
    await expect(
      panel.getByRole('tab', { name: new RegExp(`^${t(lang, 'suspensions.filters.active')}`) }),
    ).toHaveAttribute('aria-selected', 'true')
    const suspension = panel.getByTestId('suspension-item').filter({ hasText: bea })
    await expect(suspension).toHaveAttribute('data-status', 'active')
    await expect(suspension).toContainText(t(lang, 'suspensions.remaining', { count: '2' }))
    await expect(suspension.getByTestId('games-to-serve').getByRole('link')).toHaveCount(2)
    await shot(page, 'player-record-laptop-02-discipline')

    // the next game of Pumas lists Bea as suspended
    await page.goto(`/${lang}/games/${league.games[2]}`)
    await expect(
      page.getByTestId('game-sheet').getByTestId('suspended-players').filter({ hasText: bea }),
    ).toContainText(t(lang, 'games.suspended.remaining', { remaining: '2', count: '2' }))
  })
})

test.describe('a scorer', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true })

  test('reads the record (or its empty state) but is offered no suspension, on the player page nor in the tournament', async ({
    page,
    context,
  }) => {
    const lang = 'es'
    await context.addCookies(scorerCookies)
    await page.goto(playerPath(lang, league.teams.Leones.players.Ana))
    await expect(tournamentItem(page).getByTestId('yellow-warning')).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'suspensions.create.suspend') })).toHaveCount(0)
    // a player in no team has no record yet
    await page.goto(playerPath(lang, league.loner))
    await expect(page.getByTestId('player-record-empty')).toHaveText(t(lang, 'players.record.empty'))
    await shot(page, 'player-record-phone-06-empty')
    await page.goto(`/${lang}/tournaments/${league.tournamentId}/discipline`)
    await expect(page.getByRole('heading', { name: t(lang, 'suspensions.title'), level: 2 })).toBeVisible()
    await expect(page.getByRole('button', { name: t(lang, 'suspensions.create.title') })).toHaveCount(0)
  })
})

test.describe('screenshots', { tag: '@screenshots' }, () => {
  test('the player page and the dialog at both sizes, in each language and theme (LOOKS)', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000)
    await context.addCookies(adminCookies)
    for (const { lang, theme } of LOOKS) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport)
        await page.goto(playerPath(lang, league.teams.Leones.players.Ana))
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const item = tournamentItem(page)
        await expect(item.getByTestId('yellow-warning')).toBeVisible()
        await shot(page, `player-record-look-${size}-${lang}-${theme}-page`)
        await item
          .getByRole('button', { name: t(lang, 'suspensions.create.suspend_in', { tournament: TOURNAMENT }) })
          .click()
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('combobox', { name: t(lang, 'suspensions.create.earned_game') }).click()
        await page.getByRole('option').nth(1).click()
        await shot(page, `player-record-look-${size}-${lang}-${theme}-dialog`)
        await dialog.getByRole('button', { name: t(lang, 'common.cancel') }).click()
        await expect(dialog).toBeHidden()

        await page.goto(`/${lang}/tournaments/${league.tournamentId}/discipline`)
        const panel = page.locator('#suspensions')
        // run with the tests above, the suspensions they created; alone, none
        await expect(
          panel
            .getByTestId('suspension-item')
            .first()
            .or(panel.getByText(t(lang, 'suspensions.empty.all'))),
        ).toBeVisible()
        await shot(page, `player-record-look-${size}-${lang}-${theme}-discipline`)
        await panel.getByRole('button', { name: t(lang, 'suspensions.create.title') }).click()
        await page
          .getByRole('dialog')
          .getByRole('combobox', { name: t(lang, 'suspensions.create.team') })
          .click()
        await page.getByRole('option', { name: 'Leones', exact: true }).click()
        await shot(page, `player-record-look-${size}-${lang}-${theme}-discipline-dialog`)
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t(lang, 'common.cancel') })
          .click()
      }
    }
  })
})
