import { defineConfig } from '@playwright/test'
import { chromiumPath } from './scripts/chromium-path.ts'

const PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_BASE_URL = `http://localhost:${PORT}`
/**
 * Where the online-payment spec starts its fake Mercado Pago (online-payments-test-kit.ts): the port plus 10 000, so
 * parallel runs do not collide (plus 1000 would be NATS's 4222 for port 3222). The server is told to call it: only a
 * league that connects Mercado Pago ever does.
 */
export const E2E_FAKE_PROVIDERS_PORT = PORT + 10_000

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records the page at every step (its screencast, DOM snapshots): a quarter of the browser tests' CPU when
    // kept for every test. In CI a failed test runs once more, and that run is traced (docs/decisions/0052-ci-time.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A signed-in page registers the service worker, which then precaches the whole app (183 files): in every test's
    // fresh context, on the test's time. Only the specs of what the worker does (offline, installing, pushes,
    // updates) allow it, with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    command: 'node scripts/build-if-needed.ts && node e2e/server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      PUBLIC_URL: E2E_BASE_URL,
      MERCADOPAGO_API_URL: `http://127.0.0.1:${E2E_FAKE_PROVIDERS_PORT}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
