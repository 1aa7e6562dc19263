/**
 * The locale files are served in two parts so that the sign-in page downloads only the messages it shows
 * (vite.config.ts builds `virtual:locale/<lang>/<part>` from en.json / es.json, which stay whole). Every other page
 * loads the `app` part with its code (see `withAppMessages` in app/router.tsx).
 */
export const PUBLIC_KEYS = [
  'app',
  'common',
  'landing',
  'language',
  'theme',
  'toasts',
  'route_error',
  'pwa',
  'auth.sign_in',
  'auth.magic_link',
  'auth.fields.email',
  'auth.fields.password',
  'validation.required',
  'validation.email',
  // The rest of the messages load as soon as the visitor focuses the form (sign-in-route.tsx), before any answer
  // from the server can need them; these cover a failure before that.
  'errors.UNKNOWN',
  'errors.NETWORK',
  'errors.TOO_MANY_REQUESTS',
  'errors.INVALID_EMAIL_OR_PASSWORD',
] as const

export type LocalePart = 'public' | 'app'
type Messages = { [key: string]: unknown }

const isPublicPath = (path: string) =>
  (PUBLIC_KEYS as readonly string[]).some((key) => path === key || path.startsWith(`${key}.`))
const isPublicAncestor = (path: string) => (PUBLIC_KEYS as readonly string[]).some((key) => key.startsWith(`${path}.`))

/** The messages of one part; the two parts merged (deeply) give the whole file back. */
export function pickLocalePart(messages: Messages, part: LocalePart, prefix = ''): Messages {
  const picked: Messages = {}
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (isPublicPath(path)) {
      if (part === 'public') picked[key] = value
    } else if (isPublicAncestor(path) && value !== null && typeof value === 'object') {
      const nested = pickLocalePart(value as Messages, part, path)
      if (Object.keys(nested).length > 0) picked[key] = nested
    } else if (part === 'app') {
      picked[key] = value
    }
  }
  return picked
}
