import { describe, expect, it } from 'vitest'
import { importMessage } from '#server/features/imports/import-messages.ts'
import { invitationMail, resetPasswordMail } from '#server/mail/messages.ts'
import {
  argentineWordIn,
  flattenMessages,
  type Messages,
  spainWordsLeftToArgentina,
  tuFormIn,
  tuFormsLeftToArgentina,
  vosFormIn,
} from '#test/spanish-forms.ts'
import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }
import esAR from './es-AR.json' with { type: 'json' }
import { fill, messagesOf, plural, type ServerMessages, serverLangOf } from './server-messages.ts'

const english = flattenMessages(en as Messages)
const spanish = flattenMessages(es as Messages)
const argentine = flattenMessages(esAR as Messages)
const listOf = (key: string) => key.replace(/\.\d+$/, '')
const itemsOf = (messages: Map<string, string>, list: string) =>
  JSON.stringify([...messages].filter(([key]) => listOf(key) === list && key !== list).map(([, text]) => text))
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort()

describe('the server catalogue', () => {
  it('en and es have exactly the same keys, each with the same {{variables}}', () => {
    const onlyInEnglish = [...english.keys()].filter((key) => !spanish.has(key))
    const onlyInSpanish = [...spanish.keys()].filter((key) => !english.has(key))
    expect({ onlyInEnglish, onlyInSpanish }).toEqual({ onlyInEnglish: [], onlyInSpanish: [] })
    const differing = [...english].filter(
      ([key, text]) => variables(text).join() !== variables(spanish.get(key) ?? '').join(),
    )
    expect(differing.map(([key]) => key)).toEqual([])
  })

  it('es-AR overrides only keys es has, each with a different text and the same {{variables}}', () => {
    const stale = [...argentine.keys()].filter((key) => !spanish.has(key))
    // a list (an export's columns) is overridden whole, so it is unchanged only when every item is
    const lists = new Set([...argentine.keys()].filter((key) => /\.\d+$/.test(key)).map(listOf))
    const unchanged = [
      ...[...argentine].filter(([key, text]) => !/\.\d+$/.test(key) && spanish.get(key) === text).map(([key]) => key),
      ...[...lists].filter((list) => itemsOf(argentine, list) === itemsOf(spanish, list)),
    ]
    const otherVariables = [...argentine]
      .filter(([key, text]) => variables(text).join() !== variables(spanish.get(key) ?? '').join())
      .map(([key]) => key)
    expect({ stale, unchanged, otherVariables }).toEqual({ stale: [], unchanged: [], otherVariables: [] })
  })

  it('es-AR speaks with vos: no tú form in it, none left in es without an override', () => {
    expect([...argentine].filter(([, text]) => tuFormIn(text)).map(([key]) => key)).toEqual([])
    expect(tuFormsLeftToArgentina(spanish, argentine)).toEqual([])
    expect(tuFormIn('Para unirte, abre este enlace')).toBe('abre')
    expect(tuFormIn('Ábrelo para continuar')).toBe('Ábrelo')
  })

  it('es is Spain’s Spanish: no vos form in it (test/spanish-forms.ts)', () => {
    expect([...spanish].filter(([, text]) => vosFormIn(text)).map(([key]) => key)).toEqual([])
  })

  it('es names rounds, the schedule, pitches, brackets, groups and penalties in Spain’s words, es-AR in Argentina’s', () => {
    expect([...spanish].filter(([, text]) => argentineWordIn(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([])
    expect(spainWordsLeftToArgentina(spanish, argentine)).toEqual([])
    const es = messagesOf('es')
    const ar = messagesOf('es-AR')
    const round = (m: ServerMessages) => [
      m.public.round,
      m.share.round,
      m.sheets.round,
      fill(m.exports.round, { n: 3 }),
      fill(m.notifications.round, { number: 3 }),
      m.exports.gamesColumns[0],
    ]
    expect(round(es)).toEqual(['Jornada', 'Jornada', 'Jornada', 'Jornada 3', 'Jornada 3', 'Jornada'])
    expect(round(ar)).toEqual(['Fecha', 'Fecha', 'Fecha', 'Fecha 3', 'Fecha 3', 'Fecha'])
    expect([es.public.fixtures, es.public.brackets, es.public.venue, es.exports.standingsColumns[0]]).toEqual([
      'Calendario',
      'Cuadro',
      'Campo',
      'Grupo',
    ])
    expect([ar.public.fixtures, ar.public.brackets, ar.public.venue, ar.exports.standingsColumns[0]]).toEqual([
      'Fixture',
      'Llaves',
      'Cancha',
      'Zona',
    ])
  })

  it('layers es-AR over es, fills {{placeholders}} and picks plural forms', () => {
    expect(messagesOf('es-AR').mail.footer).toMatch(/ignorá/)
    expect(messagesOf('es-AR').mail.reset.subject).toBe(messagesOf('es').mail.reset.subject)
    expect(fill('Fecha {{n}} de {{of}}', { n: 3 })).toBe('Fecha 3 de {{of}}')
    const sheets = messagesOf('es').sheets
    expect([plural('es', sheets, 'suspended', 1), plural('es', sheets, 'suspended', 2)]).toEqual([
      'SUSPENDIDO (1 partido)',
      'SUSPENDIDO (2 partidos)',
    ])
    expect(plural('es-AR', messagesOf('es-AR').sheets, 'suspended', 2)).toBe('SUSPENDIDO (2 fechas)')
    expect([serverLangOf('es', 'ar'), serverLangOf('es', 'ES'), serverLangOf('en', 'AR')]).toEqual([
      'es-AR',
      'es',
      'en',
    ])
  })

  it("writes an Argentine league's e-mails and import errors with vos and its own words", () => {
    const invitation = {
      link: 'https://portal.test/es/invitations/x',
      organizationName: 'Liga del Oeste',
      role: 'scorer',
      inviterName: 'Ana',
      expiresAt: new Date('2026-12-01T12:00:00Z'),
      timeZone: 'America/Argentina/Buenos_Aires',
    }
    const argentine = invitationMail('es', { ...invitation, country: 'AR' })
    const spanish = invitationMail('es', { ...invitation, country: 'ES' })
    expect(argentine.text).toContain(
      'Ana te invitó a la liga «Liga del Oeste» con el rol de planillero. Para unirte, abrí',
    )
    expect(spanish.text).toContain('con el rol de anotador. Para unirte, abre')
    expect(resetPasswordMail('en', 'https://portal.test/x').subject).toBe('Reset your password')
    expect(importMessage('es-AR', 'imports.errors.team_not_found_none', { name: 'Boca' })).toBe(
      'No hay un equipo «Boca» en la liga: crealo primero o marcá «Crear los equipos que faltan».',
    )
    expect(importMessage('es', 'imports.errors.duplicate_dni', { row: '4' })).toBe(
      'Este DNI ya está en la fila 4 del archivo.',
    )
    expect(importMessage('es-AR', 'no.such.code')).toBe('Este valor no es válido.')
  })
})
