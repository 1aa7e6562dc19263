/**
 * Serves the files of the built web app (dist/client) by content negotiation: the `.br` or `.gz` twin the build wrote
 * (scripts/vite-precompress.ts) when the browser accepts it, the file itself otherwise, always with
 * `Vary: Accept-Encoding` when twins exist so a cache never hands brotli to a client that cannot read it.
 * Hashed assets (`/assets/*`) are immutable for a year; the rest (service worker, manifest, icons) is revalidated.
 * Files are read once and kept in memory: the build output is a few megabytes and never changes while the server runs
 * (a new build means a new process).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { type Encoding, negotiateEncoding } from '#server/lib/compression.ts'
import { isNotModified } from '#server/lib/conditional-get.ts'

export const IMMUTABLE = 'public, max-age=31536000, immutable'

type BuiltFile = {
  type: string
  etag: string
  identity: Buffer
  variants: Partial<Record<Encoding, Buffer>>
}

const EXTENSIONS: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

export function createBuiltFiles(clientDir: string) {
  const cache = new Map<string, BuiltFile | null>()
  const root = path.resolve(clientDir)

  function load(urlPath: string): BuiltFile | null {
    const cached = cache.get(urlPath)
    if (cached !== undefined) return cached
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return null
    }
    if (/(^|[\\/])\.\.?([\\/]|$)|\\/.test(decoded)) return null
    const file = path.resolve(root, `.${decoded}`)
    // Nothing outside dist/client, no dot-files (.vite/manifest.json), no directories, no twins asked for directly.
    if (!file.startsWith(`${root}${path.sep}`) || /[\\/]\./.test(file.slice(root.length)) || /\.(br|gz)$/.test(file))
      return null
    let identity: Buffer
    try {
      if (!fs.statSync(file).isFile()) return null
      identity = fs.readFileSync(file)
    } catch {
      return null
    }
    const variants: BuiltFile['variants'] = {}
    for (const encoding of ['br', 'gzip'] as const) {
      const twin = `${file}${EXTENSIONS[encoding]}`
      if (fs.existsSync(twin)) variants[encoding] = fs.readFileSync(twin)
    }
    const built: BuiltFile = {
      type: getMimeType(file) ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      variants,
    }
    cache.set(urlPath, built)
    return built
  }

  /** The response for a built file, or null when there is none (the caller decides what a miss is). */
  function serve(c: Context, urlPath: string, cacheControl: string): Response | null {
    const built = load(urlPath)
    if (!built) return null
    const available = (Object.keys(built.variants) as Encoding[]).filter((e) => built.variants[e])
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), available)
    const body = encoding ? (built.variants[encoding] as Buffer) : built.identity
    const headers = new Headers({ 'content-type': built.type, 'cache-control': cacheControl })
    if (available.length > 0) headers.set('vary', 'Accept-Encoding')
    if (encoding) headers.set('content-encoding', encoding)
    const etag = encoding ? `W/${built.etag}` : built.etag
    headers.set('etag', etag)
    if (isNotModified(c, built.etag)) return new Response(null, { status: 304, headers })
    headers.set('content-length', String(body.byteLength))
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
  }

  return { serve }
}

/** The header that tells the web app which build the server serves (see src/client/lib/pwa/app-build.ts). */
export const APP_BUILD_HEADER = 'x-app-build'

/**
 * The build the server serves: the name of the entry chunk of dist/client/index.html (`entry-f54SE7cy`). Its hash
 * changes whenever anything in the app changes (the entry names every lazy chunk by hash), and the web app knows its
 * own from `import.meta.url`, so a shell from an older build sees the difference on its next API answer.
 * Null when the app is not built. Read once.
 */
export function createBuildId(clientDir: string): () => string | null {
  let buildId: string | null | undefined
  return () => {
    if (buildId === undefined) {
      try {
        const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
        // vite.config.ts names the chunk of main.tsx `entry` (a runtime chunk may come before it)
        buildId = /<script\b[^>]*\bsrc="\/assets\/(entry-[\w-]+)\.js"/.exec(html)?.[1] ?? null
      } catch {
        buildId = null
      }
    }
    return buildId
  }
}
