import { describe, expect, it } from 'vitest'
import { COMPACT_COLUMNS, positionText, tieNote, WIDE_COLUMNS, zonesIn } from './standings-view.ts'

describe('the standings columns', () => {
  it('the compact order starts with P, GD and Pts and still holds every column', () => {
    expect(COMPACT_COLUMNS.slice(0, 3)).toEqual(['played', 'goalDifference', 'points'])
    expect([...COMPACT_COLUMNS].sort()).toEqual([...WIDE_COLUMNS].sort())
  })
})

describe('zonesIn', () => {
  it('lists the zones present, in order', () => {
    expect(zonesIn([{ zone: 'descend' }, { zone: null }, { zone: 'goldCup' }, { zone: 'goldCup' }])).toEqual([
      'goldCup',
      'descend',
    ])
  })
})

describe('ties', () => {
  it('a team level after every criterion shows as =n and "lots"', () => {
    expect(positionText({ position: 5, tiedOnLots: true })).toBe('=5')
    expect(positionText({ position: 5, tiedOnLots: false })).toBe('5')
    expect(tieNote({ decidedBy: 'drawOfLots', tiedOnLots: true })).toBe('lots')
  })

  it('says which criterion separated teams level on points, and nothing when points did', () => {
    expect(tieNote({ decidedBy: 'headToHead', tiedOnLots: false })).toBe('headToHead')
    expect(tieNote({ decidedBy: 'points', tiedOnLots: false })).toBeNull()
    expect(tieNote({ decidedBy: null, tiedOnLots: false })).toBeNull()
  })
})
