import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, type Lang } from '#domain/navigation/locale-path.ts'
import { baseLangOf, isLocaleVariant, type LocaleVariant, localeVariantFor } from '#domain/navigation/locale-variant.ts'
import type { LocalePart } from '../locales/locale-parts.ts'

type Messages = Record<string, unknown>

// One chunk per language and part: the sign-in page loads only the public part of its language. `es-AR` holds only
// the messages that differ from `es` (voseo, local words) and is layered over it (decision 0025).
const loaders: Record<`${LocaleVariant}/${LocalePart}`, () => Promise<{ default: Messages }>> = {
  'es/public': () => import('virtual:locale/es/public'),
  'es/app': () => import('virtual:locale/es/app'),
  'es-AR/public': () => import('virtual:locale/es-AR/public'),
  'es-AR/app': () => import('virtual:locale/es-AR/app'),
  'en/public': () => import('virtual:locale/en/public'),
  'en/app': () => import('virtual:locale/en/app'),
}

/** What a variant's messages fall back to, nearest first. */
const FALLBACKS: Record<LocaleVariant, LocaleVariant[]> = { 'es-AR': ['es', 'en'], es: ['en'], en: [] }

/** The country of the last league this browser worked in (so a reload shows its variant at once); the app shell
 * corrects it from the active organization. */
const COUNTRY_STORAGE_KEY = 'league-country'

function readStoredCountry(): string | null {
  try {
    return localStorage.getItem(COUNTRY_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * Before any league is known (sign-up, onboarding), the browser's region stands in for the league's country: an es-AR
 * browser reads vos from the first page (decision 0042).
 */
function browserCountry(): string | null {
  if (typeof navigator === 'undefined') return null
  return spanishRegionOf(navigator.languages ?? [navigator.language])
}

/** The region of the browser's first regional Spanish (`es-AR` → `AR`), or null. */
export function spanishRegionOf(languages: readonly string[]): string | null {
  const tag = languages.find((candidate) => /^es-[a-z]{2}$/i.test(candidate))
  return tag ? tag.slice(3).toUpperCase() : null
}

let leagueCountry: string | null =
  (typeof localStorage === 'undefined' ? null : readStoredCountry()) ?? browserCountry()

export const i18n = i18next.createInstance()
i18n.use(initReactI18next)

const loaded = new Set<string>()
let isAppPartNeeded = false

async function loadPart(variant: LocaleVariant, part: LocalePart): Promise<void> {
  const key = `${variant}/${part}` as const
  if (loaded.has(key)) return
  const messages = await loaders[key]()
  i18n.addResourceBundle(variant, 'common', messages.default, true, true)
  loaded.add(key)
}

/** A variant's part and the part of the language it is layered over (`es-AR` needs `es` too). */
async function ensurePart(variant: LocaleVariant, part: LocalePart): Promise<void> {
  const base = baseLangOf(variant)
  await Promise.all([loadPart(variant, part), base !== variant ? loadPart(base, part) : undefined])
}

/** The variant i18n shows now (`es-AR`, `es` or `en`). */
function currentVariant(): LocaleVariant {
  const language = i18n.language
  return isLocaleVariant(language) ? language : DEFAULT_LANG
}

/**
 * Starts i18n in `lang` (the league's variant of it), with the public messages, and the signed-in app's too when
 * `withAppMessages` (a signed-in page: they are preloaded, and a variant switch then loads both of its parts at once).
 */
export async function initI18n(lang: Lang, { withAppMessages = false } = {}): Promise<typeof i18n> {
  if (withAppMessages) isAppPartNeeded = true
  const variant = localeVariantFor(lang, leagueCountry)
  if (!i18n.isInitialized) {
    // The store exists once init ran; the messages are added right after (before the first render).
    await i18n.init({
      lng: variant,
      resources: {},
      fallbackLng: { ...FALLBACKS, default: [] },
      supportedLngs: ['es', 'es-AR', 'en'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    })
  }
  await Promise.all([ensurePart(variant, 'public'), isAppPartNeeded ? ensurePart(variant, 'app') : undefined])
  document.documentElement.lang = variant
  // the league's country became known meanwhile (main.tsx asks for it at once): its variant, which the signed-in
  // pages' first render awaits (loadAppMessages) while the router loads their chunks
  if (localeVariantFor(lang, leagueCountry) !== variant) void changeLanguage(lang).catch(() => undefined)
  return i18n
}

/** The language change under way (a league's country known while the app starts), which the first render awaits. */
let changing: Promise<void> = Promise.resolve()

/**
 * The signed-in pages' messages; their lazy routes await this alongside their code. A variant change under way is
 * awaited first, so a page never renders in one variant and again in the other (es, then es-AR).
 */
export async function loadAppMessages(): Promise<void> {
  isAppPartNeeded = true
  await changing
  return ensurePart(currentVariant(), 'app')
}

/** Loads the language's messages first, so the switch never shows keys. The league's country picks the variant. */
export function changeLanguage(lang: Lang): Promise<void> {
  const change = async () => {
    const variant = localeVariantFor(lang, leagueCountry)
    await Promise.all([ensurePart(variant, 'public'), isAppPartNeeded ? ensurePart(variant, 'app') : undefined])
    if (i18n.language !== variant) await i18n.changeLanguage(variant)
    document.documentElement.lang = variant
  }
  const next = changing.then(change, change)
  changing = next.catch(() => undefined)
  return next
}

/** The active league's country (its organization's first league): `AR` shows Argentine Spanish for `es`. */
export async function setLeagueCountry(country: string | null | undefined): Promise<void> {
  const next = country?.trim().toUpperCase() || browserCountry()
  if (next === leagueCountry) return
  leagueCountry = next
  try {
    if (country?.trim()) localStorage.setItem(COUNTRY_STORAGE_KEY, country.trim().toUpperCase())
    else localStorage.removeItem(COUNTRY_STORAGE_KEY)
  } catch {
    // Storage unavailable: the variant is still right for this page's life.
  }
  if (i18n.isInitialized) await changeLanguage(baseLangOf(currentVariant()))
}
