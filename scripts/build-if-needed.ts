/** Builds the web app (dist/client) when it is missing or older than its sources. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUTPUT = path.join(ROOT, 'dist/client/index.html')
const SOURCES = ['src/client', 'src/domain', 'index.html', 'vite.config.ts', 'package-lock.json', 'public']

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

export function isBuildStale(): boolean {
  if (!fs.existsSync(OUTPUT)) return true
  const built = fs.statSync(OUTPUT).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built)
}

export function buildIfNeeded(): void {
  if (!isBuildStale()) return
  process.stdout.write('Building the web app…\n')
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) {
    process.stderr.write('The web app failed to build.\n')
    process.exit(result.status ?? 1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded()
