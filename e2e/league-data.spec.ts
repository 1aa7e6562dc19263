/**
 * League data in the browser. A manager builds a season and a tournament with its rules, a team with a picture and
 * players, finds a player by DNI and adds them to a team. Two people at once on the same data: league-data-live.spec.ts.
 *
 * The tests run in order and share the organization they fill.
 */
import { expect, test } from '@playwright/test'
import { shot, t, VIEWPORTS } from './helpers.ts'
import {
  adminCookies,
  apiOf,
  firstByName,
  leagueRun,
  makePng,
  ORIGIN,
  organizationId,
  pickOption,
  signUpLeague,
} from './league-data-helpers.ts'

test.describe.configure({ mode: 'serial' })

const { suffix, names, players } = leagueRun()

test.beforeAll(async ({ playwright }) => {
  await signUpLeague(playwright, `Liga Datos ${suffix}`)
})

test.describe('on a laptop, in Spanish', () => {
  test.use({ viewport: VIEWPORTS.laptop })
  const lang = 'es'

  test('a season, then a tournament in it with every rule set', async ({ page, context }) => {
    await context.addCookies(adminCookies)
    await page.goto(`/${lang}/tournaments`)
    await expect(page.getByRole('heading', { name: t(lang, 'tournaments.empty.title') })).toBeVisible()
    await shot(page, 'league-data-01-tournaments-empty-es-laptop')

    // The season, from the tournaments page.
    await page.getByRole('link', { name: t(lang, 'seasons.title') }).click()
    await page
      .getByRole('button', { name: t(lang, 'seasons.new') })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: t(lang, 'seasons.new') })
    await dialog.getByRole('textbox', { name: t(lang, 'seasons.fields.name') }).fill(names.season)
    await dialog.getByRole('button', { name: t(lang, 'seasons.create') }).click()
    await expect(page.getByRole('heading', { name: names.season, level: 1 })).toBeVisible()
    await expect(page.getByText(t(lang, 'seasons.no_tournaments'))).toBeVisible()

    // The tournament, from the season's page: the season comes preselected.
    await page.getByRole('link', { name: t(lang, 'seasons.add_tournament') }).click()
    await expect(page.getByRole('heading', { name: t(lang, 'tournaments.new'), level: 1 })).toBeVisible()
    const form = page.getByRole('form', { name: t(lang, 'tournaments.new') })
    await expect(form.getByRole('combobox', { name: t(lang, 'tournaments.fields.season') })).toHaveText(names.season)
    await form.getByRole('textbox', { name: t(lang, 'tournaments.fields.name') }).fill(names.tournament)
    await pickOption(page, t(lang, 'tournaments.settings.genre'), t(lang, 'tournaments.genres.female'))
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.team_size') }).fill('7')
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.win') }).fill('2')
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.red') }).fill('5')
    await pickOption(page, t(lang, 'tournaments.settings.suspension_on'), t(lang, 'tournaments.suspension_on'))
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.suspension_after') }).fill('4')
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.gold_cup') }).fill('4')
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.descend') }).fill('2')
    // Tie-breakers: goals scored before goal difference, no draw of lots, wins added at the end.
    const goalsFor = t(lang, 'tournaments.tie_breakers.goals_for')
    await form.getByRole('button', { name: t(lang, 'tournaments.tie_breaker_up', { name: goalsFor }) }).click()
    const lots = t(lang, 'tournaments.tie_breakers.draw_of_lots')
    await form.getByRole('button', { name: t(lang, 'tournaments.tie_breaker_remove', { name: lots }) }).click()
    await form.getByRole('button', { name: t(lang, 'tournaments.tie_breakers.wins') }).click()
    // A bad value is refused in place and the rest stays as typed.
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.blue') }).fill('25')
    await form.getByRole('button', { name: t(lang, 'tournaments.create') }).click()
    await expect(form.getByText(t(lang, 'validation.too_big'))).toBeVisible()
    await expect(form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.win') })).toHaveValue('2')
    await shot(page, 'league-data-02-tournament-form-error-es-laptop')
    await form.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.blue') }).fill('2')
    await form.getByRole('button', { name: t(lang, 'tournaments.create') }).click()

    await expect(page.getByRole('heading', { name: names.tournament, level: 1 })).toBeVisible()
    await expect(page.getByRole('tab', { name: t(lang, 'tournaments.tabs.overview') })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText(t(lang, 'tournaments.suspension_after_n', { cards: '4' }))).toBeVisible()
    await shot(page, 'league-data-03-tournament-overview-es-laptop')

    const tournament = await firstByName<{ id: string; seasonId: string; settings: unknown }>(
      page,
      'tournaments',
      names.tournament,
    )
    const season = await firstByName<{ id: string }>(page, 'seasons', names.season)
    expect(tournament.seasonId).toBe(season.id)
    expect(tournament.settings).toEqual({
      genre: 'female',
      teamSize: 7,
      points: { win: 2, draw: 1, loss: 0 },
      fairPlay: { yellow: 1, blue: 2, red: 5 },
      yellowCardsForSuspension: 4,
      qualifiers: { goldCup: 4, silverCup: 0, ascend: 0, descend: 2 },
      tieBreakers: ['points', 'goalsFor', 'goalDifference', 'headToHead', 'fairPlay', 'wins'],
      // not set in the form: the game length then goes by team size, and a walkover is 3–0 (decision 0027)
      matchMinutes: null,
      walkoverScore: { winner: 3, loser: 0 },
      // nor these: a second yellow does not count toward the four, and the registered list has no rules (decision 0038)
      secondYellowCountsTowardAccumulation: false,
      registration: {
        closesAt: null,
        maxPlayers: null,
        bornFrom: null,
        bornTo: null,
        onePerTournament: true,
        requiresApproval: false,
        maxPlayersPerGame: null,
      },
      // nor the money: no fee until the league sets one (decision 0048), and a report stands after 48 hours (decision 0051)
      fees: {
        registration: 0,
        perGame: 0,
        perGameOnWalkoverWin: false,
        yellow: 0,
        secondYellow: 0,
        blue: 0,
        red: 0,
        walkoverFine: 0,
        blockLineupOver: null,
      },
      officialFees: { referee: 0, assistant: 0 },
      reportConfirmHours: 48,
    })

    // Every section of the tournament has its tab (the competition pages fill most); the settings tab edits the rules.
    for (const tab of ['overview', 'fixtures', 'standings', 'scorers', 'discipline', 'groups', 'settings']) {
      await expect(page.getByRole('tab', { name: t(lang, `tournaments.tabs.${tab}`) })).toBeVisible()
    }
    await page.getByRole('tab', { name: t(lang, 'tournaments.tabs.settings') }).click()
    await expect(page.getByRole('spinbutton', { name: t(lang, 'tournaments.settings.team_size') })).toHaveValue('7')
    await shot(page, 'league-data-04-tournament-settings-es-laptop')

    // The season lists it.
    await page.goto(`/${lang}/seasons/${season.id}`)
    await expect(page.getByRole('link', { name: names.tournament })).toBeVisible()
  })
})

test.describe('on a phone, in English', () => {
  test.use({ viewport: VIEWPORTS.phone })
  const lang = 'en'

  test('a team with a picture and players; a player found by DNI and added to another team', async ({
    page,
    context,
    playwright,
  }) => {
    await context.addCookies(adminCookies)
    await page.goto(`/${lang}/teams`)
    await expect(page.getByRole('heading', { name: t(lang, 'teams.empty.title') })).toBeVisible()
    await shot(page, 'league-data-05-teams-empty-en-phone')
    await page
      .getByRole('button', { name: t(lang, 'teams.new') })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: t(lang, 'teams.new') })
    await dialog.getByRole('textbox', { name: t(lang, 'teams.fields.name') }).fill(names.team)
    await dialog.getByRole('textbox', { name: t(lang, 'teams.fields.alias') }).fill('TIG')
    await dialog.getByRole('button', { name: t(lang, 'teams.create') }).click()
    await expect(page.getByRole('heading', { name: names.team, level: 1 })).toBeVisible()

    // A text file named .png is refused by content (415), in words; a real PNG is taken.
    const picture = page.getByLabel(t(lang, 'teams.add_picture'), { exact: true })
    await picture.setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('hello') })
    await expect(page.getByRole('alert').filter({ hasText: t(lang, 'validation.image_type') })).toBeVisible()
    await picture.setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: makePng() })
    await expect(page.getByText(t(lang, 'teams.picture_saved'))).toBeVisible()
    await expect(page.locator('img[src*="/api/uploads/"]').first()).toBeVisible()

    // The first player, from the roster: a DNI nobody has offers to create the player, straight into the team.
    await page.getByRole('button', { name: t(lang, 'teams.roster.add_player') }).click()
    await page.getByRole('searchbox', { name: t(lang, 'teams.roster.search') }).fill(players[0]?.dni ?? '')
    await expect(page.getByText(t(lang, 'players.dni_lookup.none', { dni: players[0]?.dni ?? '' }))).toBeVisible()
    await page.getByRole('link', { name: t(lang, 'players.new') }).click()
    const form = page.getByRole('form', { name: t(lang, 'players.new') })
    await expect(form.getByRole('textbox', { name: t(lang, 'players.fields.dni') })).toHaveValue(players[0]?.dni ?? '')
    await form.getByRole('textbox', { name: t(lang, 'players.fields.firstname') }).fill(players[0]?.firstname ?? '')
    await form.getByRole('textbox', { name: t(lang, 'players.fields.lastname') }).fill(players[0]?.lastname ?? '')
    // The date picker takes the date typed, day first (en-GB and es alike).
    await form.getByRole('group', { name: t(lang, 'players.fields.birth_date') }).click()
    await page.keyboard.type('15031995')
    await pickOption(page, t(lang, 'players.fields.position'), t(lang, 'players.positions.cb'))
    await form.getByRole('spinbutton', { name: t(lang, 'players.fields.jersey') }).fill('104')
    await form.getByRole('button', { name: t(lang, 'players.create_and_add') }).click()
    await expect(form.getByText(t(lang, 'validation.too_big'))).toBeVisible()
    await form.getByRole('spinbutton', { name: t(lang, 'players.fields.jersey') }).fill('4')
    await shot(page, 'league-data-06-player-form-en-phone')
    await form.getByRole('button', { name: t(lang, 'players.create_and_add') }).click()
    await expect(page.getByRole('heading', { name: names.team, level: 1 })).toBeVisible()
    const roster = page.getByRole('list', { name: t(lang, 'teams.roster.title') })
    await expect(roster.getByText('Lucía Benítez')).toBeVisible()
    const lucia = await firstByName<{
      id: string
      birthDate: string
      position: string
      jerseyNumber: number
      teams: unknown[]
    }>(page, 'players', players[0]?.dni ?? '')
    expect(lucia).toMatchObject({ birthDate: '1995-03-15', position: 'cb', jerseyNumber: 4 })
    expect(lucia.teams).toHaveLength(1)
    await shot(page, 'league-data-07-team-en-phone')

    // The second player and another team come through the API; the DNI search finds her, dots and all.
    const api = await apiOf(playwright)
    const second = players[1]
    const created = await api.post(`/api/orgs/${organizationId}/players`, {
      headers: ORIGIN,
      data: {
        firstname: second?.firstname,
        lastname: second?.lastname,
        dni: second?.dni,
        position: second?.position,
        jerseyNumber: second?.jerseyNumber,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const other = await api.post(`/api/orgs/${organizationId}/teams`, {
      headers: ORIGIN,
      data: { name: names.otherTeam },
    })
    expect(other.status(), await other.text()).toBe(201)
    await api.dispose()

    const dotted = (second?.dni ?? '').replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2.$3')
    await page.goto(`/${lang}/players`)
    await page.getByRole('searchbox', { name: t(lang, 'players.search') }).fill(dotted)
    const lookup = page.getByTestId('dni-lookup')
    await expect(lookup.getByText('Martina Ocampo')).toBeVisible()
    await shot(page, 'league-data-08-dni-lookup-en-phone')
    await lookup.getByRole('button', { name: t(lang, 'players.add_to_team') }).click()
    const addDialog = page.getByRole('dialog', {
      name: t(lang, 'players.add_to_team_title', { name: 'Martina Ocampo' }),
    })
    await addDialog.getByRole('searchbox', { name: t(lang, 'teams.search') }).fill(names.otherTeam)
    await addDialog
      .getByRole('button', { name: t(lang, 'players.add_to_named_team', { team: names.otherTeam }) })
      .click()
    await expect(
      page.getByText(t(lang, 'teams.roster.added', { name: 'Martina Ocampo', team: names.otherTeam })),
    ).toBeVisible()
    await lookup.getByRole('link', { name: t(lang, 'players.dni_lookup.open') }).click()
    await expect(page.getByRole('heading', { name: 'Martina Ocampo', level: 1 })).toBeVisible()
    await expect(page.getByRole('list', { name: t(lang, 'players.teams') }).getByText(names.otherTeam)).toBeVisible()
    await shot(page, 'league-data-09-player-en-phone')
  })
})
