/**
 * Prerenders the signed-out pages at build (decision 0017): after the client build, a second Vite build
 * bundles src/client/prerender/prerender-entry.tsx for Node, renders `/{es,en}`, `/{lang}/signup` and
 * `/{lang}/forgot-password`, and writes each into a copy of the built index.html as
 * `dist/client/prerendered/{lang}/{page}.html` (page: index, signup, forgot-password) — with the page's language, its
 * manifest and `modulepreload` links for the chunks that page needs. The web routes serve them to visitors without a
 * session (features/web/web.routes.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type PluginOption } from 'vite'

type Page = { lang: 'es' | 'en'; path: '' | '/signup' | '/forgot-password' }
type PrerenderModule = {
  renderPage(page: Page): Promise<string>
  PRERENDERED_PATHS: Page['path'][]
}

export const PRERENDERED_DIR = 'prerendered'
const LANGS = ['es', 'en'] as const
/** The chunk (by name, see vite.config.ts) holding each page's route, and whether it needs the `app` messages. */
const ROUTE_CHUNKS: Record<Page['path'], { chunk: string; appMessages: boolean }> = {
  '': { chunk: 'sign-in-route', appMessages: false },
  '/signup': { chunk: 'sign-up-route', appMessages: true },
  '/forgot-password': { chunk: 'forgot-password-route', appMessages: true },
}

export function fileOfPage(page: Page): string {
  return `${PRERENDERED_DIR}/${page.lang}/${page.path === '' ? 'index' : page.path.slice(1)}.html`
}

/**
 * The copy's fields lose their `name`: a form submitted before the app has loaded (Enter in the password field) is a
 * plain GET to the page itself, and must not put the e-mail and password in the URL. What was typed is carried into
 * the app's form when it takes over (src/client/lib/prerendered.ts).
 */
export function withoutFieldNames(markup: string): string {
  return markup.replace(/<(input|textarea|select)\b[^>]*>/g, (tag) => tag.replace(/\sname="[^"]*"/, ''))
}

/** The built index.html with the page's markup, language, manifest and preloads. */
/** index.html without its comments and its `<script data-signed-in>` blocks (before the page's markup goes in). */
export function withoutSignedInOnly(indexHtml: string): string {
  return indexHtml.replace(/\s*<!--[\s\S]*?-->/g, '').replace(/\s*<script data-signed-in>[\s\S]*?<\/script>/g, '')
}

export function pageHtml(indexHtml: string, page: Page, markup: string, preloads: string[]): string {
  // No first paint before the whole copy is parsed (up to #root, right after it): the document arrives in several
  // packets on a slow network, and a paragraph painted half-received counts for LCP at its partial size, so the
  // app's own copy of it became the LCP seconds later (decision 0017).
  const links = [
    '<link rel="expect" href="#root" blocking="render" />',
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ')
  const root = '<div id="root"></div>'
  if (!indexHtml.includes(root)) throw new Error('prerender: index.html has no empty <div id="root">')
  // what only a signed-in page uses (the early session requests, the snapshot: decision 0028) does nothing on a
  // signed-out page's copy, and the comments are for the developers: neither is sent to a first visitor
  return withoutSignedInOnly(indexHtml)
    .replace('<html lang="es"', `<html lang="${page.lang}"`)
    .replace('/manifest.es.webmanifest', `/manifest.${page.lang}.webmanifest`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(root, `<div id="prerendered">${withoutFieldNames(markup)}</div>\n    ${root}`)
}

export function prerender(options: { entry: string; plugins: () => PluginOption[]; alias: unknown }): Plugin {
  let outDir = ''
  let root = ''
  const chunkFiles = new Map<string, string>()
  return {
    name: 'prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && !chunkFiles.has(output.name)) chunkFiles.set(output.name, output.fileName)
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Inside the project, so Node resolves the bundle's imports (react, MUI…) from node_modules.
        const cacheDir = path.join(root, 'node_modules/.cache')
        fs.mkdirSync(cacheDir, { recursive: true })
        const ssrDir = fs.mkdtempSync(path.join(cacheDir, 'prerender-'))
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: options.plugins(),
            resolve: { alias: options.alias as never },
            build: {
              ssr: options.entry,
              outDir: ssrDir,
              emptyOutDir: true,
              sourcemap: false,
              rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          })
          const module = (await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href)) as PrerenderModule
          const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
          for (const lang of LANGS) {
            for (const pagePath of module.PRERENDERED_PATHS) {
              const page = { lang, path: pagePath }
              const { chunk, appMessages } = ROUTE_CHUNKS[pagePath]
              const preloads = [chunk, lang, ...(appMessages ? [`${lang}-app`] : [])]
                .map((name) => chunkFiles.get(name))
                .filter((file): file is string => file !== undefined)
              const markup = await module.renderPage(page)
              const file = path.join(outDir, fileOfPage(page))
              fs.mkdirSync(path.dirname(file), { recursive: true })
              fs.writeFileSync(file, pageHtml(indexHtml, page, markup, preloads))
            }
          }
          this.info?.(`prerendered ${LANGS.length * module.PRERENDERED_PATHS.length} pages`)
        } finally {
          fs.rmSync(ssrDir, { recursive: true, force: true })
        }
      },
    },
  }
}
