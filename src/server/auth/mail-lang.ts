/**
 * The language of better-auth's own e-mails (verification, reset, magic link): English when the page that asked was in
 * English, else Spanish, read with vos (es-AR) when the person's first league is Argentine, or, before they have one
 * (sign-up), when their browser's first regional Spanish is Argentina's (decisions 0042, 0049).
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { league, member, organization, user } from '#server/db/schema.ts'
import { type ServerLang, serverLangOf } from '#server/i18n/server-messages.ts'
import { langOfUrl } from '#server/mail/messages.ts'

/** The region of the first regional Spanish in an Accept-Language header (`es-AR,es;q=0.9` → `AR`), or null. */
export function spanishRegionOf(acceptLanguage: string | null | undefined): string | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const match = /^\s*es-([a-z]{2})\b/i.exec(part)
    if (match?.[1]) return match[1].toUpperCase()
  }
  return null
}

/** The country of the first league of the first organization `email` belongs to, or null. */
async function countryOfMember(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ country: league.country })
    .from(user)
    .innerJoin(member, eq(member.userId, user.id))
    .innerJoin(organization, and(eq(organization.id, member.organizationId), isNull(organization.deletedAt)))
    .innerJoin(league, eq(league.organizationId, member.organizationId))
    .where(eq(user.email, email.trim().toLowerCase()))
    .orderBy(asc(member.createdAt), asc(league.position))
    .limit(1)
  return row?.country ?? null
}

export async function authMailLang(
  db: Db,
  input: { email: string; url: string; requestUrl?: string | null; headers?: Headers | null },
): Promise<ServerLang> {
  const lang = langOfUrl(new URL(input.url).searchParams.get('callbackURL') ?? input.requestUrl)
  if (lang === 'en') return 'en'
  const country = (await countryOfMember(db, input.email)) ?? spanishRegionOf(input.headers?.get('accept-language'))
  return serverLangOf(lang, country)
}
