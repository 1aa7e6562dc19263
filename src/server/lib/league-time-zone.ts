/**
 * The zone a league's dates and times are printed and exported in: its first league's country's, until
 * organizations carry a zone of their own.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { league } from '#server/db/schema.ts'

export function timeZoneOfCountry(country: string | null | undefined): string {
  switch (country?.toUpperCase()) {
    case 'AR':
      return 'America/Argentina/Buenos_Aires'
    case 'ES':
      return 'Europe/Madrid'
    default:
      return 'UTC'
  }
}

/** SQL for the organization's first league's country, in a query whose outer row is `organization`. */
export const firstLeagueCountry = sql<string | null>`(select upper(l.country) from ${league} l
  where l.organization_id = organization.id order by l.position asc, l.created_at asc limit 1)`

export async function getLeagueTimeZone(db: Db, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ country: league.country })
    .from(league)
    .where(sql`${league.organizationId} = ${organizationId}`)
    .orderBy(league.position, league.createdAt)
    .limit(1)
  return timeZoneOfCountry(row?.country)
}
