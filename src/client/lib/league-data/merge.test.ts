import { describe, expect, it } from 'vitest'
import { compareFields, differsIn, mergeOnTop, sameValue, valueAt } from './merge.ts'

const FIELDS = ['name', 'alias'] as const

describe('sameValue', () => {
  it('ignores key order, surrounding spaces and empty text versus null', () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true)
    expect(sameValue(' Tigres ', 'Tigres')).toBe(true)
    expect(sameValue('', null)).toBe(true)
    expect(sameValue(undefined, null)).toBe(true)
  })

  it('sees order in arrays (tie-breakers) and types', () => {
    expect(sameValue(['points', 'wins'], ['wins', 'points'])).toBe(false)
    expect(sameValue(1, '1')).toBe(false)
    expect(sameValue(0, null)).toBe(false)
  })
})

describe('valueAt', () => {
  it('follows dotted paths', () => {
    expect(valueAt({ settings: { points: { win: 3 } } }, 'settings.points.win')).toBe(3)
    expect(valueAt({ settings: null }, 'settings.points.win')).toBeUndefined()
  })
})

describe('compareFields', () => {
  it('lists only what differs between what is saved now and what the user has', () => {
    const base = { name: 'Tigres', alias: 'TIG' }
    const mine = { name: 'Tigres FC', alias: 'TIG' }
    const theirs = { name: 'Tigres', alias: 'TGR' }
    expect(compareFields(FIELDS, base, mine, theirs)).toEqual([
      {
        field: 'name',
        base: 'Tigres',
        mine: 'Tigres FC',
        theirs: 'Tigres',
        isMine: true,
        isTheirs: false,
        isConflict: false,
      },
      { field: 'alias', base: 'TIG', mine: 'TIG', theirs: 'TGR', isMine: false, isTheirs: true, isConflict: false },
    ])
  })

  it('marks a field both changed to different values as a conflict', () => {
    const [name] = compareFields(FIELDS, { name: 'A' }, { name: 'B' }, { name: 'C' })
    expect(name).toMatchObject({ field: 'name', isMine: true, isTheirs: true, isConflict: true })
  })

  it('leaves out a field both changed the same way', () => {
    expect(compareFields(FIELDS, { name: 'A' }, { name: 'B' }, { name: 'B' })).toEqual([])
  })

  it('compares nested settings by path', () => {
    const base = { settings: { points: { win: 3, draw: 1 } } }
    const mine = { settings: { points: { win: 2, draw: 1 } } }
    const theirs = { settings: { points: { win: 3, draw: 0 } } }
    const fields = ['settings.points.win', 'settings.points.draw']
    expect(compareFields(fields, base, mine, theirs).map(({ field, isMine }) => [field, isMine])).toEqual([
      ['settings.points.win', true],
      ['settings.points.draw', false],
    ])
  })
})

describe('mergeOnTop', () => {
  it('keeps the fields the user changed and takes the saved value for the others', () => {
    const base = { name: 'Tigres', alias: 'TIG' }
    const mine = { name: 'Tigres FC', alias: 'TIG' }
    const theirs = { name: 'Tigres', alias: 'TGR' }
    expect(mergeOnTop(FIELDS, base, mine, theirs)).toEqual({ name: 'Tigres FC', alias: 'TGR' })
  })

  it('the user’s value wins a conflict (that is what "apply mine" means)', () => {
    expect(
      mergeOnTop(FIELDS, { name: 'A', alias: null }, { name: 'B', alias: null }, { name: 'C', alias: 'X' }),
    ).toEqual({
      name: 'B',
      alias: 'X',
    })
  })

  it('merges inside nested objects without losing their other fields', () => {
    const base = { name: 'Apertura', settings: { points: { win: 3, draw: 1, loss: 0 }, tieBreakers: ['points'] } }
    const mine = { name: 'Apertura', settings: { points: { win: 2, draw: 1, loss: 0 }, tieBreakers: ['points'] } }
    const theirs = {
      name: 'Apertura 2025',
      settings: { points: { win: 3, draw: 1, loss: 0 }, tieBreakers: ['points', 'wins'] },
    }
    const fields = [
      'name',
      'settings.points.win',
      'settings.points.draw',
      'settings.points.loss',
      'settings.tieBreakers',
    ]
    expect(mergeOnTop(fields, base, mine, theirs)).toEqual({
      name: 'Apertura 2025',
      settings: { points: { win: 2, draw: 1, loss: 0 }, tieBreakers: ['points', 'wins'] },
    })
  })

  it('takes a list the user edited as a whole (a location’s fields)', () => {
    const base = { fields: [{ id: '1', name: 'Cancha 1' }] }
    const mine = { fields: [{ id: '1', name: 'Cancha 1' }, { name: 'Cancha 2' }] }
    const theirs = { fields: [{ id: '1', name: 'Cancha Uno' }] }
    expect(mergeOnTop(['fields'], base, mine, theirs)).toEqual(mine)
  })

  it('does not change its inputs', () => {
    const theirs = { name: 'A', settings: { points: { win: 3 } } }
    mergeOnTop(
      ['settings.points.win'],
      { name: 'A', settings: { points: { win: 3 } } },
      { name: 'A', settings: { points: { win: 1 } } },
      theirs,
    )
    expect(theirs).toEqual({ name: 'A', settings: { points: { win: 3 } } })
  })
})

describe('differsIn', () => {
  it('ignores changes outside the form’s fields (a new picture bumps the version only)', () => {
    expect(
      differsIn(FIELDS, { name: 'A', alias: null, pictureUrl: 'x' }, { name: 'A', alias: '', pictureUrl: 'y' }),
    ).toBe(false)
    expect(differsIn(FIELDS, { name: 'A' }, { name: 'B' })).toBe(true)
  })
})
