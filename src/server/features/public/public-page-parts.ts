/** Pieces the public pages share (public-pages.ts): game lists, standings tables, calendar links. */
import { signedNumber } from '#domain/numbers/signed-number.ts'
import type { PublicGame, PublicRoundLink, PublicStandings, PublicTournament } from '#domain/public/public.schema.ts'
import { html } from './html.ts'
import { knockoutLabel, publicScoreText, tieOutcomeText } from './public-game-text.ts'
import { base, type PageContext } from './public-page-layout.ts'
import { formatGameWhen, textsOfPage } from './public-texts.ts'

export function gameItem(ctx: PageContext, g: PublicGame, options: { showTournament?: boolean } = {}) {
  const t = textsOfPage(ctx)
  const played = publicScoreText(g, t)
  const cup = knockoutLabel(g, t)
  const outcome = tieOutcomeText(g, t)
  const score =
    played !== null
      ? html`${played}`
      : g.status === 'suspended'
        ? html`<span class="muted">${t('suspended_game')}</span>`
        : html`<span class="muted">vs</span>`
  return html`<li><a class="game" href="${base(ctx)}/games/${g.id}">
<span class="home">${g.homeTeam.name}</span><span class="score">${score}</span><span class="away">${g.awayTeam.name}</span>
</a><div class="meta">${formatGameWhen(g, ctx.lang, ctx.org.timeZone)}${g.venue ? html` · ${g.venue.name}` : ''}${
    options.showTournament ? html` · ${g.tournament.name}` : ''
  }${cup ? html` · ${cup}` : ''}${outcome ? html` · <strong>${outcome}</strong>` : ''}</div></li>`
}

export function gameList(ctx: PageContext, games: PublicGame[], options: { showTournament?: boolean } = {}) {
  const t = textsOfPage(ctx)
  if (games.length === 0) return html`<p class="muted">${t('no_games')}</p>`
  return html`<ul class="games">${games.map((g) => gameItem(ctx, g, options))}</ul>`
}

export function standingsTables(ctx: PageContext, standings: PublicStandings) {
  const t = textsOfPage(ctx)
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

export function subscribeLinks(ctx: PageContext, feedPath: string) {
  const t = textsOfPage(ctx)
  const https = `${ctx.baseUrl}${feedPath}`
  const webcal = https.replace(/^https?:/, 'webcal:')
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`
  return html`<p class="links"><span>${t('subscribe')}:</span><a href="${webcal}">${t('subscribe_webcal')}</a><a href="${google}" rel="noopener">${t(
    'subscribe_google',
  )}</a><a href="${feedPath}">.ics</a></p>`
}

/** A round's name on the public pages: its own name or "Round N", a cup's stage, or "Other games". */
export function roundLinkLabel(ctx: PageContext, r: PublicRoundLink): string {
  const t = textsOfPage(ctx)
  if (r.kind === 'other') return t('other_games')
  if (r.kind === 'knockout') return `${r.bracket?.name ?? ''} · ${t(`round_${r.stage ?? 'final'}`)}`
  return r.name ?? `${t('round')} ${r.number}`
}

/**
 * Links to every round of a tournament's page (decision 0054): plain `?round=` addresses a crawler follows, the rounds
 * shown marked as the current page, and the rounds just before and after.
 */
export function roundsNav(ctx: PageContext, x: PublicTournament) {
  const t = textsOfPage(ctx)
  if (x.roundIndex.length <= 1) return ''
  const href = (key: string) => `${base(ctx)}/tournaments/${x.id}?round=${key}`
  const shown = new Set(x.shownRounds)
  return html`<nav class="links rounds" aria-label="${t('rounds')}">${
    x.previousRound ? html`<a rel="prev" href="${href(x.previousRound)}">← ${t('earlier_rounds')}</a>` : ''
  }${x.roundIndex.map((r) =>
    shown.has(r.key)
      ? html`<a href="${href(r.key)}" aria-current="page"><strong>${roundLinkLabel(ctx, r)}</strong></a>`
      : html`<a href="${href(r.key)}">${roundLinkLabel(ctx, r)}</a>`,
  )}${x.nextRound ? html`<a rel="next" href="${href(x.nextRound)}">${t('later_rounds')} →</a>` : ''}</nav>`
}
