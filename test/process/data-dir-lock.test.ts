/**
 * On real processes: the data-directory lock is atomic (of two processes started at the same
 * instant, exactly one gets it, over and over) and released by the OS (a process started right after `kill -9` of
 * the holder gets it).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const LOCK_MODULE = fileURLToPath(new URL('../../src/server/db/data-dir-lock.ts', import.meta.url))
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** A process that waits until `at` (ms since the epoch), tries the lock, prints got/refused, and holds it `holdMs`. */
function contender(dataDir: string, at: number, holdMs: number): { child: ChildProcess; result: Promise<string> } {
  const script = `
    const { lockDataDir, DataDirLockedError } = await import(${JSON.stringify(LOCK_MODULE)})
    while (Date.now() < ${at}) {}
    try {
      await lockDataDir(${JSON.stringify(dataDir)})
      process.stdout.write('got\\n')
      setTimeout(() => process.exit(0), ${holdMs})
    } catch (error) {
      process.stdout.write(error instanceof DataDirLockedError ? 'refused\\n' : 'error ' + error.message + '\\n')
      process.exit(0)
    }`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk) => {
    out += chunk
  })
  child.stderr?.on('data', (chunk) => {
    err += chunk
  })
  const result = new Promise<string>((resolve) => {
    const check = () => (out.includes('\n') ? resolve(out.trim()) : undefined)
    child.stdout?.on('data', check)
    // a process that printed nothing says why (its exit code or signal and its stderr) in the failure message
    child.on('close', (code, signal) => resolve(out.trim() || `exit ${code ?? signal}: ${err.trim().slice(0, 500)}`))
  })
  return { child, result }
}

describe('the data-directory lock', () => {
  it('gives it to exactly one of two processes started at the same instant, 20 pairs at once', async () => {
    // All pairs at once, one shared instant; each holder keeps the lock 10 s, so the two of a pair always overlap.
    const at = Date.now() + 8000
    const pairs = Array.from({ length: 20 }, () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-lock-'))
      dirs.push(dataDir)
      // a stale db.lock of a dead process, as after a crash: it must not matter
      fs.writeFileSync(path.join(dataDir, 'db.lock'), '999999')
      return [contender(dataDir, at, 10_000), contender(dataDir, at, 10_000)]
    })
    const outcomes = await Promise.all(pairs.map(async (pair) => (await Promise.all(pair.map((c) => c.result))).sort()))
    for (const outcome of outcomes) expect(outcome).toEqual(['got', 'refused'])
  }, 240_000)

  it('is free again the moment its holder is killed with SIGKILL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-lock-'))
    dirs.push(dataDir)
    for (let round = 0; round < 3; round++) {
      const holder = contender(dataDir, 0, 60_000)
      expect(await holder.result).toBe('got')
      const exited = new Promise((resolve) => holder.child.on('exit', resolve))
      holder.child.kill('SIGKILL')
      await exited
      expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toBe(String(holder.child.pid))
      expect(await contender(dataDir, 0, 0).result).toBe('got')
    }
  }, 120_000)
})
