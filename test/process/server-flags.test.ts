/** `npm start` and the test and bench servers (spawnServer) give Node the same flags (decision 0056). */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, SERVER_NODE_FLAGS } from './server-process.ts'

describe('the server’s Node flags', () => {
  it('are the ones npm start runs the server with', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.ts`)
  })
})
