/**
 * The worker thread that reads one uploaded spreadsheet (read-table-off-thread.ts spawns it, decision 0035): it
 * receives the file's bytes, answers the table or the refusal's code and detail, and the most V8 heap it used.
 */
import { getHeapStatistics } from 'node:v8'
import { parentPort } from 'node:worker_threads'
import { AppError } from '#server/lib/app-error.ts'
import { readTable } from './read-table.ts'

const port = parentPort
if (!port) throw new Error('read-table.worker.ts runs as a worker thread')

let heapBytes = 0
const sample = () => {
  heapBytes = Math.max(heapBytes, getHeapStatistics().total_heap_size)
}
let sampler: ReturnType<typeof setInterval> | undefined

// loaded before the file arrives: this worker may wait as the spare (read-table-off-thread.ts)
await import('exceljs/lib/stream/xlsx/workbook-reader.js' as string)

port.once('message', async (bytes: Uint8Array) => {
  sampler = setInterval(sample, 5)
  try {
    const table = await readTable(bytes)
    sample()
    port.postMessage({ ok: true, table, heapBytes })
  } catch (error) {
    sample()
    if (!(error instanceof AppError)) throw error
    port.postMessage({ ok: false, code: error.code, detail: error.detail, heapBytes })
  } finally {
    clearInterval(sampler)
  }
})
