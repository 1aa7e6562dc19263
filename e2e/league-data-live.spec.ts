/**
 * Two people at once on league data: a viewer (read-only) sees a change made in another browser without reloading; a
 * stale edit says someone else changed it, shows the saved values next to the typed ones and keeps what was typed; an
 * edit arriving while typing merges. The teams and players league-data.spec.ts builds through the pages are made here
 * through the API.
 *
 * The tests run in order and share the organization they fill.
 */
import { expect, test } from '@playwright/test'
import { literal, shot, t, VIEWPORTS } from './helpers.ts'
import {
  adminCookies,
  apiOf,
  firstByName,
  getJson,
  leagueRun,
  newPage,
  ORIGIN,
  organizationId,
  signUpLeague,
  viewerCookies,
} from './league-data-helpers.ts'

test.describe.configure({ mode: 'serial' })

const { suffix, names, players } = leagueRun()

test.beforeAll(async ({ playwright }) => {
  await signUpLeague(playwright, `Liga Datos en vivo ${suffix}`)
  // What league-data.spec.ts builds through the pages: a team with the first player, another with the second.
  const api = await apiOf(playwright)
  const post = async (path: string, data: object) => {
    const response = await api.post(`/api/orgs/${organizationId}/${path}`, { headers: ORIGIN, data })
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()) as { id: string }
  }
  for (const [teamName, player] of [
    [names.team, { ...players[0], birthDate: '1995-03-15' }],
    [names.otherTeam, players[1]],
  ] as const) {
    const team = await post('teams', { name: teamName })
    const created = await post('players', player ?? {})
    await post(`teams/${team.id}/players`, { playerId: created.id })
  }
  await api.dispose()
})

test.describe('two people at once', () => {
  test.use({ viewport: VIEWPORTS.laptop })
  const lang = 'es'

  test('a viewer sees the manager’s change live, without reloading, and cannot edit', async ({ browser }) => {
    const manager = await newPage(browser, adminCookies, VIEWPORTS.laptop)
    const viewer = await newPage(browser, viewerCookies, VIEWPORTS.phone)
    const team = await firstByName<{ id: string }>(manager.page, 'teams', names.team)

    await viewer.page.goto(`/${lang}/teams`)
    const list = viewer.page.getByRole('list', { name: t(lang, 'teams.title') })
    await expect(list.getByText(names.team)).toBeVisible()
    // Read-only: no "new team" for a viewer.
    await expect(viewer.page.getByRole('button', { name: t(lang, 'teams.new') })).toHaveCount(0)
    await viewer.page.evaluate(() => {
      ;(window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true
    })

    await manager.page.goto(`/${lang}/teams/${team.id}`)
    const renamed = `${names.team} FC`
    const nameField = manager.page.getByRole('textbox', { name: t(lang, 'teams.fields.name') })
    await nameField.fill(renamed)
    const saved = manager.page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(`/teams/${team.id}`),
    )
    await manager.page.getByRole('button', { name: t(lang, 'common.save') }).click()
    expect((await saved).status()).toBe(200)
    const savedAt = Date.now()
    await viewer.page.waitForFunction((name) => (document.body.textContent ?? '').includes(name), renamed, {
      polling: 'raf',
    })
    // how fast it arrives is a figure of `npm run bench -- platform`, not a pass/fail here (docs/conventions.md)
    test.info().annotations.push({ type: 'live delay', description: `${Date.now() - savedAt} ms` })
    expect(
      await viewer.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true)
    await shot(viewer.page, 'league-data-10-viewer-live-es-phone')

    // The viewer's team page is read-only, and follows the roster live too.
    await viewer.page.goto(`/${lang}/teams/${team.id}`)
    await expect(viewer.page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
    await expect(viewer.page.getByText(t(lang, 'lists.read_only'))).toBeVisible()
    await expect(viewer.page.getByRole('button', { name: t(lang, 'teams.roster.add_player') })).toHaveCount(0)
    await expect(viewer.page.getByRole('textbox', { name: t(lang, 'teams.fields.name') })).toBeDisabled()
    const martina = await firstByName<{ id: string }>(manager.page, 'players', 'Martina Ocampo')
    const added = await manager.page.request.post(`/api/orgs/${organizationId}/teams/${team.id}/players`, {
      headers: ORIGIN,
      data: { playerId: martina.id },
    })
    expect(added.status(), await added.text()).toBe(201)
    await expect(
      viewer.page.getByRole('list', { name: t(lang, 'teams.roster.title') }).getByText('Martina Ocampo'),
    ).toBeVisible({
      timeout: 2_000,
    })
    await shot(viewer.page, 'league-data-11-viewer-team-es-phone')
    await manager.context.close()
    await viewer.context.close()
  })

  test('a stale edit says someone else changed it, shows their values and keeps the typed ones', async ({
    browser,
  }) => {
    const first = await newPage(browser, adminCookies, VIEWPORTS.laptop)
    const second = await newPage(browser, adminCookies, VIEWPORTS.laptop)
    const player = await firstByName<{ id: string }>(first.page, 'players', players[0]?.dni ?? '')
    // The first browser hears nothing live (as if its connection had dropped): its save is based on an old version.
    await first.page.route('**/events', (route) => route.abort())
    await first.page.goto(`/${lang}/players/${player.id}`)
    await second.page.goto(`/${lang}/players/${player.id}`)
    const firstName = first.page.getByRole('textbox', { name: t(lang, 'players.fields.firstname') })
    await expect(firstName).toHaveValue('Lucía')

    // Someone else changes the first name and the jersey number, and saves.
    await second.page.getByRole('textbox', { name: t(lang, 'players.fields.firstname') }).fill('Lucila')
    await second.page.getByRole('spinbutton', { name: t(lang, 'players.fields.jersey') }).fill('6')
    await second.page.getByRole('button', { name: t(lang, 'common.save') }).click()
    await expect(second.page.getByText(t(lang, 'lists.saved'))).toBeVisible()

    // The first one, still on the old version, types another first name and saves: refused, not lost.
    await firstName.fill('Luciana')
    await first.page.getByRole('button', { name: t(lang, 'common.save') }).click()
    const panel = first.page.getByTestId('conflict-panel')
    await expect(panel.getByText(t(lang, 'live.conflict.title'))).toBeVisible()
    await expect(panel.getByTestId('conflict-theirs-firstname')).toHaveText('Lucila')
    await expect(panel.getByTestId('conflict-mine-firstname')).toHaveText('Luciana')
    await expect(panel.getByTestId('conflict-theirs-jerseyNumber')).toHaveText('6')
    await expect(firstName).toHaveValue('Luciana')
    await shot(first.page, 'league-data-12-conflict-es-laptop')

    // Applying mine on top of the new version keeps their jersey number.
    await panel.getByRole('button', { name: t(lang, 'live.conflict.save_mine') }).click()
    await expect(first.page.getByTestId('conflict-panel')).toHaveCount(0)
    await expect(first.page.getByText(literal(t(lang, 'lists.saved')))).toBeVisible()
    const saved = await getJson<{ firstname: string; jerseyNumber: number }>(first.page, `players/${player.id}`)
    expect(saved).toMatchObject({ firstname: 'Luciana', jerseyNumber: 6 })
    await first.context.close()
    await second.context.close()
  })

  test('an edit arriving while typing: untouched fields follow, a field both changed is compared', async ({
    browser,
  }) => {
    const first = await newPage(browser, adminCookies, VIEWPORTS.laptop)
    const second = await newPage(browser, adminCookies, VIEWPORTS.laptop)
    const team = await firstByName<{ id: string }>(first.page, 'teams', names.otherTeam)
    await first.page.goto(`/${lang}/teams/${team.id}`)
    await second.page.goto(`/${lang}/teams/${team.id}`)
    const alias = first.page.getByRole('textbox', { name: t(lang, 'teams.fields.alias') })
    const name = first.page.getByRole('textbox', { name: t(lang, 'teams.fields.name') })
    await alias.fill('HAL')

    // Someone else renames the team: the first page takes the new name and keeps the alias being typed.
    await second.page.getByRole('textbox', { name: t(lang, 'teams.fields.name') }).fill(`${names.otherTeam} B`)
    await second.page.getByRole('button', { name: t(lang, 'common.save') }).click()
    await expect(name).toHaveValue(`${names.otherTeam} B`)
    await expect(alias).toHaveValue('HAL')
    await expect(first.page.getByText(t(lang, 'live.merged'))).toBeVisible()

    // Now both change the alias: the first page compares before anything is saved.
    await second.page.getByRole('textbox', { name: t(lang, 'teams.fields.alias') }).fill('HLC')
    await second.page.getByRole('button', { name: t(lang, 'common.save') }).click()
    const panel = first.page.getByTestId('conflict-panel')
    await expect(panel.getByText(t(lang, 'live.conflict.live_title'))).toBeVisible()
    await expect(panel.getByTestId('conflict-theirs-alias')).toHaveText('HLC')
    await expect(panel.getByTestId('conflict-mine-alias')).toHaveText('HAL')
    await panel.getByRole('button', { name: t(lang, 'live.conflict.discard_mine') }).click()
    await expect(alias).toHaveValue('HLC')
    await first.context.close()
    await second.context.close()
  })
})
