/**
 * Player accounts and cards on a phone (decisions 0045, 0046): a suspended player, invited by e-mail, signs up through
 * the link, links their record and lands on My page (the next game, the suspension); their card shows the QR and the
 * masked DNI, and opens again with no signal from the saved copy. Then the league's admin opens the game, loses the
 * signal, scans a picture of that card under "Check players" and sees the red answer with the suspension and her
 * photo; the check is sent when the signal is back, from another page. The league is made through the API; what is
 * tested goes through the pages.
 */
import { expect as baseExpect, test } from '@playwright/test'
import QRCode from 'qrcode'
import { E2E_BASE_URL } from '../playwright.config.ts'
import {
  apiPost,
  PASSWORD,
  signUpThroughApi,
  t,
  uniqueEmail,
  uniqueSuffix,
  VIEWPORTS,
  waitForMailLink,
} from './helpers.ts'

test.use({ serviceWorkers: 'allow' }) // the worker is part of this spec; the config blocks it elsewhere

const expect = baseExpect.configure({ timeout: 15_000 })

test('a suspended player sees their page and card; the admin scans the card offline', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000)
  const lang = 'en'
  const admin = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: 'card-admin',
    displayName: 'Ana',
    organization: `Liga Carnet ${uniqueSuffix()}`,
  })
  const base = `/api/orgs/${user.organization?.id ?? ''}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, { name: 'Apertura' })
  const home = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Leones' })
  const away = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Pumas' })
  const suspended = await apiPost<{ id: string }>(admin, `${base}/players`, {
    firstname: 'Sara',
    lastname: 'Leones',
    dni: '30123456',
    jerseyNumber: 5,
    teamId: home.id,
  })
  await apiPost(admin, `${base}/players`, { firstname: 'Lola', lastname: 'Leones', jerseyNumber: 7, teamId: home.id })
  await apiPost(admin, `${base}/tournaments/${tournament.id}/groups`, { name: 'A', teamIds: [home.id, away.id] })
  const game = await apiPost<{ id: string }>(admin, `${base}/games`, {
    tournamentId: tournament.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    playAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  })
  await apiPost(admin, `${base}/games/${game.id}/publish`, {})
  await apiPost(admin, `${base}/suspensions`, {
    tournamentId: tournament.id,
    playerId: suspended.id,
    teamId: home.id,
    gamesCount: 2,
    note: 'Tribunal',
  })
  // her photo: the check shows it, with no signal too
  const photo = await admin.post(`${base}/players/${suspended.id}/photo`, {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      file: { name: 'sara.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('Sara', { width: 200 }) },
    },
  })
  expect(photo.status(), await photo.text()).toBe(200)
  const email = uniqueEmail('card-player')
  await apiPost(admin, `${base}/players/${suspended.id}/invite`, { email, lang })
  const { link } = await waitForMailLink(email)
  expect(link).toMatch(new RegExp(`/${lang}/player-invitations/[\\w-]+$`))

  // --- the player: sign up through the link, link the record, My page, the card -------------------------------------
  const playerContext = await browser.newContext({ viewport: VIEWPORTS.phone })
  const page = await playerContext.newPage()
  await page.goto(link)
  await expect(
    page.getByText(t(lang, 'player_accounts.invitation_line', { player: 'Sara Leones', email })),
  ).toBeVisible()
  await page.getByRole('link', { name: t(lang, 'invitation.sign_up') }).click()
  const form = page.getByRole('form', { name: t(lang, 'auth.sign_up.title') })
  await expect(form.getByRole('textbox', { name: t(lang, 'auth.fields.email'), exact: true })).toHaveValue(email)
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.name'), exact: true }).fill('Sara Leones')
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.password'), exact: true }).fill(PASSWORD)
  await form.getByRole('textbox', { name: t(lang, 'auth.fields.password_confirmation'), exact: true }).fill(PASSWORD)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: t(lang, 'auth.sign_up.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/player-invitations/`))
  await page.getByRole('button', { name: t(lang, 'player_accounts.accept') }).click()

  // a new account names itself first; a player's only step (no league to create), then My page
  const userStep = page.getByRole('form', { name: t(lang, 'onboarding.user.title') })
  await expect(userStep.getByRole('textbox', { name: t(lang, 'profile.firstname'), exact: true })).toHaveValue('Sara')
  await expect(page.getByText(t(lang, 'onboarding.step_of', { step: '1', total: '2' }))).toHaveCount(0)
  await userStep.getByRole('button', { name: t(lang, 'onboarding.continue') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/me$`))
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'player_accounts.title') })).toBeVisible()
  const record = page.getByRole('region', { name: user.organization?.name ?? '' })
  await expect(record.getByText('Leones – Pumas')).toBeVisible()
  await expect(
    record.getByText(
      t(lang, 'player_accounts.suspension_line_other', { count: '2', tournament: 'Apertura', team: 'Leones' }),
    ),
  ).toBeVisible()

  await record.getByRole('link', { name: t(lang, 'player_accounts.open_card') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/me/players/${suspended.id}/card$`))
  const card = page.getByTestId('player-card')
  await expect(card.getByRole('heading', { name: 'Sara Leones' })).toBeVisible()
  await expect(card.getByRole('img', { name: t(lang, 'player_cards.qr_label') }).locator('svg')).toBeVisible()
  await expect(card).toContainText('30.***.456')
  await expect(card).not.toContainText('30123456')
  const cardResponse = await page.request.get(`/api/me/players/${suspended.id}/card`)
  expect(cardResponse.status(), await cardResponse.text()).toBe(200)
  const { token } = (await cardResponse.json()) as { token: string }
  const picture = await QRCode.toBuffer(token, { type: 'png', width: 480, margin: 4 })

  // at the field with no signal: the app, opened again, shows the card it saved (decision 0046)
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), { timeout: 60_000 })
    .toBe('activated')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)))
  await playerContext.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await playerContext.setOffline(true)
  await page.goto('about:blank')
  await page.close()
  const offlineCard = await playerContext.newPage()
  await offlineCard.goto(`/${lang}/me/players/${suspended.id}/card`)
  const savedCard = offlineCard.getByTestId('player-card')
  await expect(savedCard.getByRole('heading', { name: 'Sara Leones' })).toBeVisible({ timeout: 30_000 })
  await expect(savedCard.getByRole('img', { name: t(lang, 'player_cards.qr_label') }).locator('svg')).toBeVisible()
  await playerContext.close()

  // --- the admin at the field: the game opened with signal, then checked without it ---------------------------------
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.phone })
  await adminContext.addCookies((await admin.storageState()).cookies)
  const field = await adminContext.newPage()
  const keysLoaded = field.waitForResponse((r) => r.url().includes('/card-keys') && r.ok())
  const eligibilityLoaded = field.waitForResponse((r) => r.url().includes(`/games/${game.id}/eligibility`) && r.ok())
  const photoLoaded = field.waitForResponse((r) => r.url().includes('/api/uploads/') && r.ok())
  await field.goto(`/${lang}/games/${game.id}`)
  await Promise.all([keysLoaded, eligibilityLoaded, photoLoaded])
  const open = field.getByRole('button', { name: t(lang, 'player_cards.check.open') })
  await expect(open).toBeVisible()
  // the service worker controls the page: its precache serves the scanner's lazy code once the signal goes
  await expect
    .poll(
      () => field.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)),
      {
        timeout: 30_000,
      },
    )
    .toBe(true)
  // no signal: offline, and every API call fails as it would (e2e/offline.spec.ts)
  await adminContext.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await adminContext.setOffline(true)
  await open.click()
  const dialog = field.getByRole('dialog', { name: t(lang, 'player_cards.check.title') })
  await expect(dialog.getByText(t(lang, 'player_cards.check.loading'))).toHaveCount(0)
  await dialog.getByTestId('card-picture').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture })
  const outcome = dialog.getByTestId('check-outcome')
  await expect(outcome).toContainText(t(lang, 'player_cards.check.cannot_play'))
  await expect(outcome).toContainText('Sara Leones')
  await expect(outcome).toContainText(t(lang, 'eligibility.reasons.suspended_games', { count: '2' }))
  await expect(dialog.getByText(t(lang, 'player_cards.check.offline_note'))).toBeVisible()
  // her photo, saved with the game's list when it was opened with signal
  await expect(outcome.locator('img')).toHaveAttribute('src', /^data:image\//)
  await expect(dialog.getByText(t(lang, 'player_cards.check.pending', { count: '1' }))).toBeVisible()

  // the check goes to the server when the signal is back, whatever page is open then
  await dialog.getByRole('button', { name: t(lang, 'common.close') }).click()
  await field
    .getByRole('link', { name: /Apertura/ })
    .first()
    .click()
  await expect(field).not.toHaveURL(new RegExp(`/games/${game.id}$`))
  const sent = field.waitForRequest(
    (request) => request.url().endsWith('/cards/verify') && (request.postData() ?? '').includes('checkedAt'),
  )
  await adminContext.unroute('**/api/**')
  await adminContext.setOffline(false)
  const recorded = await (await sent).response()
  expect(recorded?.status()).toBe(200)
  const answer = (await recorded?.json()) as { game?: { eligible: boolean } } | undefined
  expect(answer?.game?.eligible).toBe(false)
  await adminContext.close()
  await admin.dispose()
})
