/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH` when set, else Debian's old headless shell
 * (`apt-get install chromium-headless-shell`), else Debian's Chromium. The headless shell is the browser without
 * its windowing half (no GPU process, no browser UI): the same Blink and V8, for about a quarter less CPU a test,
 * which is most of what the CI run spends (docs/decisions/0052-ci-time.md). What the shell lacks takes the full
 * browser (`fullChromiumPath`): a service worker's notifications (e2e/notifications.spec.ts), and the bench's page
 * budgets (bench/browser-metrics.ts), measured in what a person runs.
 */
import fs from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM
}

/** The full browser: `CHROMIUM_PATH` when set, else Debian's Chromium. */
export function fullChromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? FULL_CHROMIUM
}
