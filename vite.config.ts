import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './scripts/vite-precompress.ts'
import { prerender } from './scripts/vite-prerender.ts'
import { type LocalePart, pickLocalePart } from './src/client/locales/locale-parts.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * `virtual:locale/es/public` → the public sections of src/client/locales/es.json (and `/app` the rest), so the
 * sign-in page does not download every message of the app. The JSON files stay whole (one per language).
 */
function localeParts(): Plugin {
  const PREFIX = 'virtual:locale/'
  return {
    name: 'locale-parts',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      const [lang, part] = id.slice(PREFIX.length + 1).split('/')
      if ((lang !== 'es' && lang !== 'es-AR' && lang !== 'en') || (part !== 'public' && part !== 'app')) {
        this.error(`Unknown locale part ${id.slice(1)}`)
      }
      const file = fromRoot(`./src/client/locales/${lang}.json`)
      this.addWatchFile(file)
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      return `export default ${JSON.stringify(pickLocalePart(messages, part as LocalePart))}`
    },
  }
}

/**
 * The entry chunk is fetched at once (modulepreload) but runs once index.html's page-snapshot script has decided
 * (`window.snapshotSettled`): its evaluation holds a slow phone's main thread for most of a second, and the snapshot
 * that the session check allows (decision 0033) would be painted only after it. The app renders after that decision
 * anyway (main.tsx awaits it). A page without the snapshot script (a prerendered signed-out page) runs it at once.
 */
function entryAfterSnapshot(): Plugin {
  const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/entry-[\w-]+\.js)"><\/script>/
  return {
    name: 'entry-after-snapshot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY_TAG.test(html)) throw new Error('entry-after-snapshot: the entry script tag was not found')
        return html.replace(
          ENTRY_TAG,
          (_, src: string) =>
            `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module">` +
            `;(window.snapshotSettled ?? Promise.resolve()).finally(() => import('${src}'))</script>`,
        )
      },
    },
  }
}

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null }

/**
 * Chunk names for the sign-in page: everything `main.tsx` imports statically goes into one `entry` chunk, and what the
 * sign-in page adds (its layout and form) into one `sign-in` chunk. Rolldown would otherwise split the modules these
 * share with lazy pages into a dozen small chunks, which compress worse and cost requests.
 */
function signInChunks() {
  // Names the bench (bench/platform.bench.ts) recognizes: `sign-in-route-*.js` and `es-*.js`.
  const ENTRY = fromRoot('./src/client/main.tsx')
  const SIGN_IN_ROOTS = [
    fromRoot('./src/client/app/routes/sign-in-route.tsx'),
    fromRoot('./src/client/app/layouts/public-layout.tsx'),
  ]
  // Libraries of single pages or single jobs stay out of `app-ui`: the date pickers and their date library, forms
  // and their schemas, the service worker's client and IndexedDB, the player card's jose and qr-scanner (decision 0046;
  // own chunks, loaded on first use); the toasts (notistack, loaded on the first toast), passkeys' WebAuthn client, and
  // the autocomplete fields with their popper, which no page's first paint needs (decision 0017); CSV and QR codes are
  // the server's now
  const NOT_APP_UI =
    /node_modules\/(@mui\/x-|dayjs|zod|react-hook-form|@hookform|workbox-|idb-keyval|@standard-schema|jose|qr-scanner|notistack|@simplewebauthn|@popperjs|@mui\/material\/(useAutocomplete|Autocomplete|Popper))/
  const memo = new Map<string, boolean>()
  const reaches = (id: string, roots: string[], graph: ModuleGraph, seen = new Set<string>()): boolean => {
    if (roots.includes(id)) return true
    const key = `${roots[0]}|${id}`
    const known = memo.get(key)
    if (known !== undefined) return known
    if (seen.has(id)) return false
    seen.add(id)
    const found = (graph.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, roots, graph, seen))
    memo.set(key, found)
    return found
  }
  const name = (id: string, graph: ModuleGraph) => {
    // Messages: `es` (what the sign-in page needs) and `es-app` (the rest), likewise for en and es-AR (its overrides).
    const locale = /^\0virtual:locale\/(es|es-AR|en)\/(public|app)$/.exec(id)
    if (locale) return locale[2] === 'public' ? locale[1] : `${locale[1]}-app`
    // Only our own modules: libraries are left to automatic chunking (grouping them drags in code that only lazy
    // pages use, since not every static import of a library module is used by the entry), or to `appUi` below.
    if (!id.startsWith(fromRoot('./src/'))) return null
    if (reaches(id, [ENTRY], graph)) return 'entry'
    if (reaches(id, SIGN_IN_ROOTS, graph)) return 'sign-in-route'
    return null
  }
  /**
   * The library modules (MUI, emotion, TanStack hooks…) that the entry and sign-in chunks did not take, in one `app-ui`
   * chunk (without their dependencies, which
   * the entry may share). Split automatically, they were some forty small chunks importing one another, which the
   * browser discovered three levels deep: one round of fetching and parsing per level before the dashboard could
   * render, about a second on a slow phone (decision 0017).
   */
  const appUi = (id: string) => {
    if (!id.includes('/node_modules/') || NOT_APP_UI.test(id)) return null
    return 'app-ui'
  }
  return { name, appUi }
}

const chunkNames = signInChunks()

// The package.json "imports" aliases, spelled out so every tool resolves them the same way.
const alias = [
  { find: /^#client\/(.*)$/, replacement: `${fromRoot('./src/client/')}$1` },
  { find: /^#domain\/(.*)$/, replacement: `${fromRoot('./src/domain/')}$1` },
]

export default defineConfig({
  plugins: [
    react(),
    localeParts(),
    entryAfterSnapshot(),
    // The service worker (decision 0017): precaches the app shell (HTML, JavaScript, CSS, icons) and answers the app's
    // navigations with it, so the portal opens with no signal. Registered by src/client/lib/pwa/ after the page has
    // loaded; a new build waits for the user's "reload" (registerType prompt). The manifests are public/*.webmanifest,
    // one per language (start_url in the user's language). Pushes are shown by public/sw-push.js (decision 0047).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      strategies: 'generateSW',
      workbox: {
        globPatterns: ['**/*.{js,css,html}', 'icons/*.png', '*.webmanifest'],
        // The prerendered signed-out pages are for a first visit over the network; the worker answers with the shell.
        globIgnores: ['prerendered/**'],
        navigateFallback: '/index.html',
        // Not the API, and not the server-rendered public league pages (/{lang}/l/…).
        navigateFallbackDenylist: [/^\/api\//, /^\/(es|en)\/l(\/|$)/],
        // The admin app's chunks are under 600 kB raw; this only keeps a future large chunk from failing the build.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The first install takes the open page (its build is the one precached), so lazy chunks it has not loaded yet
        // come from the precache once the signal goes (decision 0018). Updates still wait for the user's "reload".
        clientsClaim: true,
        skipWaiting: false,
        // Web Push: the `push` and `notificationclick` handlers (decision 0047), a plain script in public/.
        importScripts: ['/sw-push.js'],
      },
    }),
    // The signed-out pages as static HTML (before precompress, which then compresses them too).
    prerender({
      entry: fromRoot('./src/client/prerender/prerender-entry.tsx'),
      plugins: () => [react(), localeParts()],
      alias,
    }),
    precompress(),
  ],
  resolve: {
    alias,
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    // dist/client/.vite/manifest.json lets `npm run bench` add up what a page loads.
    manifest: true,
    // Every supported browser has <link rel="modulepreload">: no polyfill in the entry. Lazy pages do not carry the
    // list of their JavaScript dependencies in the entry (about 1.5 KB gzip the sign-in page would pay for); the
    // browser fetches a page's imports as it parses its chunk. Stylesheets are still preloaded.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'js' ? dependencies.filter((dependency) => dependency.endsWith('.css')) : dependencies,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: (id, context) => chunkNames.name(id, context) },
            { name: (id) => chunkNames.appUi(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
})
