/** `npm start`: builds the web app if needed, then runs the server (web app, API, auth) in this process. */
import { buildIfNeeded } from './build-if-needed.ts'

buildIfNeeded()
await import('../src/server/main.ts')
