/**
 * Loads Stripe's pricing-table web component (`<stripe-pricing-table>`) on demand: only the subscription page calls
 * this, so no other page (the sign-in page above all) ever contacts Stripe. Never rejects and never logs: a script that
 * fails or does not answer in time resolves to 'failed', and the page shows its own fallback.
 */
export const PRICING_TABLE_SCRIPT_URL = 'https://js.stripe.com/v3/pricing-table.js'
export const PRICING_TABLE_ELEMENT = 'stripe-pricing-table'
/** How long to wait for the script before showing the fallback (a stalled connection fires no error). */
export const PRICING_TABLE_TIMEOUT_MS = 12_000

export type PricingTableScriptState = 'loaded' | 'failed'

interface LoaderEnvironment {
  document: Document
  customElements: Pick<CustomElementRegistry, 'get' | 'whenDefined'>
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const browserEnvironment = (): LoaderEnvironment => ({
  document,
  customElements,
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
})

let pending: Promise<PricingTableScriptState> | null = null

/**
 * Injects `<script src=pricing-table.js async>` once. Concurrent callers share one attempt; after a failure the tag is
 * removed and the next call (the "try again" button) starts a fresh one.
 */
export function loadPricingTableScript(
  { timeoutMs = PRICING_TABLE_TIMEOUT_MS }: { timeoutMs?: number } = {},
  environment: LoaderEnvironment = browserEnvironment(),
): Promise<PricingTableScriptState> {
  if (environment.customElements.get(PRICING_TABLE_ELEMENT)) return Promise.resolve('loaded')
  if (pending) return pending

  const attempt = new Promise<PricingTableScriptState>((resolve) => {
    const { document: doc } = environment
    const script = doc.createElement('script')
    script.src = PRICING_TABLE_SCRIPT_URL
    script.async = true
    script.dataset.stripePricingTable = ''
    let timer: unknown = null
    let isDone = false
    const finish = (state: PricingTableScriptState) => {
      if (isDone) return
      isDone = true
      if (timer !== null) environment.clearTimeout(timer)
      timer = null
      script.onload = null
      script.onerror = null
      if (state === 'failed') script.remove()
      resolve(state)
    }
    script.onload = () => {
      if (environment.customElements.get(PRICING_TABLE_ELEMENT)) {
        finish('loaded')
        return
      }
      // Defined a moment later: still within the timeout.
      environment.customElements.whenDefined(PRICING_TABLE_ELEMENT).then(
        () => finish('loaded'),
        () => finish('failed'),
      )
    }
    script.onerror = () => finish('failed')
    timer = environment.setTimeout(() => finish('failed'), timeoutMs)
    doc.head.append(script)
  })
  pending = attempt
  void attempt.then((state) => {
    if (state === 'failed' && pending === attempt) pending = null
  })
  return attempt
}

/** For tests: forget the shared attempt. */
export function resetPricingTableScript(): void {
  pending = null
}
