/** The public pages' words follow the league: Spain's Spanish, Argentine Spanish for an Argentine league (0055). */
import { describe, expect, it } from 'vitest'
import { textsOf } from './public-texts.ts'

describe('public texts', () => {
  it('read es-AR for a league in Argentina, es elsewhere and when the country is unknown, en in English', () => {
    expect(textsOf('es', 'AR')('roster')).toBe('Plantel')
    expect(textsOf('es', 'ar')('roster')).toBe('Plantel')
    expect(textsOf('es', 'ES')('roster')).toBe('Plantilla')
    expect(textsOf('es', null)('roster')).toBe('Plantilla')
    expect(textsOf('es')('roster')).toBe('Plantilla')
    expect(textsOf('en', 'AR')('roster')).toBe('Squad')
    // what es-AR does not override reads as es
    expect(textsOf('es', 'AR')('standings')).toBe(textsOf('es', 'ES')('standings'))
  })
})
