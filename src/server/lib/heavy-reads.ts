/**
 * Reads of many rows take turns (decision 0043). A page of 500 games is five statements and some 17 ms of the
 * server's thread; fifty clients asking for such pages at once held every connection of the pool (PostgreSQL) or
 * queued their statements in the one connection (PGlite), and every other request, the health check's included,
 * waited behind them. Here at most HEAVY_READS such reads run at once; the others wait their turn in order, which
 * costs nothing while they wait, and the rest of the instance keeps its connections. The pages come no slower: the
 * database was their limit either way.
 */
export const HEAVY_READS = 2

export type Turns = <T>(read: () => Promise<T>) => Promise<T>

/** At most `concurrency` reads at once, the others in the order they came. */
export function takingTurns(concurrency: number): Turns {
  let running = 0
  const waiting: (() => void)[] = []
  return async (read) => {
    if (running < concurrency) running += 1
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await read()
    } finally {
      // the turn passes to the next reader as it is, or is given back
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}

/** The instance's turns for heavy reads. */
export const heavyReads: Turns = takingTurns(HEAVY_READS)
