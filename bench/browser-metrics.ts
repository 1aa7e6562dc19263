/**
 * A page as a phone on a slow network receives it (decision 0017): headless Chromium (Debian's, as the browser specs)
 * under Lighthouse's mobile conditions — 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4× slower, a 412×823 screen —
 * loads `url` and reports the bytes on the wire by resource type (CDP Network.loadingFinished encodedDataLength:
 * headers and compressed bodies, what the radio carries; nothing for what came from the memory, disk or service
 * worker cache) and the Largest Contentful Paint. With `runs` > 1, each figure is the median of the runs.
 *
 * Each run opens a fresh browser context (a first visit) unless `warm` is set: then one context loads the page once
 * unmeasured, so the measured runs are repeat visits (HTTP cache and service worker in place), as an admin opening
 * the dashboard again.
 *
 * With `BENCH_TRACE=1` each load prints its waterfall (every request: when it started and ended after navigation, its
 * bytes on the wire) and the LCP element, to see what a page waits for.
 */
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test'
import { fullChromiumPath } from '../scripts/chromium-path.ts'

export type ResourceKind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'fetch' | 'other'
export type PageBytes = Record<ResourceKind | 'total', number>
export type PageMetrics = { bytes: PageBytes; lcpMs: number }

export type MeasureOptions = {
  /** cookies for the page's origin (a signed-in session) */
  cookies?: { name: string; value: string; url?: string; domain?: string; path?: string }[]
  /** how many loads to take the median of (default 3) */
  runs?: number
  /** measure repeat visits: one unmeasured load first in the same context (default false) */
  warm?: boolean
  /** wait for this selector before reading LCP (the page's main content), besides the network going quiet */
  waitFor?: string
}

export const MOBILE_CONDITIONS = {
  latencyMs: 150,
  downloadBps: (1.6 * 1024 * 1024) / 8,
  uploadBps: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
} as const

const KINDS: Record<string, ResourceKind> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
  Fetch: 'fetch',
  XHR: 'fetch',
  EventSource: 'fetch',
}

function emptyBytes(): PageBytes {
  return { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, fetch: 0, other: 0, total: 0 }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_CONDITIONS.latencyMs,
    downloadThroughput: MOBILE_CONDITIONS.downloadBps,
    uploadThroughput: MOBILE_CONDITIONS.uploadBps,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CONDITIONS.cpuSlowdown })
  return cdp
}

/** One load of `url` in `context`, measured. */
async function loadOnce(context: BrowserContext, url: string, waitFor: string | undefined): Promise<PageMetrics> {
  const page = await context.newPage()
  try {
    const cdp = await throttle(page)
    const types = new Map<string, ResourceKind>()
    const bytes = emptyBytes()
    // what the service worker or a cache answered never crossed the network
    const local = new Set<string>()
    const trace = process.env.BENCH_TRACE === '1'
    const started = new Map<string, { url: string; at: number }>()
    const waterfall: string[] = []
    let navigationAt = 0
    if (trace) {
      cdp.on('Network.requestWillBeSent', (event) => {
        if (navigationAt === 0) navigationAt = event.timestamp
        started.set(event.requestId, { url: event.request.url, at: event.timestamp })
      })
    }
    cdp.on('Network.requestServedFromCache', (event) => {
      local.add(event.requestId)
    })
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, KINDS[event.type ?? ''] ?? 'other')
      const { fromServiceWorker, fromDiskCache, fromPrefetchCache } = event.response
      if (fromServiceWorker || fromDiskCache || fromPrefetchCache) local.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      if (local.has(event.requestId)) return
      const kind = types.get(event.requestId) ?? 'other'
      bytes[kind] += event.encodedDataLength
      bytes.total += event.encodedDataLength
      const request = started.get(event.requestId)
      if (request) {
        const ms = (at: number) => Math.round((at - navigationAt) * 1000)
        const where = new URL(request.url)
        waterfall.push(
          `${String(ms(request.at)).padStart(6)} → ${String(ms(event.timestamp)).padStart(6)} ms ` +
            `${(event.encodedDataLength / 1024).toFixed(1).padStart(7)} KB ${kind.padEnd(10)} ${where.pathname}${where.search}`,
        )
      }
    })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    if (waitFor) await page.locator(waitFor).first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined)
    // The last LCP candidate (buffered): the observer delivers the entries recorded so far in its first callback.
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const timer = setTimeout(() => resolve(0), 5_000)
          new PerformanceObserver((list) => {
            clearTimeout(timer)
            resolve(Math.max(...list.getEntries().map((entry) => entry.startTime)))
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    if (trace) {
      const element = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const timer = setTimeout(() => resolve('(none)'), 5_000)
            new PerformanceObserver((list) => {
              clearTimeout(timer)
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; size?: number }
              const node = last?.element
              resolve(
                node
                  ? `<${node.tagName.toLowerCase()}> "${(node.textContent ?? '').slice(0, 60)}" size ${last?.size}`
                  : '(removed)',
              )
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      process.stdout.write(`\n${url}: LCP ${Math.round(lcpMs)} ms on ${element}\n${waterfall.join('\n')}\n`)
    }
    await cdp.detach().catch(() => undefined)
    return { bytes, lcpMs }
  } finally {
    await page.close()
  }
}

/** Measures `url` (see the file's comment): medians of `runs` loads, first visits unless `warm`. */
export async function measurePage(url: string, options: MeasureOptions = {}): Promise<PageMetrics> {
  const runs = Math.max(1, options.runs ?? 3)
  const browser = await chromium.launch({
    executablePath: fullChromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const newContext = async () => {
      const context = await browser.newContext({
        viewport: MOBILE_CONDITIONS.viewport,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'allow',
      })
      if (options.cookies?.length) {
        const origin = new URL(url).origin
        await context.addCookies(
          options.cookies.map((c) => ({
            name: c.name,
            value: c.value,
            ...(c.domain ? { domain: c.domain, path: c.path ?? '/' } : { url: c.url ?? origin }),
          })),
        )
      }
      return context
    }
    const results: PageMetrics[] = []
    if (options.warm) {
      const context = await newContext()
      try {
        await loadOnce(context, url, options.waitFor)
        // the service worker registers after load and idle time, then precaches: let it finish before measuring
        await waitForServiceWorker(context, url)
        for (let i = 0; i < runs; i++) results.push(await loadOnce(context, url, options.waitFor))
      } finally {
        await context.close()
      }
    } else {
      for (let i = 0; i < runs; i++) {
        const context = await newContext()
        try {
          results.push(await loadOnce(context, url, options.waitFor))
        } finally {
          await context.close()
        }
      }
    }
    const bytes = emptyBytes()
    for (const kind of Object.keys(bytes) as (keyof PageBytes)[])
      bytes[kind] = median(results.map((r) => r.bytes[kind]))
    return { bytes, lcpMs: median(results.map((r) => r.lcpMs)) }
  } finally {
    await browser.close()
  }
}

/** Up to 60 s for the page's service worker to be active (precache done); no wait when none registers. */
async function waitForServiceWorker(context: BrowserContext, url: string) {
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page
      .waitForFunction(
        async () => {
          const registration = await navigator.serviceWorker?.getRegistration()
          return Boolean(registration?.active && !registration.installing && !registration.waiting)
        },
        undefined,
        { timeout: 60_000, polling: 500 },
      )
      .catch(() => undefined)
  } finally {
    await page.close()
  }
}
