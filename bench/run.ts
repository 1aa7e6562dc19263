/**
 * `npm run bench`: runs every benchmark area and prints each figure next to its budget (PASS / OVER).
 * It reports and does not gate: exit code 0 even when a figure is over budget, 1 when a figure could not be measured.
 * A later issue adds an area by writing bench/<area>.bench.ts (exporting `run`) and listing it below.
 * `npm run bench -- <area> …` runs only those areas.
 */
import os from 'node:os'
import * as browser from './browser.bench.ts'
import * as competition from './competition.bench.ts'
import * as domain from './domain.bench.ts'
import * as league from './league.bench.ts'
import * as notifications from './notifications.bench.ts'
import * as platform from './platform.bench.ts'
import * as publicSite from './public.bench.ts'
import * as scale from './scale.bench.ts'
import type { BenchModule, BenchResult } from './types.ts'

const allModules: BenchModule[] = [
  { area: 'platform', run: platform.run },
  { area: 'domain', run: domain.run },
  { area: 'league', run: league.run },
  { area: 'competition', run: competition.run },
  { area: 'notifications', run: notifications.run },
  { area: 'browser', run: browser.run },
  { area: 'public', run: publicSite.run },
  { area: 'scale', run: scale.run },
]
/** `npm run bench -- competition` runs only the areas named; no name runs them all. */
const named = process.argv.slice(2)
const unknown = named.filter((name) => !allModules.some((m) => m.area === name))
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown bench area: ${unknown.join(', ')} (areas: ${allModules.map((m) => m.area).join(', ')})\n`,
  )
  process.exit(1)
}
const modules = named.length > 0 ? allModules.filter((m) => named.includes(m.area)) : allModules

type Row = BenchResult & { area: string; verdict: 'PASS' | 'OVER' | 'INFO' | 'NOT MEASURED' }

function verdictOf(result: BenchResult): Row['verdict'] {
  if (result.value === null) return 'NOT MEASURED'
  if (result.budget === null) return 'INFO'
  const within = result.lowerIsBetter ? result.value <= result.budget : result.value >= result.budget
  return within ? 'PASS' : 'OVER'
}

function formatValue(value: number | null, unit: string): string {
  if (value === null) return '—'
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
  return `${value.toFixed(digits)} ${unit}`
}

function formatBudget(result: BenchResult): string {
  if (result.budget === null) return ''
  return `${result.lowerIsBetter ? '≤' : '≥'} ${result.budget} ${result.unit}`
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? []
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

const cpus = os.cpus()
process.stdout.write(
  `League portal benchmarks — node ${process.versions.node}, ${os.platform()} ${os.arch()}, ${cpus.length} CPUs (${cpus[0]?.model ?? 'unknown'}), load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n\n`,
)

const busy = () => (os.loadavg()[0] ?? 0) > cpus.length
if (busy()) {
  process.stdout.write(`Warning: the machine is busy (load above ${cpus.length}): the timings will be pessimistic.\n\n`)
}

const rows: Row[] = []
for (const module of modules) {
  const started = performance.now()
  process.stdout.write(`running ${module.area}...\n`)
  try {
    for (const result of await module.run()) rows.push({ ...result, area: module.area, verdict: verdictOf(result) })
  } catch (error) {
    rows.push({
      area: module.area,
      name: '(the whole area)',
      value: null,
      unit: '',
      budget: null,
      lowerIsBetter: true,
      note: error instanceof Error ? error.message : String(error),
      verdict: 'NOT MEASURED',
    })
  }
  process.stdout.write(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
}

process.stdout.write(
  `\n${table([
    ['area', 'figure', 'value', 'budget', 'result', 'notes'],
    ...rows.map((r) => [r.area, r.name, formatValue(r.value, r.unit), formatBudget(r), r.verdict, r.note ?? '']),
  ])}\n\n`,
)

const budgeted = rows.filter((r) => r.budget !== null || r.verdict === 'NOT MEASURED')
const count = (verdict: Row['verdict']) => budgeted.filter((r) => r.verdict === verdict).length
const over = rows.filter((r) => r.verdict === 'OVER').map((r) => r.name.trim())
const missing = rows.filter((r) => r.verdict === 'NOT MEASURED').map((r) => r.name.trim())
process.stdout.write(
  `Summary: ${budgeted.length} budgeted figures: ${count('PASS')} pass, ${count('OVER')} over budget, ${count('NOT MEASURED')} not measured.\n`,
)
if (busy())
  process.stdout.write(`The machine was busy (load ${os.loadavg()[0]?.toFixed(2)}): timings are pessimistic.\n`)
if (over.length > 0) process.stdout.write(`Over budget: ${over.join('; ')}\n`)
if (missing.length > 0) process.stdout.write(`Not measured: ${missing.join('; ')}\n`)
process.exitCode = missing.length > 0 ? 1 : 0
