/**
 * The scale benchmark's memory check: a steady mixed load (members reading leaderboards, the dashboard, a tournament's
 * games and standings, fans reading the public page, scorers entering results) for `SCALE_STEADY_MINUTES` (default 10;
 * 0 skips it), the server's RSS sampled every 5 s. Its figures: the RSS at the end and how much it moved over the last
 * half (max − min against the half's median; flat is within 10 %). Two heap snapshots (the server runs with
 * `--heapsnapshot-signal`), one after the first minute and one at the end, are compared by constructor: the lines that
 * grew most name what kept memory, if anything did (docs/decisions/0043-a-big-league-at-rush-hour.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ServerProcess } from '../test/process/server-process.ts'
import { rssMb } from './scale-load.ts'
import { type ScaleLeague, SLUG } from './scale-seed.ts'
import { client } from './server-client.ts'
import type { BenchResult } from './types.ts'

export const STEADY_MINUTES = Number(process.env.SCALE_STEADY_MINUTES ?? 10)
const CLIENTS = 10
const SAMPLE_MS = 5_000
const FLAT_BUDGET_PERCENT = 10

/** The server's options for the check: a heap snapshot on SIGUSR2, written into `dir`. */
export function heapSnapshotEnv(dir: string): Record<string, string> {
  return { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}` }
}

/** Asks the server for a heap snapshot and waits until the file is whole (its size stops changing); its path. */
async function heapSnapshot(server: ServerProcess, dir: string): Promise<string | null> {
  const before = new Set(fs.readdirSync(dir))
  process.kill(server.pid, 'SIGUSR2')
  for (let waited = 0; waited < 180_000; waited += 1_000) {
    await sleep(1_000)
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name))
    if (!file) continue
    const full = path.join(dir, file)
    const size = fs.statSync(full).size
    await sleep(1_000)
    // V8 writes the snapshot in one go and ends it with "]}"; a size that holds still and that end mean it is whole
    if (size > 0 && fs.statSync(full).size === size && tail(full).endsWith(']}')) return full
  }
  return null
}

function tail(file: string): string {
  const fd = fs.openSync(file, 'r')
  try {
    const size = fs.fstatSync(fd).size
    const buffer = Buffer.alloc(Math.min(64, size))
    fs.readSync(fd, buffer, 0, buffer.length, size - buffer.length)
    return buffer.toString('utf8').trim()
  } finally {
    fs.closeSync(fd)
  }
}

/** The numbers of the snapshot's `"nodes":[…]` array, read from the bytes (the file is too large for one string). */
function nodeNumbers(bytes: Buffer, start: number, count: number): Uint32Array {
  const numbers = new Uint32Array(count)
  let n = 0
  let value = 0
  let inNumber = false
  for (let i = start; i < bytes.length && n < count; i++) {
    const byte = bytes[i] as number
    if (byte >= 48 && byte <= 57) {
      value = value * 10 + (byte - 48)
      inNumber = true
    } else if (inNumber) {
      numbers[n++] = value
      value = 0
      inNumber = false
      if (byte === 93) break
    } else if (byte === 93) break
  }
  return numbers
}

type Heap = Map<string, { bytes: number; count: number }>

/** Self size in bytes by "type name" (objects by constructor) of one heap snapshot. */
export function heapByConstructor(file: string): Heap {
  const bytes = fs.readFileSync(file)
  const head = bytes.subarray(0, 8192).toString('utf8')
  const meta = JSON.parse(head.slice(head.indexOf('{"meta"'), head.indexOf('"node_count"')).replace(/,\s*$/, '}')) as {
    meta: { node_fields: string[]; node_types: [string[]] }
  }
  const nodeCount = Number(/"node_count":(\d+)/.exec(head)?.[1])
  const fields = meta.meta.node_fields
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const types = meta.meta.node_types[0]
  const nodesStart = bytes.indexOf('"nodes":[') + '"nodes":['.length
  const nodes = nodeNumbers(bytes, nodesStart, nodeCount * width)
  const stringsStart = bytes.lastIndexOf('"strings":[') + '"strings":'.length
  const stringsEnd = bytes.lastIndexOf(']') + 1
  const strings = JSON.parse(bytes.subarray(stringsStart, stringsEnd).toString('utf8')) as string[]
  const totals: Heap = new Map()
  for (let i = 0; i < nodeCount; i++) {
    const base = i * width
    const type = types[nodes[base + typeAt] as number] ?? 'unknown'
    // strings, code and numbers by their type alone: their names are their contents
    const name =
      type === 'object' || type === 'closure' || type === 'native' ? strings[nodes[base + nameAt] as number] : ''
    const key = name ? `${type} ${name}` : type
    const entry = totals.get(key) ?? { bytes: 0, count: 0 }
    entry.bytes += nodes[base + sizeAt] as number
    entry.count += 1
    totals.set(key, entry)
  }
  return totals
}

/** The `top` lines that grew most between two snapshots, as "name +N KB (+count)". */
export function grownMost(before: Heap, after: Heap, top = 6) {
  return [...after.entries()]
    .map(([key, entry]) => {
      const was = before.get(key) ?? { bytes: 0, count: 0 }
      return { key, bytes: entry.bytes - was.bytes, count: entry.count - was.count }
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top)
    .map(
      (line) =>
        `${line.key} ${line.bytes >= 0 ? '+' : ''}${(line.bytes / 1024).toFixed(0)} KB (${line.count >= 0 ? '+' : ''}${line.count})`,
    )
}

/** What one mixed client asks for its i-th request. */
function mixedRequest(api: ReturnType<typeof client>, league: ScaleLeague, i: number) {
  const base = `/api/orgs/${league.orgId}`
  const tournament = league.tournamentIds[i % league.tournamentIds.length] as string
  switch (i % 6) {
    case 0:
      return api.request('GET', `${base}/leaderboards`)
    case 1:
      return api.request('GET', `${base}/dashboard`)
    case 2:
      return api.request('GET', `${base}/games?tournamentId=${tournament}`)
    case 3:
      return api.request('GET', `${base}/tournaments/${tournament}/standings`)
    case 4:
      return api.request('GET', `/es/l/${SLUG}/tournaments/${tournament}`)
    default: {
      const gameId = league.openGames[i % league.openGames.length]?.id
      return api.request('PUT', `${base}/games/${gameId}/stats`, {
        home: { goals: [], unassignedGoals: i % 4 },
        away: { goals: [], unassignedGoals: i % 3 },
      })
    }
  }
}

export async function steadyLoad(
  kind: string,
  server: ServerProcess,
  cookie: string,
  league: ScaleLeague,
  snapshotDir: string,
): Promise<BenchResult[]> {
  if (!(STEADY_MINUTES > 0)) return []
  process.stdout.write(`  ${kind}: a steady mixed load for ${STEADY_MINUTES} minutes at ${CLIENTS} clients...\n`)
  const api = client(server, cookie, CLIENTS)
  const durationMs = STEADY_MINUTES * 60_000
  const started = performance.now()
  const samples: { at: number; mb: number }[] = []
  let requests = 0
  let errors = 0
  let next = 0
  let first: string | null = null
  let firstError: string | undefined
  const load = Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() - started < durationMs) {
        const i = next++
        const res = await mixedRequest(api, league, i).catch((error: Error) => ({ status: 0, body: error.message }))
        requests += 1
        if (res.status !== 200) {
          errors += 1
          firstError ??= `${res.status}: ${res.body.slice(0, 120)}`
        }
      }
    }),
  )
  // the first snapshot once the caches have filled (a minute in, or a tenth of a shorter run)
  const firstAt = Math.min(60_000, durationMs / 10)
  while (performance.now() - started < durationMs) {
    await sleep(SAMPLE_MS)
    const mb = rssMb(server.pid)
    if (mb !== null) samples.push({ at: performance.now() - started, mb })
    if (first === null && performance.now() - started >= firstAt) first = await heapSnapshot(server, snapshotDir)
  }
  await load
  api.close()
  const last = await heapSnapshot(server, snapshotDir)
  const heaps = first && last ? [heapByConstructor(first), heapByConstructor(last)] : null
  const grown = heaps ? grownMost(heaps[0] as Heap, heaps[1] as Heap) : []
  const heapMb = (heap: Heap) => [...heap.values()].reduce((sum, entry) => sum + entry.bytes, 0) / 1024 / 1024
  const heapGrowth = heaps ? heapMb(heaps[1] as Heap) - heapMb(heaps[0] as Heap) : null
  for (const file of [first, last]) if (file) fs.rmSync(file, { force: true })

  const secondHalf = samples.filter((sample) => sample.at >= durationMs / 2).map((sample) => sample.mb)
  const sorted = [...secondHalf].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const spread = median ? ((Math.max(...secondHalf) - Math.min(...secondHalf)) / median) * 100 : 0
  const end = samples.at(-1)?.mb ?? null
  const note = `${firstError ? `first error ${firstError}; ` : ''}${requests} requests (${((requests * 1000) / (performance.now() - started)).toFixed(1)}/s), ${errors} errors; RSS ${samples[0]?.mb.toFixed(0)} → ${end?.toFixed(0)} MB; last half ${Math.min(...secondHalf).toFixed(0)}–${Math.max(...secondHalf).toFixed(0)} MB`
  return [
    {
      name: `${kind}: steady mixed load ${STEADY_MINUTES} min, RSS spread over the last half`,
      value: spread,
      unit: '%',
      budget: FLAT_BUDGET_PERCENT,
      lowerIsBetter: true,
      note,
    },
    {
      name: `${kind}: steady mixed load, JS heap growth (first minute → end)`,
      value: heapGrowth,
      unit: 'MB',
      budget: null,
      lowerIsBetter: true,
      note: grown.length > 0 ? `grown most: ${grown.join('; ')}` : 'no heap snapshot could be taken',
    },
    { name: `${kind}: steady mixed load, errors`, value: errors, unit: '', budget: 0, lowerIsBetter: true },
  ]
}
