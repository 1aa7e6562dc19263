import { Hono } from 'hono'
import type { AppEnv } from '#server/lib/http.ts'
import { renderUserManual } from './user-manual.ts'

/** The user manual as a PDF in the asked language (rendered once per language and kept). */
export function createHelpRoutes(options: { contactEmail: string; version: string }) {
  const cache = new Map<'es' | 'en', Promise<Buffer>>()
  return new Hono<AppEnv>().get('/help/manual', async (c) => {
    const lang = c.req.query('lang') === 'en' ? 'en' : 'es'
    let pdf = cache.get(lang)
    if (!pdf) {
      pdf = renderUserManual(lang, options)
      cache.set(lang, pdf)
      pdf.catch(() => cache.delete(lang))
    }
    const bytes = await pdf
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${lang === 'es' ? 'manual-de-usuario' : 'user-manual'}.pdf"`,
      'cache-control': 'public, max-age=3600',
    })
  })
}
