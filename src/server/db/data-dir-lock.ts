/**
 * The embedded database's data directory belongs to one process at a time (decision 0016).
 *
 * On Linux the lock is an abstract Unix socket named after the directory's real path: binding it is atomic (two
 * racing starts cannot both get it) and the kernel releases it the moment its process dies (a restart right after
 * `kill -9` starts, even before the dead process is reaped). No native add-on, no stale file to judge. `db.lock`
 * still holds the owner's pid, for the message a second process prints. Elsewhere (macOS, Windows) the lock is the
 * exclusive creation of `db.lock` with a liveness check of the pid it holds.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export class DataDirLockedError extends Error {}

function lockedError(dataDir: string, holder: number | null): DataDirLockedError {
  const who = holder ? `another process (pid ${holder})` : 'another process'
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by ${who}. Stop it first, or set a different DATA_DIR.`,
  )
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** The abstract socket's name: the same for every path that leads to the directory. */
export function lockSocketName(dataDir: string): string {
  const real = fs.realpathSync(dataDir)
  return `\0league-portal-data-dir-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`
}

/** Take DATA_DIR for this process; throws DataDirLockedError when another live process holds it. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'db.lock')
  if (process.platform !== 'linux') return lockWithFile(dataDir, lockPath)
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? lockedError(dataDir, readHolder(lockPath)) : error)
    })
    server.listen({ path: lockSocketName(dataDir) }, () => resolve())
  })
  server.unref() // the lock never keeps a process alive
  fs.writeFileSync(lockPath, String(process.pid))
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
    } catch {
      // already gone
    }
    server.close()
  }
}

function lockWithFile(dataDir: string, lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          // already gone
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readHolder(lockPath)
      if (holder && holder !== process.pid && isAlive(holder)) throw lockedError(dataDir, holder)
      fs.unlinkSync(lockPath) // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
