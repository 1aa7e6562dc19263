import { describe, expect, it } from 'vitest'
import { closestNames, matchColumns, normalizeHeader, parseDate, parseWholeNumber } from './import-cells.ts'
import { PLAYER_HEADERS } from './import-vocabulary.ts'

describe('headers', () => {
  it.each([
    ['Fecha de Nacimiento', 'fechadenacimiento'],
    ['first_name', 'firstname'],
    ['  NÚMERO ', 'numero'],
    ['Posición', 'posicion'],
    ['E-mail', 'email'],
  ])('%s → %s', (header, normalized) => {
    expect(normalizeHeader(header)).toBe(normalized)
  })

  it('matches Spanish and English headers, keeps them as written, lists the others', () => {
    const match = matchColumns(
      ['NOMBRE', 'last_name', 'Documento', 'Observaciones', 'nacimiento', 'Camiseta', 'Nombre'],
      PLAYER_HEADERS,
    )
    expect(match.index).toEqual({ firstname: 0, lastname: 1, dni: 2, birthDate: 4, jerseyNumber: 5 })
    expect(match.header.dni).toBe('Documento')
    expect(match.ignored).toEqual(['Observaciones', 'Nombre'])
  })
})

describe('dates', () => {
  it.each([
    ['1999-04-30', '1999-04-30'],
    ['30/04/1999', '1999-04-30'],
    ['3/4/1999', '1999-04-03'],
    ['03-04-1999', '1999-04-03'],
    ['31/02/1999', null],
    ['1999/04/30', null],
    ['30/04/99', null],
    ['ayer', null],
  ])('%s → %s', (text, day) => {
    expect(parseDate(text)).toBe(day)
  })

  it('takes an Excel date cell as its day', () => {
    expect(parseDate({ date: '2001-12-31' })).toBe('2001-12-31')
  })
})

describe('numbers and names', () => {
  it('reads whole numbers only', () => {
    expect(parseWholeNumber('7')).toBe(7)
    expect(parseWholeNumber('7.5')).toBeNull()
    expect(parseWholeNumber('siete')).toBeNull()
  })

  it('suggests the closest team names', () => {
    const teams = ['Club Atlético Ñuñoa', 'Deportivo Açaí', 'Los Pibes', 'Real Madrid']
    expect(closestNames('Atletico Nunoa', teams)[0]).toBe('Club Atlético Ñuñoa')
    expect(closestNames('Los Pives', teams, 1)).toEqual(['Los Pibes'])
  })
})
