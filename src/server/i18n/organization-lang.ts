import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { league } from '#server/db/schema.ts'
import { type ServerLang, serverLangOf } from './server-messages.ts'

/**
 * The language an organization's people read a server text in: the request's `es`/`en`, Spanish made Argentine when
 * the organization's first league is in Argentina (decision 0025), as the client chooses its messages.
 */
export async function organizationLang(db: Db, organizationId: string, lang: 'es' | 'en'): Promise<ServerLang> {
  if (lang === 'en') return 'en'
  const [first] = await db
    .select({ country: league.country })
    .from(league)
    .where(eq(league.organizationId, organizationId))
    .orderBy(asc(league.position))
    .limit(1)
  return serverLangOf(lang, first?.country)
}
