/**
 * Reads an uploaded spreadsheet in a worker thread of its own (read-table.worker.ts), so reading one file never holds
 * the server's event loop: other requests are answered meanwhile. The worker has a heap limit and a time limit;
 * going beyond either answers IMPORT_TOO_COMPLEX (413) and the worker is ended (decision 0035).
 */
import { channel } from 'node:diagnostics_channel'
import { Worker } from 'node:worker_threads'
import type { ErrorCode } from '#domain/errors.ts'
import type { RawTable } from '#domain/imports/import-cells.ts'
import { AppError } from '#server/lib/app-error.ts'

/** The most V8 heap (old generation) one read may use, in MB. */
export const READ_HEAP_LIMIT_MB = 96
/** The longest one read may take before it is ended. */
export const READ_TIME_LIMIT_MS = 20_000

/** Published as each read is handed to its worker (`{ bytes }`): for instrumentation, and for the tests to act while
 * a read is going on. */
export const READ_STARTED_CHANNEL = 'league-portal:imports:read-started'
const readStarted = channel(READ_STARTED_CHANNEL)

export type ReadOutcome = { table: RawTable; heapBytes: number }

type WorkerAnswer =
  | { ok: true; table: RawTable; heapBytes: number }
  | { ok: false; code: ErrorCode; detail?: string; heapBytes: number }

const WORKER_URL = new URL('./read-table.worker.ts', import.meta.url)

function tooComplex(detail: string): AppError {
  return new AppError('IMPORT_TOO_COMPLEX', { detail })
}

function spawn(): Worker {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  })
  // a spare never keeps the process alive, and one that fails before its use is simply dropped
  worker.unref()
  worker.on('error', () => {})
  return worker
}

/**
 * The next read's worker, started (its modules loaded) while nothing waits for it: one worker reads one file and is
 * ended, so memory never carries over; the spare makes the next read answer without loading the reader first. None is
 * started before the first import.
 */
let spare: Worker | undefined

function takeWorker(): Worker {
  // a thread id of -1: that spare has stopped (failed to start)
  const worker = spare && spare.threadId !== -1 ? spare : spawn()
  spare = spawn()
  worker.ref()
  return worker
}

/** The table (and the most heap the worker used, for tests and benchmarks), or the reader's AppError. */
export function readTableOffThread(bytes: Uint8Array): Promise<ReadOutcome> {
  const worker = takeWorker()
  return new Promise<ReadOutcome>((resolve, reject) => {
    let settled = false
    const settle = (action: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      action()
    }
    const timer = setTimeout(
      () => settle(() => reject(tooComplex(`Reading the file took more than ${READ_TIME_LIMIT_MS / 1000} s.`))),
      READ_TIME_LIMIT_MS,
    )
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if (answer.ok) resolve({ table: answer.table, heapBytes: answer.heapBytes })
        else reject(new AppError(answer.code, answer.detail === undefined ? {} : { detail: answer.detail }))
      }),
    )
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooComplex(`Reading the file needed more than ${READ_HEAP_LIMIT_MB} MB.`)
            : error,
        ),
      ),
    )
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The spreadsheet reader stopped (exit code ${code}) without answering.`))),
    )
    worker.postMessage(bytes)
    if (readStarted.hasSubscribers) readStarted.publish({ bytes: bytes.length })
  })
}
