import { describe, expect, it } from 'vitest'
import { matchColumns } from './import-cells.ts'
import { likelyField, PLAYER_HEADERS, positionOf } from './import-vocabulary.ts'

describe('player headers as leagues write them', () => {
  it.each([
    ['Fecha Nac.', 'birthDate'],
    ['Fecha de nacimiento', 'birthDate'],
    ['NACIMIENTO', 'birthDate'],
    ['N°', 'jerseyNumber'],
    ['Nº', 'jerseyNumber'],
    ['Nro.', 'jerseyNumber'],
    ['Número', 'jerseyNumber'],
    ['Dorsal', 'jerseyNumber'],
    ['Camiseta', 'jerseyNumber'],
    ['Celular', 'phone'],
    ['Teléfono', 'phone'],
    ['Tel.', 'phone'],
    ['Mail', 'email'],
    ['Correo', 'email'],
    ['E-mail', 'email'],
  ])('%s → %s', (header, field) => {
    expect(matchColumns([header], PLAYER_HEADERS).index).toEqual({ [field]: 0 })
  })

  it.each([
    ['Fecha Nacim', 'birthDate'],
    ['Telefono 2', 'phone'],
    ['Apelido', 'lastname'],
    ['Observaciones', null],
    ['Goles', null],
  ])('a header that matches none: %s resembles %s', (header, field) => {
    expect(likelyField(header, PLAYER_HEADERS)).toBe(field)
  })
})

describe('positions as the app names them and as leagues write them', () => {
  it.each([
    ['Arquero', 'gk'],
    ['Portero', 'gk'],
    ['GK', 'gk'],
    ['Goalkeeper', 'gk'],
    ['Defensor', 'cb'],
    ['Defensa', 'cb'],
    ['DEF', 'cb'],
    ['Defensor central', 'cb'],
    ['Lateral derecho', 'rb'],
    ['Mediocampista', 'cm'],
    ['Volante', 'cm'],
    ['Volante izquierdo', 'lm'],
    ['Midfielder', 'cm'],
    ['Delantero', 'st'],
    ['DEL', 'st'],
    ['Forward', 'st'],
    ['Centrodelantero', 'cf'],
    ['Enganche', 'trequartista'],
    ['Falso nueve', 'false_9'],
    ['st', 'st'],
    ['INV_W', 'inv_w'],
  ])('%s → %s', (text, position) => {
    expect(positionOf(text)).toBe(position)
  })

  it('names no position for other words', () => {
    expect(positionOf('Aguatero')).toBeNull()
    expect(positionOf('')).toBeNull()
  })
})
