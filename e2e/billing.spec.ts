/**
 * Browser: billing notices with billing ON. The shared e2e server runs without Stripe keys (billing off, as
 * every other spec expects), so this spec starts its own portal process with dummy Stripe keys on E2E_BILLING_PORT
 * (default 3211) and its own data dir. Subscription states are set the way Stripe sets them: signed webhook events
 * (the spec knows the webhook secret), and by the super admin API. No request leaves the machine.
 *
 * Selectors are language-agnostic `data-testid`s the web app provides:
 *   billing-issue-notice (the notice; inside it billing-issue-fix and billing-issue-help), argentina-setup-notice.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import Stripe from 'stripe'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.E2E_BILLING_PORT ?? 3211)
const BASE = `http://localhost:${PORT}`
const DATA_DIR = path.join(ROOT, '.tmp/e2e-billing-data')
const SHOTS = path.join(ROOT, 'test-results')
const SUPER_ADMIN = { email: 'billing-super@example.com', password: 'super-secret-1' }
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_dummy',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_dummy_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_dummy',
  STRIPE_PRICING_TABLE_ID_ES: 'prctbl_e2e_es',
  STRIPE_PRICING_TABLE_ID_EN: 'prctbl_e2e_en',
  // Never reached: the spec opens no customer portal. Points the SDK at a closed local port just in case.
  STRIPE_API_BASE: 'http://127.0.0.1:9',
}
const signer = new Stripe(STRIPE_ENV.STRIPE_SECRET_KEY)

let server: ChildProcess | undefined

test.use({ baseURL: BASE })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  // Node 24 of the project (the `node` devDependency) runs the TypeScript server directly.
  const node = path.join(ROOT, 'node_modules/node/bin/node')
  server = spawn(fs.existsSync(node) ? node : process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...STRIPE_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR,
      DATABASE_URL: '',
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  server.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the billing e2e server exited: ${stderr}`)
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the billing e2e server did not start: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const config = (await (await fetch(`${BASE}/api/config`)).json()) as { billingEnabled: boolean }
  if (!config.billingEnabled) throw new Error('billing is not enabled on the billing e2e server')
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
})

let counter = 0
function uniqueEmail(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now()}-${counter}@example.com`
}

/** Signs up through the API in the page's context (the browser gets the session cookie) and creates a league. */
async function signUpWithLeague(page: Page, country: string) {
  const request = page.request
  const email = uniqueEmail(`billing-${country.toLowerCase()}`)
  const headers = { origin: BASE }
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password: 'correct-horse-1', name: 'Ana', acceptTerms: true },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  const me = await request.patch('/api/me', { headers, data: { displayName: 'Ana' } })
  expect(me.status(), await me.text()).toBe(200)
  const org = await request.post('/api/orgs', {
    headers,
    data: { name: `Liga ${country} ${counter}`, leagues: [{ name: 'Primera', country }] },
  })
  expect(org.status(), await org.text()).toBe(201)
  return { email, orgId: ((await org.json()) as { id: string }).id }
}

/** Sends a Stripe-signed event to the webhook, as Stripe would. */
async function sendStripeEvent(request: APIRequestContext, type: string, object: unknown, created: number) {
  counter += 1
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now()}_${counter}`,
    object: 'event',
    type,
    created,
    data: { object },
  })
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET })
  const res = await request.post('/api/billing/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** Checkout, then Stripe reports the subscription past due (a failed renewal): the portal's status `error`. */
async function putInBillingIssue(request: APIRequestContext, orgId: string) {
  const now = Math.floor(Date.now() / 1000)
  const customer = `cus_e2e_${counter}`
  const subscription = `sub_e2e_${counter}`
  await sendStripeEvent(
    request,
    'checkout.session.completed',
    {
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: orgId,
      customer,
      subscription,
      payment_status: 'paid',
    },
    now - 60,
  )
  await sendStripeEvent(
    request,
    'customer.subscription.updated',
    { id: subscription, object: 'subscription', customer, status: 'past_due', items: { data: [] }, metadata: {} },
    now,
  )
}

function pathAndQuery(page: Page) {
  const url = new URL(page.url())
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

test.describe('billing notices (billing on)', () => {
  test('an organization with a billing issue sees the notice and is kept on the dashboard', async ({ page }) => {
    const { orgId } = await signUpWithLeague(page, 'ES')
    await putInBillingIssue(page.request, orgId)
    const org = await page.request.get(`/api/orgs/${orgId}`)
    expect(((await org.json()) as { subscription: { status: string } }).subscription.status).toBe('error')

    await page.goto('/en/dashboard')
    await expect(page.getByTestId('billing-issue-notice')).toBeVisible()
    await expect.poll(() => pathAndQuery(page)).toEqual({ path: '/en/dashboard', query: { billingIssue: '1' } })
    await expect(page.getByTestId('billing-issue-fix')).toBeVisible()
    await expect(page.getByTestId('billing-issue-help')).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, 'billing-issue-dashboard-en.png'), fullPage: true })

    // Reloading keeps it there: a billing issue is a notice, not a redirect to the subscription page.
    await page.reload()
    await expect(page.getByTestId('billing-issue-notice')).toBeVisible()
    expect(pathAndQuery(page).path).toBe('/en/dashboard')

    // "Get help" leads to the help page.
    await page.getByTestId('billing-issue-help').click()
    await expect.poll(() => pathAndQuery(page).path).toBe('/en/help')
  })

  test('an Argentina organization without subscription sees its notice on the dashboard', async ({ page }) => {
    const { orgId } = await signUpWithLeague(page, 'AR')

    await page.goto('/es/users')
    await expect(page.getByTestId('argentina-setup-notice')).toBeVisible()
    await expect
      .poll(() => pathAndQuery(page))
      .toEqual({ path: '/es/dashboard', query: { argentinaSetupPending: '1' } })
    await expect(page.getByTestId('billing-issue-notice')).toHaveCount(0)
    await page.screenshot({ path: path.join(SHOTS, 'billing-argentina-dashboard-es.png'), fullPage: true })

    // Once a super admin sets the subscription by hand, the notice and the redirect are gone.
    const admin = await page.context().browser()?.newContext({ baseURL: BASE })
    if (!admin) throw new Error('no browser')
    try {
      const signIn = await admin.request.post('/api/auth/sign-in/email', {
        headers: { origin: BASE },
        data: SUPER_ADMIN,
      })
      expect(signIn.status(), await signIn.text()).toBe(200)
      const set = await admin.request.put(`/api/admin/orgs/${orgId}/subscription`, {
        headers: { origin: BASE },
        data: { status: 'manual', plan: 'Convenio', note: 'transferencia' },
      })
      expect(set.status(), await set.text()).toBe(200)
    } finally {
      await admin.close()
    }
    await page.goto('/es/users')
    await expect.poll(() => pathAndQuery(page)).toEqual({ path: '/es/users', query: {} })
    await expect(page.getByTestId('argentina-setup-notice')).toHaveCount(0)
  })

  test('an organization without subscription outside Argentina is sent to the subscription page', async ({ page }) => {
    await signUpWithLeague(page, 'UY')
    await page.goto('/en/dashboard')
    await expect.poll(() => pathAndQuery(page).path).toBe('/en/subscription')
    await expect(page.getByTestId('argentina-setup-notice')).toHaveCount(0)
    await page.screenshot({ path: path.join(SHOTS, 'billing-subscription-en.png'), fullPage: true })
  })
})
