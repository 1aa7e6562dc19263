import { afterEach, describe, expect, it } from 'vitest'
import { noteServerBuild, setOwnBuild } from './app-build.ts'
import { getUpdateAvailable, markUpdateAvailable, resetUpdateState } from './update-state.ts'

describe('stale shell detection', () => {
  afterEach(() => resetUpdateState())

  it('marks an update when the server serves another build', () => {
    setOwnBuild('http://localhost:3000/assets/entry-OLD11111.js')
    noteServerBuild('entry-OLD11111')
    expect(getUpdateAvailable()).toBeNull()
    noteServerBuild(null)
    expect(getUpdateAvailable()).toBeNull()
    noteServerBuild('entry-NEW22222')
    expect(getUpdateAvailable()).toBe('server')
  })

  it('never checks in development (no entry chunk)', () => {
    setOwnBuild('http://localhost:5173/src/client/main.tsx')
    noteServerBuild('entry-NEW22222')
    expect(getUpdateAvailable()).toBeNull()
  })

  it('keeps the server reason over a waiting worker', () => {
    markUpdateAvailable('service-worker')
    expect(getUpdateAvailable()).toBe('service-worker')
    markUpdateAvailable('server')
    markUpdateAvailable('service-worker')
    expect(getUpdateAvailable()).toBe('server')
  })
})
