import { describe, expect, it } from 'vitest'
import { COMPACT_COLUMNS, PHONE_COLUMNS, positionText, tieNote, WIDE_COLUMNS, zonesIn } from './standings-view.ts'

describe('the standings columns', () => {
  it('the compact order starts with P, GD and Pts and still holds every column', () => {
    expect(COMPACT_COLUMNS.slice(0, 3)).toEqual(['played', 'goalDifference', 'points'])
    expect([...COMPACT_COLUMNS].sort()).toEqual([...WIDE_COLUMNS].sort())
    expect(COMPACT_COLUMNS.slice(0, PHONE_COLUMNS.length)).toEqual(PHONE_COLUMNS)
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
    expect(tieNote({ decidedBy: 'drawOfLots', tiedOnLots: true, points: 4 })).toBe('lots')
  })

  it('says which criterion put a team ahead of the one below, level on points; nothing when points did', () => {
    const below = { points: 10 }
    expect(tieNote({ decidedBy: 'headToHead', tiedOnLots: false, points: 10 }, below)).toBe('headToHead')
    expect(tieNote({ decidedBy: 'points', tiedOnLots: false, points: 12 }, below)).toBeNull()
    expect(tieNote({ decidedBy: null, tiedOnLots: false, points: 10 }, below)).toBeNull()
  })

  it('prints the note only under the team ahead, never under the one behind (decision 0025)', () => {
    // three teams level on 10 points, ordered by goal difference, then a team on 7
    const rows = [
      { decidedBy: 'goalDifference', tiedOnLots: false, points: 10 },
      { decidedBy: 'goalDifference', tiedOnLots: false, points: 10 },
      { decidedBy: 'goalDifference', tiedOnLots: false, points: 10 },
      { decidedBy: 'points', tiedOnLots: false, points: 7 },
    ] as const
    expect(rows.map((row, index) => tieNote(row, rows[index + 1]))).toEqual([
      'goalDifference',
      'goalDifference',
      null,
      null,
    ])
    // the last row of the table has no team below it
    expect(tieNote({ decidedBy: 'goalDifference', tiedOnLots: false, points: 1 })).toBeNull()
  })
})
