/** The public calendar feeds (iCalendar) and sitemap, cached like every public answer (public-cache.ts). */
import type { Hono } from 'hono'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/lib/http.ts'
import { buildCalendar } from './calendar.ts'
import { escapeHtml } from './html.ts'
import { findPublicSitemap, type PublicOrganization } from './public.service.ts'
import { cachedResponse } from './public-cache.ts'
import { getPublicTournamentSummary, matchMinutesOfTournaments } from './public-queries.ts'
import { getPublicTeam } from './public-team.service.ts'
import { PUBLIC_LANGS, type PublicLang } from './public-texts.ts'
import { findPublicGames } from './public-tournament.service.ts'

function langOf(value: string | undefined): PublicLang {
  return value === 'en' ? 'en' : 'es'
}

/** `/public/{slug}/tournaments/{id}/calendar.ics`, `/public/{slug}/teams/{id}/calendar.ics` and the sitemap. */
export function addPublicFeedRoutes(
  router: Hono<AppEnv>,
  { db, orgOf, baseUrl }: { db: Db; orgOf: (slug: string) => Promise<PublicOrganization>; baseUrl: string },
) {
  const calendarResponse = (
    c: Parameters<typeof cachedResponse>[0],
    org: PublicOrganization,
    lang: PublicLang,
    render: () => Promise<string>,
  ) =>
    cachedResponse(
      c,
      org,
      { key: `${c.req.path}|${lang}`, contentType: 'text/calendar; charset=utf-8', cors: true },
      render,
    )
  router.get('/public/:slug/tournaments/:id/calendar.ics', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    const lang = langOf(c.req.query('lang'))
    return calendarResponse(c, org, lang, async () => {
      // a feed is the whole season (calendar apps take no pages); the page shows a round at a time (decision 0054)
      const tournament = await getPublicTournamentSummary(db, org, c.req.param('id'))
      const games = await findPublicGames({ db, org, tournamentId: tournament.id })
      const matchMinutes = await matchMinutesOfTournaments(db, org, [tournament.id])
      return buildCalendar({ org, name: tournament.name, games, baseUrl, lang, matchMinutes })
    })
  })
  router.get('/public/:slug/teams/:id/calendar.ics', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    const lang = langOf(c.req.query('lang'))
    return calendarResponse(c, org, lang, async () => {
      const team = await getPublicTeam({ db, org, teamId: c.req.param('id') })
      const matchMinutes = await matchMinutesOfTournaments(
        db,
        org,
        team.games.map((g) => g.tournament.id),
      )
      return buildCalendar({ org, name: team.name, games: team.games, baseUrl, lang, matchMinutes })
    })
  })
  router.get('/public/:slug/sitemap.xml', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    return cachedResponse(c, org, { key: c.req.path, contentType: 'application/xml; charset=utf-8' }, async () => {
      const paths = await findPublicSitemap({ db, org })
      const urls = paths.flatMap((path) =>
        PUBLIC_LANGS.map((lang) => {
          const alternates = PUBLIC_LANGS.map(
            (other) =>
              `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(`${baseUrl}/${other}/l/${org.slug}${path}`)}"/>`,
          ).join('')
          return `<url><loc>${escapeHtml(`${baseUrl}/${lang}/l/${org.slug}${path}`)}</loc>${alternates}</url>`
        }),
      )
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
    })
  })
}
