/**
 * Registers the service worker (built by vite-plugin-pwa from vite.config.ts: precached app shell, navigation
 * fallback) — the one place that does. Called by main.tsx once the page has loaded and gone idle, so the precaching
 * never competes with the first paint on a slow phone. A new build's worker waits (no skipWaiting) until the user
 * takes it from the prompt: then it takes control and the page reloads once, on the new shell.
 */
import { Workbox } from 'workbox-window'
import { markUpdateAvailable, setUpdateHandler } from './update-state.ts'

/** How often an open tab asks whether a new build is out (also on every return to the tab). */
const CHECK_EVERY_MS = 30 * 60 * 1000

export function registerServiceWorker(scriptUrl = '/sw.js') {
  if (!('serviceWorker' in navigator)) return
  const wb = new Workbox(scriptUrl, { scope: '/' })
  let isApplying = false
  // A worker waits for the user only when it would replace the one serving this page. On a first install (no
  // controller) Workbox also says "waiting" when activation takes over 200 ms (a slow phone, a busy machine): no prompt.
  wb.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) markUpdateAvailable('service-worker')
  })
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && isApplying) window.location.reload()
  })
  const registered = wb.register().catch(() => undefined)
  setUpdateHandler(async () => {
    isApplying = true
    const registration = await registered
    // The server has a newer build but this tab's worker has not seen it yet: fetch it first.
    if (registration && !registration.waiting) {
      await registration.update().catch(() => undefined)
      await installed(registration)
    }
    if (registration?.waiting) wb.messageSkipWaiting()
    else window.location.reload()
  })
  void registered.then((registration) => {
    if (!registration) return
    const check = () => void registration.update().catch(() => undefined)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check()
    })
    setInterval(check, CHECK_EVERY_MS)
  })
}

/** Waits (up to 15 s) for an installing worker to finish installing. */
function installed(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing
  if (!worker) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 15_000)
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' || worker.state === 'redundant') {
        clearTimeout(timer)
        resolve()
      }
    })
  })
}

/** After `load` and a moment of idle time: the service worker's downloads never slow the first paint. */
export function registerServiceWorkerWhenIdle() {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1))
    setTimeout(() => idle(() => registerServiceWorker()), 1_000)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
