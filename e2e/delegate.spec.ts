/**
 * A delegate (decision 0039) on a phone: signs in, opens My team, names their side's line-up for the next game and
 * saves it; the other side stays as the scorer left it; invites one of their players to the portal (decision 0045). The league, the delegate (invited through the API and the
 * server's outbox) and the games are made through the API; what is tested goes through the pages. axe on My team.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import {
  addMember,
  apiPost,
  apiPut,
  PASSWORD,
  shot,
  signInThroughUi,
  signUpThroughApi,
  t,
  uniqueEmail,
  uniqueSuffix,
  VIEWPORTS,
  waitForMailLink,
} from './helpers.ts'

test('a delegate names their side’s line-up for the next game on a phone', async ({ browser, playwright }) => {
  // the line-up, then an invitation with its e-mail: more than the default minute on a busy machine
  test.setTimeout(150_000)
  const lang = 'en'
  const admin = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: 'deleg-admin',
    displayName: 'Ana',
    organization: `Liga Delegados ${uniqueSuffix()}`,
  })
  const base = `/api/orgs/${user.organization?.id}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, { name: 'Apertura' })
  const own = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Leones' })
  const rival = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Pumas' })
  const names: string[] = []
  for (const [index, firstname] of ['Ana', 'Bea', 'Carla'].entries()) {
    const player = await apiPost<{ id: string }>(admin, `${base}/players`, {
      firstname,
      lastname: 'Leones',
      jerseyNumber: index + 1,
      teamId: own.id,
    })
    expect(player.id).toBeTruthy()
    names.push(`${firstname} Leones`)
  }
  const rivalPlayer = await apiPost<{ id: string }>(admin, `${base}/players`, {
    firstname: 'Dora',
    lastname: 'Pumas',
    teamId: rival.id,
  })
  await apiPost(admin, `${base}/tournaments/${tournament.id}/groups`, { name: 'A', teamIds: [own.id, rival.id] })
  const playAt = new Date(Date.now() + 3 * 86_400_000).toISOString()
  const game = await apiPost<{ id: string }>(admin, `${base}/games`, {
    tournamentId: tournament.id,
    homeTeamId: rival.id,
    awayTeamId: own.id,
    playAt,
  })
  await apiPut(admin, `${base}/games/${game.id}/lineups`, { home: [rivalPlayer.id], away: [] })
  const email = uniqueEmail('delegate')
  await addMember(playwright, admin, user.organization?.id ?? '', 'delegate', {
    prefix: 'delegate',
    firstname: 'Delia',
    lastname: 'Gada',
    teamIds: [own.id],
    email,
  })

  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`/${lang}`)
  await signInThroughUi(page, lang, email, PASSWORD)
  await page.waitForURL(/\/en\/dashboard/)
  await page.getByRole('button', { name: t(lang, 'shell.open_menu') }).click()
  await page.getByRole('link', { name: t(lang, 'nav.my_team') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'my_team.title') })).toBeVisible()
  await expect(page.getByText(t(lang, 'my_team.next_game.vs', { home: 'Pumas', away: 'Leones' })).first()).toBeVisible()
  // admin-only navigation is not offered
  await expect(page.getByRole('link', { name: t(lang, 'nav.users') })).toHaveCount(0)

  await page.getByRole('checkbox', { name: new RegExp(names[0] ?? '') }).check()
  await page.getByRole('checkbox', { name: new RegExp(names[2] ?? '') }).check()
  await expect(page.getByText(t(lang, 'my_team.lineup.count', { count: '2' }))).toBeVisible()
  await page.getByRole('button', { name: t(lang, 'my_team.lineup.save') }).click()
  await expect(page.getByText(t(lang, 'my_team.lineup.saved'))).toBeVisible()

  const saved = (await (await admin.get(`${base}/games/${game.id}/lineups`)).json()) as {
    home: { playerId: string }[]
    away: { firstname: string }[]
  }
  expect(saved.away.map((p) => p.firstname).sort()).toEqual(['Ana', 'Carla'])
  expect(saved.home.map((p) => p.playerId)).toEqual([rivalPlayer.id])

  // the delegate invites one of their players to the portal (decision 0045), with the staff's dialog
  const roster = page.getByRole('region', { name: t(lang, 'my_team.roster.title') })
  const invitee = uniqueEmail('delegate-invitee')
  await roster.getByRole('button', { name: t(lang, 'my_team.roster.invite_named', { name: names[1] ?? '' }) }).click()
  const dialog = page.getByRole('dialog', { name: t(lang, 'players.portal.invite') })
  await dialog.getByRole('textbox', { name: t(lang, 'auth.fields.email') }).fill(invitee)
  await dialog.getByRole('button', { name: t(lang, 'players.portal.send') }).click()
  await expect(dialog).toHaveCount(0)
  await expect(roster.getByText(t(lang, 'my_team.roster.account_invited'))).toBeVisible()
  await expect(
    roster.getByRole('button', { name: t(lang, 'my_team.roster.invite_named', { name: names[1] ?? '' }) }),
  ).toHaveCount(0)
  const { link } = await waitForMailLink(invitee)
  expect(link).toMatch(new RegExp(`/${lang}/player-invitations/[\\w-]+$`))

  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await shot(page, 'delegate-my-team-phone')
  await context.close()
  await admin.dispose()
})
