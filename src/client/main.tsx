import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { splitLocalePath } from '#domain/navigation/locale-path.ts'
import { isPublicPath } from '#domain/navigation/resolve-redirect.ts'
import { Providers } from './app/providers.tsx'
import { createAppRouter } from './app/router.tsx'
import { initI18n, setLeagueCountry } from './lib/i18n.ts'
import { getStoredLang } from './lib/lang.ts'
import { bootOffline, whenOfflineStarted } from './lib/offline/offline-boot.ts'
import { swapInWhenReady } from './lib/prerendered.ts'
import { setOwnBuild } from './lib/pwa/app-build.ts'
import { createQueryClient } from './lib/query-client.ts'
import type { Me } from './lib/session/session-api.ts'
import {
  activeOrganizationIdOf,
  configQueryOptions,
  meQueryOptions,
  organizationQueryOptions,
} from './lib/session/use-session.ts'
import { configureZod } from './lib/zod-config.ts'

// before any zod module runs (they are in lazy chunks): no eval under the CSP
configureZod()

async function start() {
  // this file is the entry chunk: its URL names the build this page runs (compared with the server's, app-build.ts)
  setOwnBuild(import.meta.url)
  const { lang: pathLang, path } = splitLocalePath(window.location.pathname)
  const lang = pathLang ?? getStoredLang()
  const queryClient = createQueryClient()
  // the data last seen, restored before the first render when this browser saved some (with no signal the portal
  // opens on it); otherwise the offline module loads once someone is signed in (lib/offline/offline-boot.ts)
  const restored = bootOffline(queryClient)
  // The session is asked for now, not when the session gate first renders: that waits for the messages and for the
  // page's lazy chunks (React Router loads them before rendering). A signed-in page also starts its first data now.
  const me = queryClient.fetchQuery({ ...meQueryOptions, gcTime: Number.POSITIVE_INFINITY }).catch(() => null)
  if (!isPublicPath(path)) {
    // the signed-in shell and the libraries it imports (`app-ui`): fetched now, alongside the messages, rather than
    // once the router exists; the router's lazy route then finds the module loaded
    void import('./app/shell/app-shell.tsx').catch(() => undefined)
    void queryClient.fetchQuery({ ...configQueryOptions, gcTime: Number.POSITIVE_INFINITY }).catch(() => undefined)
    // The organization (name, time zone, country) as soon as the session names it: its country picks the messages'
    // variant (Argentine Spanish), loaded now rather than after the first render, which it would redo.
    const organization = me.then((signedIn) => {
      const organizationId = activeOrganizationIdOf((signedIn as Me | null) ?? null)
      if (!organizationId) return null
      return queryClient
        .ensureQueryData({ ...organizationQueryOptions(organizationId), revalidateIfStale: true })
        .then((data) => {
          void setLeagueCountry(data.leagues[0]?.country ?? null)
          return data
        })
        .catch(() => null)
    })
    void Promise.all([me, organization, import('./app/prefetch-page-data.ts')]).then(
      ([signedIn, _, { prefetchPageData }]) => prefetchPageData(queryClient, path, (signedIn as Me | null) ?? null),
    )
  }
  // a signed-in page loads the app's messages with the public ones (both preloaded), so that a variant switch (the
  // league's country, known any moment) loads both of its parts at once
  await initI18n(lang, { withAppMessages: !isPublicPath(path) })
  // React Router starts loading the page's lazy chunks as it is created: alongside the restore, not after it (after
  // the messages, whose language the lazy routes' message loading reads)
  const router = createAppRouter()
  await restored
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  // the snapshot of the page last seen is painted once the session is confirmed (decision 0033): wait for its decision
  await window.snapshotSettled?.catch(() => undefined)
  // a prerendered signed-out page stays until the app shows its own page (lib/prerendered.ts)
  swapInWhenReady(container)
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}

void start()
if (import.meta.env.PROD) {
  // The service worker precaches the whole app (~470 KB brotli) so that a signed-in user can open it with no
  // signal: it registers once someone is signed in (the offline module started), not for every first visitor of the
  // sign-in page. A worker already running (an earlier visit) is registered at once, so it keeps checking for updates.
  const registerWorker = () =>
    void import('./lib/pwa/register-sw.ts').then(({ registerServiceWorkerWhenIdle }) => registerServiceWorkerWhenIdle())
  if (navigator.serviceWorker?.controller) registerWorker()
  else void whenOfflineStarted().then(registerWorker)
}
