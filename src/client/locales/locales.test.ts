import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '#domain/audit/audit.schema.ts'
import { ERROR_CODES } from '#domain/errors.ts'
import { SUPPORTED_LANGS } from '#domain/navigation/locale-path.ts'
import {
  argentineWordIn,
  spainWordsLeftToArgentina,
  tuFormIn,
  tuFormsLeftToArgentina,
  vosFormIn,
} from '#test/spanish-forms.ts'
import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }
import esAR from './es-AR.json' with { type: 'json' }

type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') {
      entries.set(path, value)
    } else {
      for (const [nested, text] of flatten(value, path)) entries.set(nested, text)
    }
  }
  return entries
}

const english = flatten(en as Messages)
const spanish = flatten(es as Messages)
// Argentine Spanish holds only what differs from es (decision 0025)
const argentine = flatten(esAR as Messages)

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort()
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort()

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('locales', () => {
  it('en and es have exactly the same keys', () => {
    const onlyInEnglish = [...english.keys()].filter((key) => !spanish.has(key))
    const onlyInSpanish = [...spanish.keys()].filter((key) => !english.has(key))
    expect({ onlyInEnglish, onlyInSpanish }).toEqual({ onlyInEnglish: [], onlyInSpanish: [] })
  })

  it('es-AR overrides only keys es has, each with a different text and the same {{variables}} and <tags>', () => {
    expect(argentine.size).toBeGreaterThan(50)
    const stale = [...argentine.keys()].filter((key) => !spanish.has(key))
    const unchanged = [...argentine].filter(([key, text]) => spanish.get(key) === text).map(([key]) => key)
    expect({ stale, unchanged }).toEqual({ stale: [], unchanged: [] })
    for (const [key, text] of argentine) {
      const base = spanish.get(key) ?? ''
      expect({ key, variables: variables(text), tags: tags(text) }).toEqual({
        key,
        variables: variables(base),
        tags: tags(base),
      })
    }
  })

  it('es-AR speaks with vos and calls the scorer "planillero"', () => {
    expect(argentine.get('roles.scorer')).toBe('Planillero')
    expect(argentine.get('invitation.subtitle')).toMatch(/^Unite /)
    expect(argentine.get('onboarding.user.title')).toBe('Contanos sobre vos')
    // no tú form in an es-AR message, and none left in es that es-AR does not override (test/spanish-forms.ts)
    expect([...argentine].filter(([, text]) => tuFormIn(text)).map(([key]) => key)).toEqual([])
    expect(tuFormsLeftToArgentina(spanish, argentine)).toEqual([])
    expect(argentine.get('games.penalties.title')).toBe('Tanda de penales')
    expect(argentine.get('tournaments.tabs.groups')).toBe('Zonas')
  })

  it('es is Spain’s Spanish: no vos form in it, which es-AR says instead (decision 0025)', () => {
    expect([...spanish].filter(([, text]) => vosFormIn(text)).map(([key]) => key)).toEqual([])
    expect(argentine.get('league.public_site.copy_failed')).toMatch(/Seleccionala y copiala/)
  })

  it('es names rounds, the schedule, pitches, brackets, groups and penalties in Spain’s words, es-AR in Argentina’s', () => {
    expect([...spanish].filter(([, text]) => argentineWordIn(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([])
    expect(spainWordsLeftToArgentina(spanish, argentine)).toEqual([])
    const words = ['fixtures.round_n', 'match_day.round', 'games.fields.round', 'tournaments.tabs.fixtures']
    const pitch = ['games.fields.field', 'locations.pitches', 'players.positions.gk', 'groups.default_prefix']
    expect([...words, ...pitch].map((key) => spanish.get(key))).toEqual([
      'Jornada {{number}}',
      'Jornada {{number}}',
      'Jornada',
      'Calendario',
      'Campo',
      'Campos',
      'Portero',
      'Grupo',
    ])
    expect([...words, ...pitch].map((key) => argentine.get(key))).toEqual([
      'Fecha {{number}}',
      'Fecha {{number}}',
      'Fecha',
      'Fixture',
      'Cancha',
      'Canchas',
      'Arquero',
      'Zona',
    ])
  })

  it('finds Argentina’s football words, not a passkey, a time zone or a zone of the table', () => {
    const argentine = ['Generar fixture', 'Cancha 2', 'la llave está empatada', 'Zona A', 'Arquero', 'Tanda de penales']
    expect(argentine.map(argentineWordIn)).toEqual(['fixture', 'Cancha', 'llave', 'Zona', 'Arquero', 'penales'])
    const spain = [
      'Tus llaves de acceso',
      'Zona horaria',
      'una zona de la tabla',
      'Zonas de clasificación',
      'Jornada 3',
    ]
    expect(spain.map(argentineWordIn)).toEqual(spain.map(() => null))
  })

  it('finds vos forms: imperatives, the present, pronouns joined without an accent; not tú nor {{variables}}', () => {
    const vos = [
      'Elegí su dirección',
      'Seleccioná un equipo',
      'Si tenés dudas',
      'Ya podés',
      '¿Querés seguir?',
      'Hacé clic',
      'Poné el nombre',
      'Seleccionala y copiala',
      'Elegila',
      'Unite a la liga',
      'Vos sos el delegado',
    ]
    expect(vos.map(vosFormIn)).toEqual([
      'Elegí',
      'Seleccioná',
      'tenés',
      'podés',
      'Querés',
      'Hacé',
      'Poné',
      'Seleccionala',
      'Elegila',
      'Unite',
      'Vos',
    ])
    const tu = [
      'Elige su dirección',
      'Selecciona un equipo',
      'Si tienes dudas',
      'Selecciónala y cópiala',
      'Elígela',
      'Únete a la liga',
      '{{create}} creados',
      'Está listo',
    ]
    expect(tu.map(vosFormIn)).toEqual(tu.map(() => null))
  })

  it('the scorers\' "games with a goal" is not abbreviated like the standings\' "games played"', () => {
    for (const messages of [english, spanish]) {
      expect(messages.get('scorers.games_short')).not.toBe(messages.get('standings.columns.played_short'))
    }
  })

  it('keys are lowercase and dotted, except error codes (UPPER_SNAKE)', () => {
    for (const key of english.keys()) {
      expect(key).toMatch(/^(errors\.[A-Z][A-Z0-9_]*|[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+)$/)
    }
  })

  it('each translation uses the same {{variables}} and <tags> in both languages', () => {
    for (const [key, text] of english) {
      const other = spanish.get(key) ?? ''
      expect({ key, variables: variables(other), tags: tags(other) }).toEqual({
        key,
        variables: variables(text),
        tags: tags(text),
      })
    }
  })

  it('has the fallback error messages', () => {
    for (const key of ['errors.UNKNOWN', 'errors.NETWORK', 'errors.TOO_MANY_REQUESTS']) {
      expect(english.get(key)).toBeTruthy()
      expect(spanish.get(key)).toBeTruthy()
    }
  })

  it('translates every error code the server can answer, and better-auth codes the forms expect', () => {
    const authCodes = [
      'USER_ALREADY_EXISTS',
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      'INVALID_EMAIL',
      'INVALID_EMAIL_OR_PASSWORD',
      'INVALID_PASSWORD',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'TERMS_NOT_ACCEPTED',
      'BANNED_USER',
      'USER_BANNED',
      'INVALID_TOKEN',
    ]
    const missing = [...ERROR_CODES, ...authCodes].filter((code) => !english.has(`errors.${code}`))
    expect(missing).toEqual([])
  })

  it('translates the validation reasons the server sends in invalidParams', () => {
    const reasons = ['required', 'invalid', 'email', 'phone', 'country', 'too_small', 'too_big', 'invalid_type']
    const more = [
      'invalid_format',
      'invalid_option',
      'invalid_value',
      'unknown_field',
      'integer',
      'file_required',
      'dni',
    ]
    const missing = [...reasons, ...more, 'birth_date', 'tie_breakers_unique']
      .map((reason) => `validation.${reason}`)
      .filter((key) => !english.has(key))
    expect(missing).toEqual([])
  })

  it('translates every validation reason written in the server and the contracts', () => {
    const root = join(import.meta.dirname, '../..')
    const reasons = new Set<string>()
    for (const file of [...sourceFiles(join(root, 'server')), ...sourceFiles(join(root, 'domain'))]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(validation\.[a-z_]+)'/g)) reasons.add(match[1] ?? '')
    }
    expect(reasons.size).toBeGreaterThan(20)
    expect([...reasons].filter((key) => !english.has(key))).toEqual([])
  })

  it('translates the families of keys built at run time', () => {
    const families: Record<string, readonly string[]> = {
      'roles.': ['admin', 'manager', 'scorer', 'viewer', 'super_admin'],
      'roles.descriptions.': ['admin', 'manager', 'scorer', 'viewer'],
      'theme.': ['light', 'dark', 'system'],
      'subscription.status.': ['none', 'trialing', 'active', 'error', 'canceled', 'manual'],
      'nav.': [
        'dashboard',
        'tournaments',
        'teams',
        'players',
        'leaderboards',
        'locations',
        'league',
        'users',
        'billing',
        'settings',
        'help',
        'super_admin',
        'audit',
      ],
      'audit.entities.': AUDIT_ENTITY_TYPES,
      'audit.entities_plural.': AUDIT_ENTITY_TYPES,
      'audit.actions.': [...AUDIT_ACTIONS, 'score_change'],
      'audit.cards.': ['yellow', 'blue', 'red'],
      'nav.groups.': ['league', 'organization', 'account'],
      'landing.features.': ['fixtures', 'standings', 'discipline'],
      'route_error.': ['not_found.title', 'forbidden.title', 'unexpected.title', 'unexpected.description'],
      'terms.sections.': [
        'service.body',
        'accounts.body',
        'data.body',
        'content.body',
        'availability.body',
        'liability.body',
        'changes.body',
      ],
    }
    const missing = Object.entries(families).flatMap(([prefix, names]) =>
      names.map((name) => `${prefix}${name}`).filter((key) => !english.has(key)),
    )
    expect(missing).toEqual([])
    expect(SUPPORTED_LANGS).toEqual(['es', 'en'])
  })

  it('every literal key used in the client exists', () => {
    const root = join(import.meta.dirname, '..')
    const used = new Set<string>()
    for (const file of sourceFiles(root)) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(/\bt\(\s*'([a-z][\w.]*\w)'\s*[,)]/g)) used.add(match[1] ?? '')
      for (const match of source.matchAll(/i18nKey="([\w.]+)"/g)) used.add(match[1] ?? '')
      for (const match of source.matchAll(/'((?:validation|errors)\.[A-Za-z_]+)'/g)) used.add(match[1] ?? '')
    }
    const missing = [...used].filter((key) => !english.has(key))
    expect(used.size).toBeGreaterThan(100)
    expect(missing).toEqual([])
  })
})
