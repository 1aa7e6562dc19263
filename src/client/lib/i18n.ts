import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, type Lang } from '#domain/navigation/locale-path.ts'
import type { LocalePart } from '../locales/locale-parts.ts'

type Messages = Record<string, unknown>

// One chunk per language and part: the sign-in page loads only the public part of its language.
const loaders: Record<`${Lang}/${LocalePart}`, () => Promise<{ default: Messages }>> = {
  'es/public': () => import('virtual:locale/es/public'),
  'es/app': () => import('virtual:locale/es/app'),
  'en/public': () => import('virtual:locale/en/public'),
  'en/app': () => import('virtual:locale/en/app'),
}

export const i18n = i18next.createInstance()
i18n.use(initReactI18next)

const loaded = new Set<string>()
let isAppPartNeeded = false

async function ensurePart(lang: Lang, part: LocalePart): Promise<void> {
  const key = `${lang}/${part}` as const
  if (loaded.has(key)) return
  const messages = await loaders[key]()
  i18n.addResourceBundle(lang, 'common', messages.default, true, true)
  loaded.add(key)
}

export async function initI18n(lang: Lang): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    // The store exists once init ran; the messages are added right after (before the first render).
    await i18n.init({
      lng: lang,
      resources: {},
      fallbackLng: false,
      supportedLngs: ['es', 'en'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    })
  }
  await ensurePart(lang, 'public')
  return i18n
}

/** The signed-in pages' messages; their lazy routes await this alongside their code. */
export function loadAppMessages(): Promise<void> {
  isAppPartNeeded = true
  const lang = (i18n.language as Lang | undefined) ?? DEFAULT_LANG
  return ensurePart(lang, 'app')
}

/** Loads the language's messages first, so the switch never shows keys. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await Promise.all([ensurePart(lang, 'public'), isAppPartNeeded ? ensurePart(lang, 'app') : undefined])
  if (i18n.language !== lang) await i18n.changeLanguage(lang)
  document.documentElement.lang = lang
}
