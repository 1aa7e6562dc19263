/**
 * The public pages' HTML, rendered on the server from the public types only (nothing else is in reach here): the
 * table, the rounds and the names are in the HTML, readable without JavaScript. One small external script
 * (public-assets.ts) follows live changes; there is no inline script (JSON-LD data blocks only) and no admin bundle.
 */
import { scoreText } from '#domain/games/walkover.ts'
import type {
  PublicBracket,
  PublicBracketTie,
  PublicGame,
  PublicGameDetail,
  PublicLeague,
  PublicTeam,
  PublicTournament,
} from '#domain/public/public.schema.ts'
import { html } from './html.ts'
import { knockoutLabel, publicScoreText, tieOutcomeText } from './public-game-text.ts'
import { base, layout, ogImageOf, type PageContext } from './public-page-layout.ts'
import { gameList, roundLinkLabel, roundsNav, standingsTables, subscribeLinks } from './public-page-parts.ts'
import { formatDay, formatGameWhen, textsOfPage } from './public-texts.ts'

/** A decided cup's banner: "Campeón de Copa de Oro · Apertura", the champion, and the runner-up. */
function championBanner(
  ctx: PageContext,
  c: {
    cup: { name: string }
    tournament?: { name: string }
    champion: { name: string }
    runnerUp: { name: string } | null
  },
) {
  const t = textsOfPage(ctx)
  return html`<div class="banner" role="note"><span class="cup">🏆 ${t('champion_of', { cup: c.cup.name })}${
    c.tournament ? ` · ${c.tournament.name}` : ''
  }</span><strong>${c.champion.name}</strong>${
    c.runnerUp ? html`<span class="runner">${t('runner_up')}: ${c.runnerUp.name}</span>` : ''
  }</div>`
}

export function renderLeaguePage(ctx: PageContext, league: PublicLeague): string {
  const t = textsOfPage(ctx)
  const body = html`<h1>${league.name}</h1>
${league.champions.map((c) => championBanner(ctx, c))}
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
  const t = textsOfPage(ctx)
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
  const t = textsOfPage(ctx)
  return html`<h3>${b.name}</h3>${
    b.champion ? html`<p class="champion">${t('champion')}: ${b.champion.name}</p>` : ''
  }<div class="bracket">${b.rounds.map(
    (r) =>
      html`<div class="col"><h4>${t(`round_${r.name}`)}</h4>${r.ties.map((tie) => tieView(ctx, tie))}${
        r.name === 'final' && b.thirdPlaceTie ? html`<h4>${t('third_place')}</h4>${tieView(ctx, b.thirdPlaceTie)}` : ''
      }</div>`,
  )}</div>`
}

/** The shown games of no league round: under each knockout stage shown, then "Other games". */
function otherSections(ctx: PageContext, x: PublicTournament): { title: string; games: PublicGame[] }[] {
  let rest = x.otherGames
  const sections: { title: string; games: PublicGame[] }[] = []
  for (const link of x.roundIndex.filter((r) => r.kind === 'knockout' && x.shownRounds.includes(r.key))) {
    const ofStage = (g: PublicGame) =>
      g.knockout?.bracket.id === link.bracket?.id &&
      (g.knockout?.round === link.stage || (link.stage === 'final' && g.knockout?.round === 'thirdPlace'))
    sections.push({ title: roundLinkLabel(ctx, link), games: rest.filter(ofStage) })
    rest = rest.filter((g) => !ofStage(g))
  }
  return rest.length > 0 ? [...sections, { title: textsOfPage(ctx)('other_games'), games: rest }] : sections
}

export function renderTournamentPage(ctx: PageContext, x: PublicTournament): string {
  const t = textsOfPage(ctx)
  const roundTitle = (r: PublicTournament['rounds'][number]) => {
    const title = r.name ?? `${t('round')} ${r.number}`
    return r.groupName ? t('round_zone', { round: title, zone: r.groupName }) : title
  }
  const share = (roundId: string, n: number) =>
    html`<a href="/api/public/${ctx.org.slug}/share/rounds/${roundId}.png" download>${t('share_round', { n })}</a>`
  const body = html`<h1>${x.name}${x.season ? html` <span class="muted">· ${x.season.name}</span>` : ''}</h1>
${x.brackets.flatMap((b) => (b.champion ? [championBanner(ctx, { cup: b, champion: b.champion, runnerUp: b.runnerUp })] : []))}
${subscribeLinks(ctx, `/api/public/${ctx.org.slug}/tournaments/${x.id}/calendar.ics`)}
<section id="standings" aria-labelledby="standings-title"><h2 id="standings-title">${t('standings')}</h2>${standingsTables(ctx, x.standings)}</section>
${
  x.brackets.length > 0
    ? html`<section id="brackets" aria-labelledby="brackets-title"><h2 id="brackets-title">${t('brackets')}</h2>${x.brackets.map((b) => bracketView(ctx, b))}</section>`
    : ''
}
<section id="fixtures" aria-labelledby="fixtures-title"><h2 id="fixtures-title">${t('fixtures')}</h2>${roundsNav(ctx, x)}${x.rounds.map(
    (r) =>
      html`<div class="round"><div class="round-head"><h3>${roundTitle(r)}${
        r.date ? html` <span class="muted">· ${formatDay(r.date, ctx.lang)}</span>` : ''
      }</h3>${share(r.id, r.number)}</div>${gameList(ctx, r.games)}${
        r.byeTeams.length > 0
          ? html`<p class="muted">${t('bye')}: ${r.byeTeams.map((b, i) => html`${i > 0 ? ', ' : ''}${b.name}`)}</p>`
          : ''
      }</div>`,
  )}${otherSections(ctx, x).map((section) => html`<h3>${section.title}</h3>${gameList(ctx, section.games)}`)}${
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
  const t = textsOfPage(ctx)
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

/** A card's colour (two for a second yellow: yellow, then red), hidden from screen readers: the word follows it. */
function cardIcon(c: PublicGameDetail['home']['cards'][number]) {
  const one = (type: string) => html`<span class="card ${type}"></span>`
  return html`<span aria-hidden="true">${c.isSecondYellow ? html`${one('yellow')}${one('red')}` : one(c.type)}</span>`
}

export function renderGamePage(ctx: PageContext, g: PublicGameDetail): string {
  const t = textsOfPage(ctx)
  const when = formatGameWhen(g, ctx.lang, ctx.org.timeZone)
  const status =
    g.status === 'played' ? t('played_game') : g.status === 'suspended' ? t('suspended_game') : t('scheduled_game')
  const side = (s: PublicGameDetail['home']) => html`<div><h3>${s.team.name}</h3>
${!g.walkover && (s.scorers.length > 0 || s.unassignedGoals > 0) ? html`<p><strong>${t('scorers')}:</strong></p><ul class="plain">${s.scorers.map((x) => html`<li>${x.name}${x.goals > 1 ? ` (${x.goals})` : ''}${x.minutes.length > 0 ? ` · ${x.minutes.map((m) => `${m}'`).join(', ')}` : ''}</li>`)}${s.unassignedGoals > 0 ? html`<li>${t('unassigned_goals')}: ${s.unassignedGoals}</li>` : ''}</ul>` : ''}
${s.cards.length > 0 ? html`<p><strong>${t('cards')}:</strong></p><ul class="plain">${s.cards.map((c) => html`<li>${cardIcon(c)} ${c.name} · ${c.isSecondYellow ? t('second_yellow') : t(`card_${c.type}`)}${c.minute !== null ? ` · ${c.minute}'` : ''}</li>`)}</ul>` : ''}${s.lineup.length > 0 ? html`<p><strong>${t('lineup')}:</strong> ${s.lineup.map((x) => x.name).join(', ')}</p>` : ''}</div>`
  const mapUrl = g.venue
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([g.venue.name, g.venue.address].filter(Boolean).join(', '))}`
    : null
  const score = publicScoreText(g, t)
  const cup = knockoutLabel(g, t)
  const outcome = tieOutcomeText(g, t)
  const body = html`<p class="links"><a href="${base(ctx)}/tournaments/${g.tournament.id}">${g.tournament.name}</a>${
    cup
      ? html`<span class="cup">${cup}</span>`
      : g.round
        ? html`<span class="muted">${g.round.name ?? `${t('round')} ${g.round.number}`}</span>`
        : ''
  }</p>
<section><h1 class="scoreboard"><a href="${base(ctx)}/teams/${g.homeTeam.id}">${g.homeTeam.name}</a><span class="big">${
    score && g.penalties
      ? html`${scoreText(g, ' – ')}<span class="pen">${t('penalties_short', g.penalties)}</span>`
      : (score ?? 'vs')
  }</span><a href="${base(ctx)}/teams/${g.awayTeam.id}">${g.awayTeam.name}</a></h1>
${outcome ? html`<p class="outcome">${outcome}</p>` : ''}
<p class="meta">${status} · ${when}</p>
${g.referee ? html`<p class="meta">${t('referee')}: ${g.referee}</p>` : ''}
${g.venue ? html`<p class="meta">${t('venue')}: ${g.venue.name}${g.venue.field ? ` (${g.venue.field})` : ''}${g.venue.address ? ` · ${g.venue.address}` : ''} · <a href="${mapUrl}" rel="noopener">${t('map')}</a></p>` : ''}
<p class="meta"><a href="/api/public/${ctx.org.slug}/share/games/${g.id}.png" download>${t('share_game')}</a></p></section>
${g.status === 'played' ? html`<section class="grid">${side(g.home)}${side(g.away)}</section>` : ''}`
  const pageUrl = `${ctx.baseUrl}${base(ctx)}/games/${g.id}`
  return layout(ctx, {
    title: `${g.homeTeam.name} – ${g.awayTeam.name}${cup ? ` · ${cup}` : ''} · ${ctx.org.name}`,
    description: t('game_description', {
      home: g.homeTeam.name,
      away: g.awayTeam.name,
      when: [publicScoreText(g, t, '–') ?? when, outcome].filter(Boolean).join(' · '),
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
      superEvent: { '@type': 'SportsEvent', name: cup ? `${g.tournament.name} · ${cup}` : g.tournament.name },
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
