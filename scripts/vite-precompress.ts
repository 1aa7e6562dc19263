/**
 * Vite plugin: after the build, writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of the
 * output of 1 KB or more (JavaScript, CSS, HTML, SVG, JSON, the web manifest), when compressing makes it smaller. The
 * server (src/server/features/web/built-files.ts) picks the variant the browser accepts; compressing once at build
 * lets it spend the highest brotli level, which would be too slow per request.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
const THRESHOLD = 1024

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

export function precompressFiles(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0
  let bytes = 0
  let brotliBytes = 0
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue
    const content = fs.readFileSync(file)
    if (content.byteLength < THRESHOLD) continue
    const br = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    })
    const gz = zlib.gzipSync(content, { level: 9 })
    if (br.byteLength < content.byteLength) fs.writeFileSync(`${file}.br`, br)
    if (gz.byteLength < content.byteLength) fs.writeFileSync(`${file}.gz`, gz)
    files += 1
    bytes += content.byteLength
    brotliBytes += Math.min(br.byteLength, content.byteLength)
  }
  return { files, bytes, brotli: brotliBytes }
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    // After every other plugin has written its files (the service worker and its precache manifest included).
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { files, bytes, brotli } = precompressFiles(outDir)
        this.info?.(
          `precompressed ${files} files: ${(bytes / 1000).toFixed(0)} kB → ${(brotli / 1000).toFixed(0)} kB brotli`,
        )
      },
    },
  }
}
