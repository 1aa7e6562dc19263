/**
 * The words and dates drawn on share images, in the league's language. The server cannot read the client's locale
 * files, and an image needs only these few labels. Dates go through one formatter that takes an IANA time zone.
 */
export const SHARE_LANGS = ['es', 'en'] as const
export type ShareLang = (typeof SHARE_LANGS)[number]

export const SHARE_TEXT = {
  es: {
    round: 'Fecha',
    standings: 'Posiciones',
    fixtures: 'Partidos',
    results: 'Resultados',
    points: 'PTS',
    played: 'PJ',
    goalDifference: 'DG',
    dateToBeConfirmed: 'Fecha a confirmar',
    suspended: 'Suspendido',
    final: 'Finalizado',
    noStandings: 'Todavía no hay partidos jugados',
    noGames: 'Todavía no hay partidos publicados',
    penalties: 'pen.',
    aggregate: 'global',
    goesThrough: 'pasa {team}',
    cupChampion: '{team}, campeón',
    leg1: 'Ida',
    leg2: 'Vuelta',
    ko_final: 'Final',
    ko_semiFinal: 'Semifinal',
    ko_quarterFinal: 'Cuartos de final',
    ko_roundOf16: 'Octavos de final',
    ko_roundOf32: 'Dieciseisavos de final',
    ko_roundOf64: 'Treintaidosavos de final',
    ko_thirdPlace: 'Tercer puesto',
  },
  en: {
    round: 'Round',
    standings: 'Standings',
    fixtures: 'Fixtures',
    results: 'Results',
    points: 'PTS',
    played: 'P',
    goalDifference: 'GD',
    dateToBeConfirmed: 'Date to be confirmed',
    suspended: 'Suspended',
    final: 'Full time',
    noStandings: 'No games played yet',
    noGames: 'No games published yet',
    penalties: 'pen.',
    aggregate: 'agg.',
    goesThrough: '{team} go through',
    cupChampion: '{team} win the cup',
    leg1: '1st leg',
    leg2: '2nd leg',
    ko_final: 'Final',
    ko_semiFinal: 'Semi-final',
    ko_quarterFinal: 'Quarter-final',
    ko_roundOf16: 'Round of 16',
    ko_roundOf32: 'Round of 32',
    ko_roundOf64: 'Round of 64',
    ko_thirdPlace: 'Third place',
  },
} as const satisfies Record<ShareLang, Record<string, string>>

export type ShareText = (typeof SHARE_TEXT)[ShareLang]

const SPANISH_SPEAKING = new Set([
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GQ',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
])

/** The league's language: Spanish for a league in a Spanish-speaking country, else English. */
export function langOfCountry(country: string | undefined): ShareLang {
  return country && !SPANISH_SPEAKING.has(country.toUpperCase()) ? 'en' : 'es'
}

/** A game's day (and time unless hidden) in the league's language and time zone, e.g. "sáb 7 mar · 18:30". */
export function formatShareDate(
  iso: string,
  { lang, timeZone, isTimeHidden }: { lang: ShareLang; timeZone: string; isTimeHidden: boolean },
): string {
  const locale = lang === 'es' ? 'es-ES' : 'en-GB'
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone })
    .format(date)
    .replace(/\./g, '')
    .replace(',', '')
  if (isTimeHidden) return day
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date)
  return `${day} · ${time}`
}

/** A round's calendar day (`YYYY-MM-DD`, no time zone) in the league's language, e.g. "sábado 7 de marzo". */
export function formatRoundDay(day: string, lang: ShareLang): string {
  const locale = lang === 'es' ? 'es-ES' : 'en-GB'
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}
