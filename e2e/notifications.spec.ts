/**
 * Notifications (decision 0047) in the browser: a team's delegate is told when the admin moves a published game of
 * their team — the top bar's bell counts it and its menu lists it — and the service worker shows a Web Push (delivered
 * through the DevTools protocol, as a push service would) with the link in its data. The league, the delegate and the
 * game are made through the API. Settings → Notifications saves a channel.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import config, { E2E_BASE_URL } from '../playwright.config.ts'
import { fullChromiumPath } from '../scripts/chromium-path.ts'
import { addMember, apiPost, signUpThroughApi, t, uniqueSuffix, VIEWPORTS } from './helpers.ts'

test.use({
  serviceWorkers: 'allow', // the worker is part of this spec; the config blocks it elsewhere
  // the notifications a service worker shows need the full browser: the headless shell has no notification platform
  launchOptions: { ...config.use?.launchOptions, executablePath: fullChromiumPath() },
})

type Inbox = { unread: number; items: { kind: string; title: string; link: string }[] }

async function inboxOf(api: APIRequestContext): Promise<Inbox> {
  const res = await api.get('/api/me/notifications')
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Inbox
}

test('a delegate hears of a moved game in the bell, and the service worker shows a push', async ({
  browser,
  playwright,
}) => {
  const lang = 'en'
  const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const user = await signUpThroughApi(admin, {
    prefix: 'notify-admin',
    displayName: 'Ana',
    organization: `Liga Avisos ${uniqueSuffix()}`,
  })
  const orgId = user.organization?.id ?? ''
  const base = `/api/orgs/${orgId}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, { name: 'Apertura' })
  const own = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Leones' })
  const rival = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Pumas' })
  await apiPost(admin, `${base}/tournaments/${tournament.id}/groups`, { name: 'A', teamIds: [own.id, rival.id] })
  const cookies = await addMember(playwright, admin, orgId, 'delegate', {
    prefix: 'notify-delegate',
    firstname: 'Delia',
    lastname: 'Gada',
    teamIds: [own.id],
  })
  const delegate = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies, origins: [] },
  })
  const headers = { origin: E2E_BASE_URL }

  // a published game tells the delegate once (game.scheduled); read it, so that only the move counts below
  const game = await apiPost<{ id: string; version: number }>(admin, `${base}/games`, {
    tournamentId: tournament.id,
    homeTeamId: own.id,
    awayTeamId: rival.id,
    playAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  })
  const published = await apiPost<{ version: number }>(admin, `${base}/games/${game.id}/publish`, {
    version: game.version,
  })
  await expect.poll(async () => (await inboxOf(delegate)).unread, { timeout: 15_000 }).toBe(1)
  expect((await delegate.post('/api/me/notifications/read', { headers, data: {} })).status()).toBe(200)

  // the admin moves it; the worker's fan-out writes the delegate's inbox row within a few seconds
  const moved = await admin.patch(`${base}/games/${game.id}`, {
    headers,
    data: { version: published.version, playAt: new Date(Date.now() + 6 * 86_400_000).toISOString() },
  })
  expect(moved.status(), await moved.text()).toBe(200)
  await expect.poll(async () => (await inboxOf(delegate)).unread, { timeout: 15_000 }).toBe(1)
  const [item] = (await inboxOf(delegate)).items
  expect(item?.kind).toBe('game.moved')

  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true })
  await context.addCookies(cookies)
  await context.grantPermissions(['notifications'])
  const page = await context.newPage()
  await page.goto(`/${lang}/dashboard`)
  const bell = page.getByRole('button', { name: t(lang, 'shell.notifications', { count: '1' }) })
  await expect(bell).toBeVisible()
  await expect(bell).toContainText('1')
  await bell.click()
  await expect(page.getByRole('menuitem', { name: new RegExp(item?.title ?? 'missing') })).toBeVisible()
  await page.keyboard.press('Escape')

  // the PWA's service worker shows a push with its link in the notification's data
  const cdp = await context.newCDPSession(page)
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const own = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin))
      if (own) resolve(own.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const registrationId = await registered
  const origin = new URL(page.url()).origin
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ title: 'Leones – Pumas moved', body: 'Saturday 18:00', url: `/${lang}/my-team` }),
  })
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready
          const shown = await registration.getNotifications()
          return shown.map((n) => ({ title: n.title, body: n.body, link: (n.data as { link?: string })?.link }))
        }),
      { timeout: 10_000 },
    )
    .toEqual([{ title: 'Leones – Pumas moved', body: 'Saturday 18:00', link: `/${lang}/my-team` }])

  // Settings → Notifications: result e-mails (off by default) turned on and saved with a toast
  await page.goto(`/${lang}/settings`)
  await expect(page.getByRole('switch', { name: t(lang, 'notifications.settings.device') })).toBeVisible()
  const resultMails = page.getByRole('checkbox', {
    name: `${t(lang, 'notifications.categories.results')}: ${t(lang, 'notifications.channels.email')}`,
  })
  await expect(resultMails).not.toBeChecked()
  await resultMails.check()
  await page.getByRole('button', { name: t(lang, 'notifications.settings.save') }).click()
  await expect(page.getByText(t(lang, 'notifications.settings.saved'))).toBeVisible()
  const saved = (await (await delegate.get('/api/me/notification-settings')).json()) as {
    channels: { results: { email: boolean } }
  }
  expect(saved.channels.results.email).toBe(true)

  await context.close()
  await delegate.dispose()
  await admin.dispose()
})
