/**
 * The public pages' HTML, rendered on the server from the public types only (nothing else is in reach here): the
 * table, the rounds and the names are in the HTML, readable without JavaScript. One small external script
 * (public-assets.ts) follows live changes; there is no inline script (JSON-LD data blocks only) and no admin bundle.
 */

import { scoreText } from '#domain/games/walkover.ts'
import { signedNumber } from '#domain/numbers/signed-number.ts'
import type {
  PublicBracket,
  PublicBracketTie,
  PublicGame,
  PublicGameDetail,
  PublicLeague,
  PublicStandings,
  PublicTeam,
  PublicTournament,
} from '#domain/public/public.schema.ts'
import { html, jsonLd, raw, type SafeHtml } from './html.ts'
import type { PublicOrganization } from './public.service.ts'
import { formatDay, formatGameWhen, type PublicLang, textsOf } from './public-texts.ts'

export type PageContext = {
  lang: PublicLang
  org: PublicOrganization
  /** the service's public address, no trailing slash */
  baseUrl: string
  /** the path after `/{lang}/l/{slug}`: '' or '/tournaments/…' */
  subPath: string
  /** the live script's address, or null on pages that do not follow changes */
  liveScript: string | null
}

const STYLE = raw(`
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--fg:#17202a;--muted:#4f5b67;--line:#d9dee4;--accent:#0b5cad;--gold:#8a6100;--silver:#4b5563;--up:#1b6e3a;--down:#a8201a}
@media (prefers-color-scheme:dark){:root{--bg:#0f1419;--card:#1a2129;--fg:#e8edf2;--muted:#a9b4bf;--line:#33404c;--accent:#8cc4ff;--gold:#f0c75e;--silver:#c7cdd4;--up:#7fd69d;--down:#ff9b94}}
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
a{color:var(--accent)}header{background:var(--card);border-bottom:1px solid var(--line)}
.bar{max-width:1100px;margin:0 auto;padding:.6rem 1rem;display:flex;align-items:center;gap:.75rem;flex-wrap:wrap}
.bar .league{font-weight:700;font-size:1.1rem;text-decoration:none;color:var(--fg);display:flex;align-items:center;gap:.5rem}
.bar img{border-radius:6px}.bar nav{margin-left:auto;display:flex;gap:.75rem}
main{max-width:1100px;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:0 0 .75rem}h3{font-size:1rem;margin:1rem 0 .5rem}
section{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1rem;margin:0 0 1rem}
.grid{display:grid;gap:1rem}.grid>*{min-width:0}@media (min-width:900px){.grid{grid-template-columns:1fr 1fr}}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{padding:.4rem .45rem;text-align:right;border-bottom:1px solid var(--line);white-space:nowrap}
th{font-size:.8rem;color:var(--muted);font-weight:600}td.name,th.name{text-align:left;white-space:normal;min-width:8rem}
caption{text-align:left;font-weight:700;padding:.25rem 0 .5rem}
.cols{display:none}
@media (max-width:599px){td.name,th.name{min-width:0;overflow-wrap:anywhere}table.standings .x{display:none}table.standings .name{width:100%}
table.standings .name a{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;overflow:hidden;overflow-wrap:anywhere}
table.standings .zone{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.cols{display:flex;align-items:center;gap:.4rem;font-size:.9rem;margin:.5rem 0 0;min-height:44px}.cols input{width:1.1rem;height:1.1rem;margin:0}
#standings:has(#all-columns:checked) table.standings .x{display:table-cell}
#standings:has(#all-columns:checked) table.standings .name{min-width:9rem;overflow-wrap:normal}}
tr.goldCup td:first-child{box-shadow:inset 4px 0 var(--gold)}tr.silverCup td:first-child{box-shadow:inset 4px 0 var(--silver)}
tr.ascend td:first-child{box-shadow:inset 4px 0 var(--up)}tr.descend td:first-child{box-shadow:inset 4px 0 var(--down)}
tr.withdrawn{opacity:.65}
.legend{display:flex;gap:1rem;flex-wrap:wrap;font-size:.85rem;color:var(--muted);margin:.5rem 0 0;padding:0;list-style:none}
.legend li::before{content:"";display:inline-block;width:.8rem;height:.8rem;border-radius:2px;margin-right:.3rem;vertical-align:-1px}
.legend .goldCup::before{background:var(--gold)}.legend .silverCup::before{background:var(--silver)}.legend .ascend::before{background:var(--up)}.legend .descend::before{background:var(--down)}
ul.games{list-style:none;margin:0;padding:0}ul.games li{border-bottom:1px solid var(--line);padding:.5rem 0}ul.games li:last-child{border-bottom:0}
.game{display:grid;grid-template-columns:1fr auto 1fr;gap:.5rem;align-items:center;text-decoration:none;color:var(--fg)}
.game .home{text-align:right}.game .score{font-weight:700;min-width:3.5rem;text-align:center;font-variant-numeric:tabular-nums}
.meta{font-size:.85rem;color:var(--muted);text-align:center}.muted{color:var(--muted)}
.round-head{display:flex;justify-content:space-between;align-items:baseline;gap:.5rem;flex-wrap:wrap}
.links{display:flex;gap:1rem;flex-wrap:wrap;font-size:.9rem;margin:.25rem 0 1rem}
.scoreboard{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:1rem;text-align:center}
.scoreboard .big{font-size:2.2rem;font-weight:800}.scoreboard a{font-weight:700;font-size:1.1rem}
ul.plain{margin:0;padding-left:1.1rem}img.thumb{width:32px;height:32px;border-radius:50%;object-fit:cover;vertical-align:middle;margin-right:.4rem}
.bracket{display:grid;gap:1rem;margin:0 0 1rem}@media (min-width:700px){.bracket{grid-auto-flow:column;grid-auto-columns:minmax(12rem,1fr);overflow-x:auto}}
.bracket .col{display:flex;flex-direction:column;justify-content:space-around;gap:.5rem}.bracket h4{margin:0 0 .25rem;font-size:.9rem;color:var(--muted)}
.tie{border:1px solid var(--line);border-radius:8px;padding:.35rem .6rem}.tie .side{display:flex;justify-content:space-between;gap:.5rem}
.tie .side b{font-variant-numeric:tabular-nums}.tie .won{font-weight:700}.tie .meta{text-align:left}.champion{font-weight:700;color:var(--gold)}
footer{max-width:1100px;margin:0 auto;padding:1rem;color:var(--muted);font-size:.85rem}
`)

function base(ctx: PageContext) {
  return `/${ctx.lang}/l/${ctx.org.slug}`
}

function ogImageOf(ctx: PageContext, image: string) {
  return `${ctx.baseUrl}/api/public/${ctx.org.slug}/og/${image}`
}

function layout(
  ctx: PageContext,
  page: { title: string; description: string; ogImage: string; body: SafeHtml; jsonLd?: unknown; status?: number },
): string {
  const t = textsOf(ctx.lang)
  const url = (lang: PublicLang) => `${ctx.baseUrl}/${lang}/l/${ctx.org.slug}${ctx.subPath}`
  const other: PublicLang = ctx.lang === 'es' ? 'en' : 'es'
  const doc = html`<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${page.title}</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${url(ctx.lang)}">
<link rel="alternate" hreflang="es" href="${url('es')}">
<link rel="alternate" hreflang="en" href="${url('en')}">
<link rel="alternate" hreflang="x-default" href="${url('es')}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${ctx.org.name}">
<meta property="og:title" content="${page.title}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${url(ctx.lang)}">
<meta property="og:locale" content="${ctx.lang === 'es' ? 'es_ES' : 'en_GB'}">
<meta property="og:image" content="${page.ogImage}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${page.title}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${page.title}">
<meta name="twitter:description" content="${page.description}">
<meta name="twitter:image" content="${page.ogImage}">
<meta name="theme-color" content="#0b5cad">
<style>${STYLE}</style>
${page.jsonLd ? html`<script type="application/ld+json">${jsonLd(page.jsonLd)}</script>` : ''}
${ctx.liveScript ? html`<script src="${ctx.liveScript}" defer></script>` : ''}
</head>
<body${ctx.liveScript ? html` data-live="/api/public/${ctx.org.slug}/events"` : ''}>
<header><div class="bar">
<a class="league" href="${base(ctx)}">${
    ctx.org.logoUrl ? html`<img src="${ctx.org.logoUrl}" alt="" width="32" height="32">` : ''
  }${ctx.org.name}</a>
<nav aria-label="${t('language')}"><a href="/${other}/l/${ctx.org.slug}${ctx.subPath}" hreflang="${other}" lang="${other}">${
    other === 'es' ? 'Español' : 'English'
  }</a></nav>
</div></header>
<main id="main">${page.body}</main>
<footer>${t('powered_by')}</footer>
</body>
</html>`
  return doc.toString()
}

function gameItem(ctx: PageContext, g: PublicGame, options: { showTournament?: boolean } = {}) {
  const t = textsOf(ctx.lang)
  const score =
    g.status === 'played'
      ? html`${scoreText(g, ' – ')}`
      : g.status === 'suspended'
        ? html`<span class="muted">${t('suspended_game')}</span>`
        : html`<span class="muted">vs</span>`
  return html`<li><a class="game" href="${base(ctx)}/games/${g.id}">
<span class="home">${g.homeTeam.name}</span><span class="score">${score}</span><span class="away">${g.awayTeam.name}</span>
</a><div class="meta">${formatGameWhen(g, ctx.lang, ctx.org.timeZone)}${g.venue ? html` · ${g.venue.name}` : ''}${
    options.showTournament ? html` · ${g.tournament.name}` : ''
  }</div></li>`
}

function gameList(ctx: PageContext, games: PublicGame[], options: { showTournament?: boolean } = {}) {
  const t = textsOf(ctx.lang)
  if (games.length === 0) return html`<p class="muted">${t('no_games')}</p>`
  return html`<ul class="games">${games.map((g) => gameItem(ctx, g, options))}</ul>`
}

function standingsTables(ctx: PageContext, standings: PublicStandings) {
  const t = textsOf(ctx.lang)
  const zones = new Set(standings.groups.flatMap((g) => g.rows.flatMap((r) => (r.zone ? [r.zone] : []))))
  const head = (short: Parameters<typeof t>[0], full: Parameters<typeof t>[0]) =>
    html`<th scope="col"><abbr title="${t(full)}">${t(short)}</abbr></th>`
  // On a phone (below 600 px) only position, team (two lines at most), played, goal difference and points show, as in
  // the admin's compact table (decision 0025); the other columns carry class "x" and come back with "All columns"
  // (a checkbox read by CSS: the page needs no script). The zone's name stays for screen readers.
  const extra = (short: Parameters<typeof t>[0], full: Parameters<typeof t>[0]) =>
    html`<th scope="col" class="x"><abbr title="${t(full)}">${t(short)}</abbr></th>`
  return html`${standings.groups.map(
    (group) => html`<div class="scroll"><table class="standings">
${group.name && standings.groups.length > 1 ? html`<caption>${group.name}</caption>` : ''}
<thead><tr>${head('position_short', 'position')}<th scope="col" class="name">${t('team')}</th>${head('played_short', 'played')}${extra(
      'won_short',
      'won',
    )}${extra('drawn_short', 'drawn')}${extra('lost_short', 'lost')}${extra('goals_for_short', 'goals_for')}${extra(
      'goals_against_short',
      'goals_against',
    )}${head('goal_difference_short', 'goal_difference')}${head('points_short', 'points')}</tr></thead>
<tbody>${group.rows.map(
      (
        r,
      ) => html`<tr class="${r.withdrawn ? 'withdrawn' : (r.zone ?? '')}"><td>${r.tiedOnLots ? html`<span title="${t('tied_on_lots')}">=${r.position}</span>` : r.position}</td>
<th scope="row" class="name"><a href="${base(ctx)}/teams/${r.team.id}">${r.team.name}</a>${
        r.zone ? html`<span class="muted zone"> · ${t(`zone_${r.zone}`)}</span>` : ''
      }${r.withdrawn ? html`<span class="muted"> · ${t('withdrawn')}</span>` : ''}</th><td>${r.played}</td><td class="x">${r.won}</td><td class="x">${r.drawn}</td><td class="x">${r.lost}</td><td class="x">${r.goalsFor}</td><td class="x">${r.goalsAgainst}</td><td>${signedNumber(
        r.goalDifference,
      )}</td><td><strong>${r.points}</strong></td></tr>`,
    )}</tbody></table></div>`,
  )}${
    zones.size > 0
      ? html`<ul class="legend">${[...zones].map((z) => html`<li class="${z}">${t(`zone_${z}`)}</li>`)}</ul>`
      : ''
  }${
    standings.groups.some((g) => g.rows.length > 0)
      ? html`<label class="cols"><input type="checkbox" id="all-columns">${t('all_columns')}</label>`
      : ''
  }`
}

function subscribeLinks(ctx: PageContext, feedPath: string) {
  const t = textsOf(ctx.lang)
  const https = `${ctx.baseUrl}${feedPath}`
  const webcal = https.replace(/^https?:/, 'webcal:')
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`
  return html`<p class="links"><span>${t('subscribe')}:</span><a href="${webcal}">${t('subscribe_webcal')}</a><a href="${google}" rel="noopener">${t(
    'subscribe_google',
  )}</a><a href="${feedPath}">.ics</a></p>`
}

export function renderLeaguePage(ctx: PageContext, league: PublicLeague): string {
  const t = textsOf(ctx.lang)
  const body = html`<h1>${league.name}</h1>
<section><h2>${t('tournaments')}</h2>${
    league.tournaments.length === 0
      ? html`<p class="muted">${t('no_tournaments')}</p>`
      : html`<ul class="plain">${league.tournaments.map(
          (x) =>
            html`<li><a href="${base(ctx)}/tournaments/${x.id}">${x.name}</a>${x.season ? html` <span class="muted">· ${x.season.name}</span>` : ''}</li>`,
        )}</ul>`
  }</section>
<div class="grid"><section><h2>${t('next_games')}</h2>${gameList(ctx, league.nextGames, { showTournament: true })}</section>
<section><h2>${t('latest_results')}</h2>${gameList(ctx, league.latestResults, { showTournament: true })}</section></div>`
  return layout(ctx, {
    title: league.name,
    description: t('league_description', { league: league.name }),
    ogImage: ogImageOf(ctx, 'league.png'),
    body,
  })
}

function tieView(ctx: PageContext, tie: PublicBracketTie) {
  const t = textsOf(ctx.lang)
  const side = (team: PublicBracketTie['homeTeam'], goals: number | undefined) =>
    html`<div class="side${team && tie.winner?.id === team.id ? ' won' : ''}"><span>${
      team ? team.name : html`<span class="muted">${tie.isBye ? t('moves_up') : t('to_be_decided')}</span>`
    }</span>${goals !== undefined ? html`<b>${goals}</b>` : ''}</div>`
  const legLink = (leg: PublicBracketTie['legs'][number]) => {
    const label =
      tie.legs.length > 1
        ? html`${t(leg.leg === 1 ? 'leg_1' : 'leg_2')}${leg.score ? html` ${leg.score.home}–${leg.score.away}` : ''}`
        : html`${leg.score ? `${leg.score.home}–${leg.score.away}` : 'vs'}`
    return leg.gameId ? html`<a href="${base(ctx)}/games/${leg.gameId}">${label}</a>` : tie.legs.length > 1 ? label : ''
  }
  const legs = tie.legs.map(legLink).filter((part) => part !== '')
  return html`<div class="tie">${side(tie.homeTeam, tie.aggregate?.home)}${side(tie.awayTeam, tie.aggregate?.away)}${
    legs.length > 0 || tie.penalties
      ? html`<div class="meta">${legs.map((l, i) => html`${i > 0 ? ' · ' : ''}${l}`)}${
          tie.penalties ? html` ${t('penalties_short', { home: tie.penalties.home, away: tie.penalties.away })}` : ''
        }</div>`
      : ''
  }</div>`
}

function bracketView(ctx: PageContext, b: PublicBracket) {
  const t = textsOf(ctx.lang)
  return html`<h3>${b.name}</h3>${
    b.champion ? html`<p class="champion">${t('champion')}: ${b.champion.name}</p>` : ''
  }<div class="bracket">${b.rounds.map(
    (r) =>
      html`<div class="col"><h4>${t(`round_${r.name}`)}</h4>${r.ties.map((tie) => tieView(ctx, tie))}${
        r.name === 'final' && b.thirdPlaceTie ? html`<h4>${t('third_place')}</h4>${tieView(ctx, b.thirdPlaceTie)}` : ''
      }</div>`,
  )}</div>`
}

export function renderTournamentPage(ctx: PageContext, x: PublicTournament): string {
  const t = textsOf(ctx.lang)
  const share = (roundId: string, n: number) =>
    html`<a href="/api/public/${ctx.org.slug}/share/rounds/${roundId}.png" download>${t('share_round', { n })}</a>`
  const body = html`<h1>${x.name}${x.season ? html` <span class="muted">· ${x.season.name}</span>` : ''}</h1>
${subscribeLinks(ctx, `/api/public/${ctx.org.slug}/tournaments/${x.id}/calendar.ics`)}
<section id="standings" aria-labelledby="standings-title"><h2 id="standings-title">${t('standings')}</h2>${standingsTables(ctx, x.standings)}</section>
${
  x.brackets.length > 0
    ? html`<section id="brackets" aria-labelledby="brackets-title"><h2 id="brackets-title">${t('brackets')}</h2>${x.brackets.map((b) => bracketView(ctx, b))}</section>`
    : ''
}
<section id="fixtures" aria-labelledby="fixtures-title"><h2 id="fixtures-title">${t('fixtures')}</h2>${x.rounds.map(
    (r) =>
      html`<div class="round"><div class="round-head"><h3>${r.name ?? `${t('round')} ${r.number}`}${
        r.date ? html` <span class="muted">· ${formatDay(r.date, ctx.lang)}</span>` : ''
      }</h3>${share(r.id, r.number)}</div>${gameList(ctx, r.games)}${
        r.byeTeams.length > 0
          ? html`<p class="muted">${t('bye')}: ${r.byeTeams.map((b, i) => html`${i > 0 ? ', ' : ''}${b.name}`)}</p>`
          : ''
      }</div>`,
  )}${x.otherGames.length > 0 ? html`<h3>${t('other_games')}</h3>${gameList(ctx, x.otherGames)}` : ''}${
    x.rounds.length === 0 && x.otherGames.length === 0 ? html`<p class="muted">${t('no_games')}</p>` : ''
  }</section>
<div class="grid"><section id="scorers" aria-labelledby="scorers-title"><h2 id="scorers-title">${t('top_scorers')}</h2>${
    x.scorers.length === 0
      ? html`<p class="muted">${t('no_scorers')}</p>`
      : html`<div class="scroll"><table><thead><tr><th scope="col">${t('position_short')}</th><th scope="col" class="name">${t(
          'player',
        )}</th><th scope="col" class="name">${t('team')}</th><th scope="col">${t('goals')}</th></tr></thead><tbody>${x.scorers.map(
          (s) =>
            html`<tr><td>${s.position}</td><th scope="row" class="name">${s.name}</th><td class="name"><a href="${base(ctx)}/teams/${s.team.id}">${s.team.name}</a></td><td>${s.goals}</td></tr>`,
        )}</tbody></table></div>`
  }</section>
<section id="suspended" aria-labelledby="suspended-title"><h2 id="suspended-title">${t('suspended')}</h2>${
    x.suspended.length === 0
      ? html`<p class="muted">${t('no_suspended')}</p>`
      : html`<div class="scroll"><table><thead><tr><th scope="col" class="name">${t('player')}</th><th scope="col" class="name">${t(
          'team',
        )}</th><th scope="col">${t('games_left')}</th></tr></thead><tbody>${x.suspended.map(
          (s) =>
            html`<tr><th scope="row" class="name">${s.name}</th><td class="name">${s.team.name}</td><td>${s.gamesLeft}</td></tr>`,
        )}</tbody></table></div>`
  }</section></div>
<p class="muted">${t('live')}</p>`
  return layout(ctx, {
    title: `${x.name} · ${ctx.org.name}`,
    description: t('tournament_description', { tournament: x.name, league: ctx.org.name }),
    ogImage: ogImageOf(ctx, `tournaments/${x.id}.png`),
    body,
  })
}

export function renderTeamPage(ctx: PageContext, team: PublicTeam): string {
  const t = textsOf(ctx.lang)
  const body = html`<h1>${team.pictureThumbUrl ? html`<img class="thumb" src="${team.pictureThumbUrl}" alt="" width="32" height="32">` : ''}${team.name}</h1>
${team.tournaments.length > 0 ? html`<p class="links">${team.tournaments.map((x) => html`<a href="${base(ctx)}/tournaments/${x.id}">${x.name}</a>`)}</p>` : ''}
${subscribeLinks(ctx, `/api/public/${ctx.org.slug}/teams/${team.id}/calendar.ics`)}
<div class="grid"><section aria-labelledby="roster-title"><h2 id="roster-title">${t('roster')}</h2>${
    team.roster.length === 0
      ? html`<p class="muted">—</p>`
      : html`<div class="scroll"><table><thead><tr><th scope="col">${t('jersey')}</th><th scope="col" class="name">${t(
          'player',
        )}</th></tr></thead><tbody>${team.roster.map(
          (p) =>
            html`<tr><td>${p.jerseyNumber ?? ''}</td><th scope="row" class="name">${
              p.photoThumbUrl
                ? html`<img class="thumb" src="${p.photoThumbUrl}" alt="${p.firstname} ${p.lastname}" width="32" height="32" loading="lazy">`
                : ''
            }${p.firstname} ${p.lastname}</th></tr>`,
        )}</tbody></table></div>`
  }</section>
<section aria-labelledby="games-title"><h2 id="games-title">${t('games')}</h2>${gameList(ctx, team.games, { showTournament: true })}</section></div>`
  return layout(ctx, {
    title: `${team.name} · ${ctx.org.name}`,
    description: t('team_description', { team: team.name, league: ctx.org.name }),
    ogImage: ogImageOf(ctx, 'league.png'),
    body,
  })
}

export function renderGamePage(ctx: PageContext, g: PublicGameDetail): string {
  const t = textsOf(ctx.lang)
  const when = formatGameWhen(g, ctx.lang, ctx.org.timeZone)
  const status =
    g.status === 'played' ? t('played_game') : g.status === 'suspended' ? t('suspended_game') : t('scheduled_game')
  const side = (s: PublicGameDetail['home']) => html`<div><h3>${s.team.name}</h3>
${!g.walkover && (s.scorers.length > 0 || s.unassignedGoals > 0) ? html`<p><strong>${t('scorers')}:</strong></p><ul class="plain">${s.scorers.map((x) => html`<li>${x.name}${x.goals > 1 ? ` (${x.goals})` : ''}${x.minutes.length > 0 ? ` · ${x.minutes.map((m) => `${m}'`).join(', ')}` : ''}</li>`)}${s.unassignedGoals > 0 ? html`<li>${t('unassigned_goals')}: ${s.unassignedGoals}</li>` : ''}</ul>` : ''}
${s.cards.length > 0 ? html`<p><strong>${t('cards')}:</strong></p><ul class="plain">${s.cards.map((c) => html`<li>${c.name} · ${t(`card_${c.type}`)}${c.minute !== null ? ` · ${c.minute}'` : ''}</li>`)}</ul>` : ''}${s.lineup.length > 0 ? html`<p><strong>${t('lineup')}:</strong> ${s.lineup.map((x) => x.name).join(', ')}</p>` : ''}</div>`
  const mapUrl = g.venue
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([g.venue.name, g.venue.address].filter(Boolean).join(', '))}`
    : null
  const body = html`<p class="links"><a href="${base(ctx)}/tournaments/${g.tournament.id}">${g.tournament.name}</a>${
    g.round ? html`<span class="muted">${g.round.name ?? `${t('round')} ${g.round.number}`}</span>` : ''
  }</p>
<section><h1 class="scoreboard"><a href="${base(ctx)}/teams/${g.homeTeam.id}">${g.homeTeam.name}</a><span class="big">${
    g.status === 'played' ? scoreText(g, ' – ') : 'vs'
  }</span><a href="${base(ctx)}/teams/${g.awayTeam.id}">${g.awayTeam.name}</a></h1>
<p class="meta">${status} · ${when}</p>
${g.venue ? html`<p class="meta">${t('venue')}: ${g.venue.name}${g.venue.field ? ` (${g.venue.field})` : ''}${g.venue.address ? ` · ${g.venue.address}` : ''} · <a href="${mapUrl}" rel="noopener">${t('map')}</a></p>` : ''}
<p class="meta"><a href="/api/public/${ctx.org.slug}/share/games/${g.id}.png" download>${t('share_game')}</a></p></section>
${g.status === 'played' ? html`<section class="grid">${side(g.home)}${side(g.away)}</section>` : ''}`
  const pageUrl = `${ctx.baseUrl}${base(ctx)}/games/${g.id}`
  return layout(ctx, {
    title: `${g.homeTeam.name} – ${g.awayTeam.name} · ${ctx.org.name}`,
    description: t('game_description', {
      home: g.homeTeam.name,
      away: g.awayTeam.name,
      when: g.status === 'played' ? scoreText(g) : when,
      league: ctx.org.name,
    }),
    ogImage: ogImageOf(ctx, `games/${g.id}.png`),
    body,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: `${g.homeTeam.name} – ${g.awayTeam.name}`,
      sport: 'Soccer',
      url: pageUrl,
      ...(g.playAt ? { startDate: g.playAt } : g.date ? { startDate: g.date } : {}),
      eventStatus: g.status === 'suspended' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      homeTeam: { '@type': 'SportsTeam', name: g.homeTeam.name },
      awayTeam: { '@type': 'SportsTeam', name: g.awayTeam.name },
      competitor: [
        { '@type': 'SportsTeam', name: g.homeTeam.name },
        { '@type': 'SportsTeam', name: g.awayTeam.name },
      ],
      superEvent: { '@type': 'SportsEvent', name: g.tournament.name },
      organizer: { '@type': 'SportsOrganization', name: ctx.org.name, url: `${ctx.baseUrl}${base(ctx)}` },
      ...(g.venue
        ? {
            location: {
              '@type': 'Place',
              name: g.venue.name,
              ...(g.venue.address ? { address: g.venue.address } : {}),
            },
          }
        : {}),
    },
  })
}

/** The public 404 page (no league data: the league may be off). */
export function renderNotFoundPage(lang: PublicLang): string {
  const t = textsOf(lang)
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('not_found_title')}</title><style>${STYLE}</style></head>
<body><main id="main"><section><h1>${t('not_found_title')}</h1><p>${t('not_found_text')}</p></section></main></body></html>`.toString()
}
