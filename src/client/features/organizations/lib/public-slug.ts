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
