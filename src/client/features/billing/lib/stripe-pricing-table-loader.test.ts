import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  loadPricingTableScript,
  PRICING_TABLE_ELEMENT,
  PRICING_TABLE_SCRIPT_URL,
  resetPricingTableScript,
} from './stripe-pricing-table-loader.ts'

interface FakeScript {
  src: string
  async: boolean
  dataset: Record<string, string>
  onload: (() => void) | null
  onerror: (() => void) | null
  isRemoved: boolean
  remove: () => void
}

/** A document, custom element registry and clock the loader can use without a browser (and without a network). */
function fakeEnvironment() {
  const scripts: FakeScript[] = []
  const defined = new Set<string>()
  const whenDefined: { name: string; resolve: () => void }[] = []
  const timers: { callback: () => void; ms: number; isCleared: boolean }[] = []
  const environment = {
    document: {
      createElement: () => {
        const script: FakeScript = {
          src: '',
          async: false,
          dataset: {},
          onload: null,
          onerror: null,
          isRemoved: false,
          remove: () => {
            script.isRemoved = true
          },
        }
        return script
      },
      head: { append: (script: FakeScript) => scripts.push(script) },
    } as unknown as Document,
    customElements: {
      get: (name: string) => (defined.has(name) ? (class {} as CustomElementConstructor) : undefined),
      whenDefined: (name: string) =>
        new Promise<CustomElementConstructor>((resolve) => {
          whenDefined.push({ name, resolve: () => resolve(class {} as CustomElementConstructor) })
        }),
    },
    setTimeout: (callback: () => void, ms: number) => {
      const timer = { callback, ms, isCleared: false }
      timers.push(timer)
      return timer
    },
    clearTimeout: (handle: unknown) => {
      ;(handle as { isCleared: boolean }).isCleared = true
    },
  }
  const define = () => {
    defined.add(PRICING_TABLE_ELEMENT)
    for (const waiting of whenDefined) waiting.resolve()
  }
  return { environment, scripts, timers, define }
}

afterEach(() => {
  resetPricingTableScript()
  vi.restoreAllMocks()
})

describe('loadPricingTableScript', () => {
  it('injects Stripe’s script once, async, and resolves loaded when it defines the element', async () => {
    const { environment, scripts, timers, define } = fakeEnvironment()
    const first = loadPricingTableScript({}, environment)
    const second = loadPricingTableScript({}, environment)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatchObject({ src: PRICING_TABLE_SCRIPT_URL, async: true })
    define()
    scripts[0]?.onload?.()
    await expect(first).resolves.toBe('loaded')
    await expect(second).resolves.toBe('loaded')
    expect(timers[0]?.isCleared).toBe(true)
    // Once defined, nothing more is injected.
    await expect(loadPricingTableScript({}, environment)).resolves.toBe('loaded')
    expect(scripts).toHaveLength(1)
  })

  it('waits for the element when the script defines it after its load event', async () => {
    const { environment, scripts, define } = fakeEnvironment()
    const loading = loadPricingTableScript({}, environment)
    scripts[0]?.onload?.()
    define()
    await expect(loading).resolves.toBe('loaded')
  })

  it('resolves failed (never rejects, never logs) when the script cannot load, and tries afresh next time', async () => {
    const error = vi.spyOn(console, 'error')
    const { environment, scripts } = fakeEnvironment()
    const loading = loadPricingTableScript({}, environment)
    scripts[0]?.onerror?.()
    await expect(loading).resolves.toBe('failed')
    expect(scripts[0]?.isRemoved).toBe(true)
    expect(error).not.toHaveBeenCalled()

    const retry = loadPricingTableScript({}, environment)
    expect(scripts).toHaveLength(2)
    scripts[1]?.onerror?.()
    await expect(retry).resolves.toBe('failed')
  })

  it('gives up after the timeout when the script never answers', async () => {
    const { environment, scripts, timers } = fakeEnvironment()
    const loading = loadPricingTableScript({ timeoutMs: 5000 }, environment)
    expect(timers[0]?.ms).toBe(5000)
    timers[0]?.callback()
    await expect(loading).resolves.toBe('failed')
    expect(scripts[0]?.isRemoved).toBe(true)
    // A late load changes nothing.
    scripts[0]?.onload?.()
    await expect(loading).resolves.toBe('failed')
  })
})
