/**
 * A public address suggested from the league's name, by the server's rules: lowercase, accents removed, single
 * hyphens, not at the ends, 3–60 characters.
 */
export function suggestPublicSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug.length >= 3 ? slug : `${slug || 'liga'}-futbol`.replace(/^-/, '')
}

/** The league's public address for a language. */
export function publicSiteUrl(origin: string, lang: string, slug: string): string {
  return `${origin}/${lang}/l/${slug}`
}

/** A WhatsApp link that shares `text` (wa.me opens the app on phones, WhatsApp Web elsewhere). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
