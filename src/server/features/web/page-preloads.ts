/**
 * The chunks (`modulepreload`) a signed-in page needs before it can render: the shell, the page's route
 * module, the module that asks for its first data, the language's messages, and everything they import
 * (decision 0028).
 *
 * Without them the browser finds these chunks one level at a time: the entry first (~140 KB), then, once it has run,
 * the shell and the page, then what they import (`app-ui`, 88 KB), each level a round trip plus parsing on a slow
 * phone. With them, every chunk is asked for as soon as the HTML arrives, and the radio is never idle.
 *
 * The route modules follow the client's naming (`src/client/app/routes/`): `/{section}` → `{section}-route.tsx` or
 * `{section}-routes.tsx` and `{section}-list-route.tsx`; `/{section}/new` → `{section}-new-route.tsx`;
 * `/{section}/{id}…` → `{section}-detail-route.tsx`. A module the build does not have is simply not preloaded (the
 * page still loads it itself); `page-preloads.test.ts` checks the pages that matter most against a real build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isSignedInPath } from '#domain/navigation/resolve-redirect.ts'

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const ROUTES = 'src/client/app/routes'
export const SHELL_MODULE = 'src/client/app/shell/app-shell.tsx'
/** Loaded by main.tsx on every signed-in page: asks for the page's first data (app/prefetch-page-data.ts). */
const PREFETCH_MODULE = 'src/client/app/prefetch-page-data.ts'

/** Whether a page path (after the language) is one of the signed-in app's pages inside its shell (not onboarding). */
export function isSignedInPage(pagePath: string): boolean {
  return isSignedInPath(pagePath) && !/^\/onboarding(\/|$)/.test(pagePath)
}

/** The source modules a page path renders first (the shell, its section's routes, its page), by the client's names. */
export function routeModulesOf(pagePath: string): string[] {
  const [section, second] = pagePath.split('/').filter(Boolean)
  if (!section || !/^[a-z-]+$/.test(section)) return [SHELL_MODULE, PREFETCH_MODULE]
  const page = second === undefined ? 'list' : second === 'new' ? 'new' : 'detail'
  return [
    SHELL_MODULE,
    PREFETCH_MODULE,
    `${ROUTES}/${section}-route.tsx`,
    `${ROUTES}/${section}-routes.tsx`,
    `${ROUTES}/${section}-${page}-route.tsx`,
  ]
}

export interface PagePreloads {
  /** The `#page-preloads` list of a signed-in page in `lang` (empty when there is no manifest). */
  listFor(lang: string, pagePath: string): string
}

/** Reads `dist/client/.vite/manifest.json` once; `inHtml` lists files the page already loads (not preloaded again). */
export function createPagePreloads(clientDir: string, inHtml: (file: string) => boolean): PagePreloads {
  const manifestFile = path.join(clientDir, '.vite/manifest.json')
  let manifest: Manifest | null = null
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
  } catch {
    manifest = null
  }
  const memo = new Map<string, string>()
  // the language's messages: the part every page needs (which the app awaits before it creates its router) and the
  // signed-in app's part
  const chunkNamed = (name: string) =>
    manifest ? Object.keys(manifest).find((key) => manifest?.[key]?.name === name) : undefined

  return {
    listFor(lang, pagePath) {
      if (!manifest) return ''
      const roots = [...routeModulesOf(pagePath), chunkNamed(lang), chunkNamed(`${lang}-app`)].filter(
        (key): key is string => key !== undefined && manifest?.[key] !== undefined,
      )
      const memoKey = roots.join('|')
      const known = memo.get(memoKey)
      if (known !== undefined) return known
      const files: string[] = []
      const seen = new Set<string>()
      const visit = (key: string) => {
        const chunk = manifest?.[key]
        if (!chunk || seen.has(key)) return
        seen.add(key)
        if (!inHtml(chunk.file)) files.push(chunk.file)
        for (const imported of chunk.imports ?? []) visit(imported)
      }
      for (const root of roots) visit(root)
      // a data block, not <link>s: index.html's inline script preloads them after the session's requests (a
      // <link> would be found by the preload scanner first and take the browser's connections)
      const block = files.length
        ? `<script type="application/json" id="page-preloads">${JSON.stringify(files.map((file) => `/${file}`))}</script>`
        : ''
      memo.set(memoKey, block)
      return block
    },
  }
}
