/** The league's public pages (decision 0013) and a WhatsApp link to share them (decision 0047). */

/** The league's public address for a language. */
export function publicSiteUrl(origin: string, lang: string, slug: string): string {
  return `${origin}/${lang}/l/${slug}`
}

/** A game's public page. */
export function publicGameUrl(origin: string, lang: string, slug: string, gameId: string): string {
  return `${publicSiteUrl(origin, lang, slug)}/games/${gameId}`
}

/** A tournament's public page (its fixtures, results and standings). */
export function publicTournamentUrl(origin: string, lang: string, slug: string, tournamentId: string): string {
  return `${publicSiteUrl(origin, lang, slug)}/tournaments/${tournamentId}`
}

/** A WhatsApp link that shares `text` (wa.me opens the app on phones, WhatsApp Web elsewhere). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
