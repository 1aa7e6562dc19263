import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { z } from 'zod'
import { splitLocalePath } from '#domain/navigation/locale-path.ts'
import { Providers } from './app/providers.tsx'
import { createAppRouter } from './app/router.tsx'
import { initI18n } from './lib/i18n.ts'
import { getStoredLang } from './lib/lang.ts'
import { startOffline } from './lib/offline/offline-runtime.ts'
import { swapInWhenReady } from './lib/prerendered.ts'
import { setOwnBuild } from './lib/pwa/app-build.ts'
import { createQueryClient } from './lib/query-client.ts'

// zod would try `new Function` to speed up parsing; the CSP allows no eval (decision 0015)
z.config({ jitless: true })

async function start() {
  // this file is the entry chunk: its URL names the build this page runs (compared with the server's, app-build.ts)
  setOwnBuild(import.meta.url)
  const lang = splitLocalePath(window.location.pathname).lang ?? getStoredLang()
  await initI18n(lang)
  const queryClient = createQueryClient()
  // the data last seen, restored before the first render: with no signal the portal opens on it
  await startOffline(queryClient)
  const router = createAppRouter()
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
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
  void import('./lib/pwa/register-sw.ts').then(({ registerServiceWorkerWhenIdle }) => registerServiceWorkerWhenIdle())
}
