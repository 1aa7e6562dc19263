/** One figure a benchmark module reports. `value: null` means it could not be measured (`note` says why). */
export type BenchResult = {
  name: string
  value: number | null
  unit: string
  /** null: informational, no budget */
  budget: number | null
  lowerIsBetter: boolean
  note?: string
}

/** A benchmark area: bench/run.ts imports one module per area and calls its `run`. */
export type BenchModule = { area: string; run(): Promise<BenchResult[]> }
