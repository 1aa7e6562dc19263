/**
 * The frame of every public page (public-pages.ts): the document with its meta tags, the header and the style, and
 * the 404 page. Rendered from the public types only, escaped by construction (html.ts).
 */

import { serverLangOf } from '#server/i18n/server-messages.ts'
import { html, jsonLd, raw, type SafeHtml } from './html.ts'
import type { PublicOrganization } from './public.service.ts'
import { type PublicLang, textsOf, textsOfPage } from './public-texts.ts'

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
.scoreboard{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);align-items:center;gap:1rem;text-align:center}
.scoreboard .big{font-size:2.2rem;font-weight:800}.scoreboard a{font-weight:700;font-size:1.1rem}
ul.plain{margin:0;padding-left:1.1rem}img.thumb{width:32px;height:32px;border-radius:50%;object-fit:cover;vertical-align:middle;margin-right:.4rem}
.bracket{display:grid;gap:1rem;margin:0 0 1rem}@media (min-width:700px){.bracket{grid-auto-flow:column;grid-auto-columns:minmax(12rem,1fr);overflow-x:auto}}
.bracket .col{display:flex;flex-direction:column;justify-content:space-around;gap:.5rem}.bracket h4{margin:0 0 .25rem;font-size:.9rem;color:var(--muted)}
.tie{border:1px solid var(--line);border-radius:8px;padding:.35rem .6rem}.tie .side{display:flex;justify-content:space-between;gap:.5rem}
.tie .side b{font-variant-numeric:tabular-nums}.tie .won{font-weight:700}.tie .meta{text-align:left}.champion{font-weight:700;color:var(--gold)}
.banner{border:2px solid var(--gold);border-radius:10px;padding:.75rem 1rem;margin:0 0 1rem;display:flex;gap:.75rem;align-items:center;flex-wrap:wrap}
.banner .cup{font-size:.85rem;color:var(--muted);width:100%}.banner strong{font-size:1.15rem;color:var(--gold);overflow-wrap:anywhere}
.banner .runner{color:var(--muted);font-size:.9rem;overflow-wrap:anywhere}.outcome{text-align:center;font-weight:700;margin:.25rem 0}
.links .cup{font-weight:600}.card{display:inline-block;width:.6rem;height:.85rem;border-radius:2px;margin-right:.15rem;vertical-align:-1px}
.card.yellow{background:#f5c400}.card.red{background:#d62d20}.card.blue{background:#1f6fd1}.scoreboard a{overflow-wrap:break-word;hyphens:auto;min-width:0}.scoreboard .pen{display:block;font-size:.95rem;font-weight:700}
@media (max-width:599px){.scoreboard{gap:.5rem}.scoreboard .big{font-size:1.8rem}.scoreboard a{font-size:1rem}}
footer{max-width:1100px;margin:0 auto;padding:1rem;color:var(--muted);font-size:.85rem}
`)

export function base(ctx: PageContext) {
  return `/${ctx.lang}/l/${ctx.org.slug}`
}

export function ogImageOf(ctx: PageContext, image: string) {
  return `${ctx.baseUrl}/api/public/${ctx.org.slug}/og/${image}`
}

/** An Argentine league's pages are Argentine Spanish, to the browser too (decision 0055). */
function htmlLangOf(ctx: PageContext): string {
  return serverLangOf(ctx.lang, ctx.org.leagues[0]?.country)
}

/** An Argentine league's pages are Argentine Spanish to the sites that show a link to them (decision 0042). */
function ogLocaleOf(ctx: PageContext): string {
  if (ctx.lang === 'en') return 'en_GB'
  return serverLangOf(ctx.lang, ctx.org.leagues[0]?.country) === 'es-AR' ? 'es_AR' : 'es_ES'
}

export function layout(
  ctx: PageContext,
  page: { title: string; description: string; ogImage: string; body: SafeHtml; jsonLd?: unknown; status?: number },
): string {
  const t = textsOfPage(ctx)
  const url = (lang: PublicLang) => `${ctx.baseUrl}/${lang}/l/${ctx.org.slug}${ctx.subPath}`
  const other: PublicLang = ctx.lang === 'es' ? 'en' : 'es'
  const doc = html`<!doctype html>
<html lang="${htmlLangOf(ctx)}">
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
<meta property="og:locale" content="${ogLocaleOf(ctx)}">
<meta property="og:image" content="${page.ogImage}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${page.title}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${page.title}">
<meta name="twitter:description" content="${page.description}">
<meta name="twitter:image" content="${page.ogImage}">
<meta name="theme-color" content="#0b5cad">
<link rel="icon" ${ctx.org.logoUrl ? html`href="${ctx.org.logoUrl}"` : html`type="image/png" sizes="192x192" href="/icons/icon-192.png"`}>
<link rel="apple-touch-icon" href="${ctx.org.logoUrl ?? '/icons/apple-touch-icon.png'}">
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

/** The public 404 page (no league data: the league may be off). */
export function renderNotFoundPage(lang: PublicLang): string {
  const t = textsOf(lang)
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('not_found_title')}</title><style>${STYLE}</style></head>
<body><main id="main"><section><h1>${t('not_found_title')}</h1><p>${t('not_found_text')}</p></section></main></body></html>`.toString()
}
