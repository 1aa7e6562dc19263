import os from 'node:os'
import { defineConfig } from 'vitest/config'
import SlowFirstSequencer from './test/slow-first-sequencer.ts'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    // Vitest's default leaves a core free (one worker on a 2-core CI machine); the test files spend their time in
    // PGlite or waiting on PostgreSQL inside the workers, so every core runs one.
    maxWorkers: Math.max(2, os.availableParallelism()),
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
