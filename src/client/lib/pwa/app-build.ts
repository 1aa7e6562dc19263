/**
 * Which build this page runs, and whether the server serves another one. The server names its build in the
 * `X-App-Build` header of every API answer (the entry chunk's name, `entry-<hash>`); the page knows its own from the
 * URL of its entry chunk, which main.tsx hands to `setOwnBuild`. In development there is no entry chunk: no check.
 */
import { markUpdateAvailable } from './update-state.ts'

export const APP_BUILD_HEADER = 'X-App-Build'

let ownBuild: string | null = null

/** `/assets/entry-f54SE7cy.js` → `entry-f54SE7cy`; anything else (the dev server's /src/client/main.tsx) → no check. */
export function setOwnBuild(entryUrl: string) {
  const match = /\/assets\/([\w-]+)\.js$/.exec(new URL(entryUrl, 'http://x').pathname)
  ownBuild = match?.[1] ?? null
}

/** Called with each API answer's header: a different build means this shell is stale. */
export function noteServerBuild(serverBuild: string | null | undefined) {
  if (!ownBuild || !serverBuild || serverBuild === ownBuild) return
  markUpdateAvailable('server')
}
