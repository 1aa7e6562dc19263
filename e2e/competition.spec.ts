/**
 * Browser test: on a phone (390×844), a manager generates a group's fixtures (previewed first, with the
 * bye of an odd group shown as "Descansa: …"), enters a result with scorers and a red card in a few taps, confirms
 * it, and sees the standings, the scorers and the draft suspension change. The league (tournament, teams, players,
 * the group) is created through the API for speed; everything the test is about goes through the pages.
 */
import { type APIRequestContext, type Cookie, expect, test } from '@playwright/test'
import { apiPost, shot, signUpThroughApi, t, toast, uniqueSuffix, VIEWPORTS } from './helpers.ts'

const lang = 'es'
const TEAMS = ['Leones', 'Pumas', 'Halcones', 'Toros', 'Lobos'] as const
const FIRSTNAMES = ['Ana', 'Bea', 'Carla'] as const

interface League {
  organizationId: string
  tournamentId: string
  teamIds: Record<string, string>
}

let cookies: Cookie[]
let league: League

/** An organization with a 7-a-side tournament, five teams of three players and one group holding them. */
async function createLeague(api: APIRequestContext): Promise<League> {
  const user = await signUpThroughApi(api, {
    prefix: 'competition',
    displayName: 'Ana',
    organization: `Liga Competición ${uniqueSuffix()}`,
  })
  const organizationId = user.organization?.id ?? ''
  const base = `/api/orgs/${organizationId}`
  const tournament = await apiPost<{ id: string }>(api, `${base}/tournaments`, {
    name: 'Apertura',
    settings: { teamSize: 7, yellowCardsForSuspension: 3, qualifiers: { goldCup: 2 } },
  })
  const teamIds: Record<string, string> = {}
  for (const name of TEAMS) {
    const team = await apiPost<{ id: string }>(api, `${base}/teams`, { name })
    teamIds[name] = team.id
    for (const [index, firstname] of FIRSTNAMES.entries()) {
      const player = await apiPost<{ id: string }>(api, `${base}/players`, {
        firstname,
        lastname: name,
        jerseyNumber: index + 1,
      })
      await apiPost(api, `${base}/teams/${team.id}/players`, { playerId: player.id })
    }
  }
  await apiPost(api, `${base}/tournaments/${tournament.id}/groups`, {
    name: 'Zona A',
    teamIds: TEAMS.map((name) => teamIds[name]),
  })
  return { organizationId, tournamentId: tournament.id, teamIds }
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  league = await createLeague(api)
  cookies = (await api.storageState()).cookies
  await api.dispose()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

function tabPath(tab: string) {
  return `/${lang}/tournaments/${league.tournamentId}/${tab}`
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true })

  test('generate fixtures, enter a result with scorers and a red card, confirm it, see the tables follow', async ({
    page,
  }) => {
    // --- fixtures: settings, preview (5 teams: a bye every round), save -----------------------------------------
    await page.goto(tabPath('fixtures'))
    await expect(
      page.getByRole('heading', { name: t(lang, 'fixtures.empty_title', { group: 'Zona A' }) }),
    ).toBeVisible()
    await page.getByRole('button', { name: t(lang, 'fixtures.generate.button') }).click()
    const dialog = page.getByRole('dialog')
    await expect(
      dialog.getByText(t(lang, 'fixtures.generate.summary', { teams: '5', rounds: '5', games: '10' })),
    ).toBeVisible()
    await shot(page, 'competition-phone-01-generate')
    await dialog.getByRole('button', { name: t(lang, 'fixtures.generate.show_preview') }).click()

    const preview = dialog.getByTestId('preview-round')
    await expect(preview).toHaveCount(5)
    await expect(preview.first().getByText(t(lang, 'fixtures.round_n', { number: '1' }))).toBeVisible()
    await expect(preview.first().getByText(/^Descansa: /)).toBeVisible()
    await shot(page, 'competition-phone-02-preview')
    await dialog.getByRole('button', { name: t(lang, 'fixtures.generate.save') }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, lang, t(lang, 'fixtures.generate.saved', { rounds: '5', games: '10' }))).toBeVisible()

    const rounds = page.getByTestId('round')
    await expect(rounds).toHaveCount(5)
    await expect(rounds.first().getByText(/^Descansa: /)).toBeVisible()
    await expect(rounds.first().getByTestId('game-item')).toHaveCount(2)
    await shot(page, 'competition-phone-03-fixtures')

    // --- the first game of round 1: who plays it -------------------------------------------------------------
    const firstGame = rounds.first().getByTestId('game-item').first()
    const gameLink = firstGame.getByRole('link')
    const label = (await gameLink.getAttribute('aria-label')) ?? ''
    const teams = TEAMS.filter((name) => label.includes(name))
    expect(teams, `the game "${label}" names two of the teams`).toHaveLength(2)
    const home = label.indexOf(teams[0]) < label.indexOf(teams[1]) ? teams[0] : teams[1]
    const away = home === teams[0] ? teams[1] : teams[0]
    await gameLink.click()

    // --- the game sheet: two goals for Ana (two taps on her row), one for the away side's Bea, a red card --------
    const sheet = page.getByTestId('game-sheet')
    await expect(sheet).toBeVisible()
    const homeScorer = `Ana ${home}`
    const awayScorer = `Bea ${away}`
    const sentOff = `Carla ${away}`
    await sheet.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: homeScorer }) }).click()
    await sheet.getByRole('button', { name: t(lang, 'games.result.tap_goal', { name: homeScorer }) }).click()
    await expect(sheet.getByTestId('score')).toHaveText('2 – 0')

    await sheet.getByRole('tab', { name: new RegExp(`^${away}`) }).click()
    await sheet.getByRole('button', { name: t(lang, 'games.result.add_goal', { name: awayScorer }) }).click()
    await expect(sheet.getByTestId('score')).toHaveText('2 – 1')
    await expect(page.getByTestId('save-bar')).toBeVisible()
    await shot(page, 'competition-phone-04-result-entered')

    await sheet.getByRole('button', { name: t(lang, 'games.result.card_for', { name: sentOff }) }).click()
    const cardDialog = page.getByRole('dialog', { name: t(lang, 'games.card_dialog.title', { name: sentOff }) })
    await cardDialog.getByRole('textbox', { name: t(lang, 'games.card_dialog.reason') }).fill('Juego brusco')
    await shot(page, 'competition-phone-05-card-dialog')
    await cardDialog.getByRole('button', { name: t(lang, 'games.cards.red'), exact: true }).click()
    await expect(cardDialog).toBeHidden()
    await expect(toast(page, lang, t(lang, 'games.toasts.card_red', { name: sentOff }))).toBeVisible()
    const card = sheet.getByTestId('card-item').filter({ hasText: sentOff })
    await expect(card).toContainText('Juego brusco')
    await expect(card).toContainText(t(lang, 'suspensions.statuses.draft'))
    // the entries survived the card (the game's version moved on underneath them)
    await expect(sheet.getByTestId('score')).toHaveText('2 – 1')

    // --- save and confirm in one tap ----------------------------------------------------------------------------
    await sheet.getByRole('button', { name: t(lang, 'games.actions.save_and_confirm') }).click()
    await expect(toast(page, lang, t(lang, 'games.toasts.confirmed'))).toBeVisible()
    await expect(sheet.locator('[data-game-state="confirmed"]')).toBeVisible()
    await expect(page.getByTestId('save-bar')).toBeHidden()
    await expect(sheet.getByTestId('score')).toHaveText('2 – 1')
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'competition-phone-06-confirmed')

    // --- standings: the winner leads with 3 points, the loser has played one ---------------------------------------
    await page.goto(tabPath('standings'))
    const rows = page.getByTestId('standings-row')
    await expect(rows).toHaveCount(5)
    await expect(rows.first()).toHaveAttribute('data-team', home)
    await expect(rows.first()).toContainText('+1')
    await expect(rows.first().getByRole('cell').nth(3)).toHaveText('3')
    await expect(rows.last()).toHaveAttribute('data-team', away)
    await shot(page, 'competition-phone-07-standings')

    // --- scorers: Ana with two, Bea with one ------------------------------------------------------------------------
    await page.goto(tabPath('scorers'))
    const scorers = page.getByTestId('scorer-row')
    await expect(scorers).toHaveCount(2)
    await expect(scorers.first()).toHaveAttribute('data-player', homeScorer)
    await expect(scorers.first()).toContainText('2')
    await expect(scorers.nth(1)).toHaveAttribute('data-player', awayScorer)
    await shot(page, 'competition-phone-08-scorers')

    // --- discipline: the red card's draft suspension waits for review -------------------------------------------------
    await page.goto(tabPath('discipline'))
    const suspension = page.getByTestId('suspension-item').filter({ hasText: sentOff })
    await expect(suspension).toHaveAttribute('data-status', 'draft')
    await expect(suspension).toContainText(t(lang, 'suspensions.reasons.red'))
    await expect(suspension.getByRole('button', { name: t(lang, 'suspensions.actions.confirm') })).toBeVisible()
    await shot(page, 'competition-phone-09-draft-suspension')

    // confirming it makes it active: the player misses the team's next game
    await suspension.getByRole('button', { name: t(lang, 'suspensions.actions.confirm') }).click()
    await expect(toast(page, lang, t(lang, 'suspensions.toasts.confirmed', { name: sentOff }))).toBeVisible()
    await page.getByRole('tab', { name: new RegExp(`^${t(lang, 'suspensions.filters.active')}`) }).click()
    await expect(page.getByTestId('suspension-item').filter({ hasText: sentOff })).toHaveAttribute(
      'data-status',
      'active',
    )
  })
})
