/**
 * One page load measured in headless Chromium as a phone on a slow network would see it: CDP throttling (150 ms RTT,
 * 1.6 Mbps down, 750 kbps up, CPU 4× slower, 412×823), bytes on the wire per resource type (CDP
 * `encodedDataLength`, what was transferred, headers included, not file sizes) and the Largest Contentful Paint. Each
 * run uses a fresh browser context (an empty cache); the figures are the median of `runs` (default 3).
 */
import { type Cookie, chromium } from '@playwright/test'

export type ByteKind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'fetch' | 'other' | 'total'

const KINDS: Record<string, ByteKind> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
  Fetch: 'fetch',
  XHR: 'fetch',
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export async function measurePage(
  url: string,
  options: { cookies?: Cookie[]; runs?: number } = {},
): Promise<{ bytes: Record<ByteKind, number>; lcpMs: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  const runs: { bytes: Record<ByteKind, number>; lcpMs: number }[] = []
  try {
    for (let i = 0; i < (options.runs ?? 3); i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 2.625,
        isMobile: true,
        hasTouch: true,
      })
      if (options.cookies) await context.addCookies(options.cookies)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const typeOf = new Map<string, ByteKind>()
      const bytes: Record<ByteKind, number> = {
        document: 0,
        script: 0,
        stylesheet: 0,
        image: 0,
        font: 0,
        fetch: 0,
        other: 0,
        total: 0,
      }
      cdp.on('Network.responseReceived', (e) => typeOf.set(e.requestId, KINDS[e.type ?? ''] ?? 'other'))
      cdp.on('Network.loadingFinished', (e) => {
        const kind = typeOf.get(e.requestId) ?? 'other'
        bytes[kind] += e.encodedDataLength
        bytes.total += e.encodedDataLength
      })
      await page.addInitScript(() => {
        ;(window as unknown as { __lcp: number }).__lcp = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForTimeout(1500)
      const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp)
      runs.push({ bytes, lcpMs })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const kinds = Object.keys(runs[0]?.bytes ?? {}) as ByteKind[]
  return {
    bytes: Object.fromEntries(kinds.map((k) => [k, median(runs.map((r) => r.bytes[k]))])) as Record<ByteKind, number>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
  }
}
