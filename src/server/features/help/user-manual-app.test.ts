/**
 * The user manual matches the app (decision 0025): every name the manual prints in bold (pages, menu items, buttons,
 * options) is a text the app shows in that language, unless it is one of the few terms the manual itself defines; what
 * it tells you to open is an entry of the sidebar, the account menu or a tournament's tabs; and every address it
 * prints is a route of the app. The app's side is read from its sources (locales, router, public routes), so renaming
 * a menu item or a page without the manual fails here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { USER_MANUAL_CONTENT, USER_MANUAL_LANGUAGES, type UserManualLanguage } from './user-manual.content.ts'

const ROOT = join(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

type Messages = { [key: string]: string | Messages }
const messages = (lang: UserManualLanguage) => JSON.parse(read(`client/locales/${lang}.json`)) as Messages

function strings(node: Messages | string, into: string[] = []): string[] {
  if (typeof node === 'string') into.push(node)
  else for (const value of Object.values(node)) strings(value, into)
  return into
}

/**
 * Compared without case, surrounding punctuation, an ellipsis, "(optional)", a unit such as "(minutes)" or a
 * `{{count}}`-style placeholder (with its parentheses).
 */
const normalize = (text: string) =>
  text
    .replace(/\s*\(\{\{[^}]+\}\}\)/g, '')
    .replace(/\{\{[^}]+\}\}/g, '')
    .replace(/\s*\((?:optional|opcional|minutes|minutos)\)$/, '')
    .replace(/[.…:?¿!¡]+$/u, '')
    .replace(/^[¿¡]/u, '')
    .trim()
    .toLocaleLowerCase()

/**
 * Bold words the manual defines rather than names from the screen: the parts of a result (wins, goal difference),
 * states and kinds of games as it explains them, its own section titles. Nothing here is a page or a menu item.
 */
const DEFINED_TERMS: Record<UserManualLanguage, string[]> = {
  en: [
    'league administrators',
    'wins',
    'goals for',
    'goals against',
    'goal difference',
    'unassigned goals',
    'drafts',
    'draft suspension',
    'suspended',
    'bye',
    'cup',
    'friendly',
    'playoff',
    'tournament',
    'season',
    'text',
    'preview',
    'days between rounds',
    'sign-in link',
    'search by dni',
    '14-day free trial',
    'leagues in argentina',
    'step 1 – about you',
    'step 2 – your league',
    'organization selector',
    'fair play',
    'points',
    'admin',
  ],
  es: [
    'administradores de ligas',
    'partidos ganados',
    'goles a favor',
    'goles en contra',
    'diferencia de gol',
    'goles sin asignar',
    'borradores',
    'suspensión en borrador',
    'suspenderse',
    'descansa',
    'copa',
    'amistoso',
    'playoff',
    'torneo',
    'temporada',
    'vista previa',
    'días entre fechas',
    'enlace de acceso',
    'búsquelo por dni',
    'prueba gratuita de 14 días',
    'las ligas de argentina',
    'paso 1 – sus datos',
    'paso 2 – su liga',
    'selector de organización',
    'fair play',
    'puntos',
    'administrador',
    'publíquelos',
    'confirmarla',
    'ignorarla',
  ],
}

function manualTexts(lang: UserManualLanguage): string[] {
  const content = USER_MANUAL_CONTENT[lang]
  return content.sections.flatMap((section) => [
    section.heading,
    ...section.paragraphs,
    ...(section.bullets ?? []),
    ...(section.closing ?? []),
    ...(section.tip ? [section.tip] : []),
  ])
}

const boldOf = (text: string) => [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] as string)

/** The first segment of every page of the app: the router's, the league sections' and the public site's. */
function routeSegments(): Set<string> {
  const router = read('client/app/router.tsx')
  const sections = read('client/app/routes/league-sections.ts')
  const publicRoutes = read('server/features/public/public.routes.ts')
  const segments = new Set<string>()
  for (const match of router.matchAll(/path: '([a-z-]+)/g)) segments.add(match[1] as string)
  const names = /LeagueSectionName =([^\n]+)/.exec(sections)?.[1] ?? ''
  for (const match of names.matchAll(/'([a-z-]+)'/g)) segments.add(match[1] as string)
  if (publicRoutes.includes("'/:lang{es|en}/l/:slug'")) segments.add('l')
  return segments
}

describe('the user manual matches the app (decision 0025)', () => {
  for (const lang of USER_MANUAL_LANGUAGES) {
    const ui = messages(lang)
    const texts = new Set(strings(ui).map(normalize))
    const defined = new Set(DEFINED_TERMS[lang])
    const navigation = ui.nav as Messages
    const tabs = (ui.tournaments as Messages).tabs as Messages
    const shell = ui.shell as Messages
    const openable = new Set(
      [...strings(navigation), ...strings(tabs), shell.sign_out as string].map((text) => normalize(text)),
    )

    it(`every bold name in the ${lang} manual is a text of the app, or a term the manual defines`, () => {
      const unknown = manualTexts(lang)
        .flatMap(boldOf)
        .filter((name) => !texts.has(normalize(name)) && !defined.has(normalize(name)))
      expect([...new Set(unknown)]).toEqual([])
    })

    it(`what the ${lang} manual tells you to open is in the sidebar, the account menu or a tournament's tabs`, () => {
      const verbs = lang === 'en' ? 'Open|open|choose|use|go to' : 'Abra|abra|elija|use|vaya a'
      const opened = manualTexts(lang).flatMap((text) =>
        [
          ...text.matchAll(
            new RegExp(
              `\\b(?:${verbs}) \\*\\*([^*]+)\\*\\*(?= in the sidebar| en el menú lateral| in the top bar| en la barra superior)`,
              'g',
            ),
          ),
        ].map((match) => match[1] as string),
      )
      const sidebar = manualTexts(lang).flatMap((text) =>
        [...text.matchAll(/\b(?:Open|Abra) \*\*([^*]+)\*\*/g)].map((match) => match[1] as string),
      )
      const missing = [...opened, ...sidebar].filter((name) => !openable.has(normalize(name)))
      expect(missing).toEqual([])
      expect(sidebar.length).toBeGreaterThan(3)
    })

    it(`every address in the ${lang} manual is a page of the app`, () => {
      const segments = routeSegments()
      expect(segments).toContain('tournaments')
      const addresses = manualTexts(lang).flatMap((text) =>
        [...text.matchAll(/(?<![\w.])\/(?:es|en)\/([a-z-]+)/g)].map((match) => match[1] as string),
      )
      expect(addresses.length).toBeGreaterThan(0)
      expect(addresses.filter((segment) => !segments.has(segment))).toEqual([])
    })
  }

  it('fails on a name the app does not show (the check can fail)', () => {
    const texts = new Set(strings(messages('en')).map(normalize))
    expect(texts.has(normalize('Log out'))).toBe(false)
    expect(texts.has(normalize('Sign out'))).toBe(true)
  })
})

describe('the manual covers what the app does now (decision 0042)', () => {
  const text = (lang: UserManualLanguage) =>
    USER_MANUAL_CONTENT[lang].sections
      .flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...(section.bullets ?? []),
        ...(section.closing ?? []),
      ])
      .join('\n')

  it('names the default theme the app starts in', () => {
    const mode = /DEFAULT_THEME_MODE = '(\w+)'/.exec(read('client/lib/theme.ts'))?.[1]
    const themes = { en: messages('en').theme as Messages, es: messages('es').theme as Messages }
    expect(text('en')).toContain(`${String(themes.en[mode ?? ''])} is the default`)
    expect(text('es').toLocaleLowerCase()).toContain(
      `el ${String(themes.es[mode ?? '']).toLocaleLowerCase()} es el predeterminado`,
    )
  })

  it('lists every tab of a tournament by the name the app gives it', () => {
    for (const lang of USER_MANUAL_LANGUAGES) {
      const tabs = ((messages(lang).tournaments as Messages).tabs ?? {}) as Messages
      const names = Object.entries(tabs)
        .filter(([key]) => key !== 'label' && !key.startsWith('coming'))
        .map(([, name]) => `**${String(name)}**`)
      const paragraph = text(lang)
        .split('\n')
        .find((line) => names.every((name) => line.includes(name)))
      expect({ lang, paragraph: Boolean(paragraph) }).toEqual({ lang, paragraph: true })
    }
  })

  it('has a part on each thing a league runs with', () => {
    const topics = {
      en: [
        /import/i,
        /knockout/i,
        /walkover/i,
        /who played/i,
        /match sheets/i,
        /spreadsheets/i,
        /without signal/i,
        /QR code/,
        /audit trail/i,
        /programme/,
      ],
      es: [
        /importar/i,
        /eliminatoria/i,
        /W\.O\./,
        /quiénes jugaron/i,
        /planillas de partido/i,
        /planillas de cálculo/i,
        /sin señal/i,
        /código QR/,
        /auditoría/i,
        /programa del día/,
      ],
    }
    for (const lang of USER_MANUAL_LANGUAGES) {
      expect(topics[lang].filter((topic) => !topic.test(text(lang))).map(String)).toEqual([])
    }
    // the scorer's Argentine name, which an Argentine league sees, is explained
    expect(text('es')).toContain('planillero')
  })
})
