import type { Lang } from './locale-path.ts'

/**
 * The messages a page is shown in: the path's language, refined by the league's country where a regional variant
 * exists (decision 0025). Argentine leagues read Spanish with vos ("Unite", "Contanos") and their own words
 * ("planillero"); everywhere else Spanish is Spain's. The path keeps `es` either way.
 */
export const LOCALE_VARIANTS = ['es', 'es-AR', 'en'] as const
export type LocaleVariant = (typeof LOCALE_VARIANTS)[number]

const REGIONAL: Partial<Record<Lang, Record<string, LocaleVariant>>> = { es: { AR: 'es-AR' } }

export function localeVariantFor(lang: Lang, country: string | null | undefined): LocaleVariant {
  const code = (country ?? '').trim().toUpperCase()
  return REGIONAL[lang]?.[code] ?? lang
}

export function isLocaleVariant(value: unknown): value is LocaleVariant {
  return typeof value === 'string' && (LOCALE_VARIANTS as readonly string[]).includes(value)
}

/** The language part of a variant: `es-AR` → `es`. */
export function baseLangOf(variant: LocaleVariant): Lang {
  return variant === 'en' ? 'en' : 'es'
}
